import { getAuth, type DecodedIdToken } from "firebase-admin/auth";

/** The developer claim an opened link's custom token carries: this session began by proving the address. */
const LINK_PROOF_CLAIMS = { proof: "email-link" } as const;

/** The custom token an opened link signs its browser in with. */
export const linkSignInToken = (uid: string) => getAuth().createCustomToken(uid, LINK_PROOF_CLAIMS);

/**
 * Whether the session behind `token` began with a proof of the account's address: an opened emailed
 * link or the password. An anonymous session, or any custom token we did not mint for a link, did not.
 */
export function signedInWithProof(token: DecodedIdToken): boolean {
  const provider = token.firebase.sign_in_provider;
  return provider === "password" || (provider === "custom" && token.proof === LINK_PROOF_CLAIMS.proof);
}
