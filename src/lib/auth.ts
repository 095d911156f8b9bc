/** Signs this browser in as the account a server-minted custom token names (an opened email link). */
export async function signInWithToken(token: string): Promise<void> {
  const [{ auth }, { signInWithCustomToken }] = await Promise.all([import("./firebase"), import("firebase/auth")]);
  await signInWithCustomToken(auth, token);
}
