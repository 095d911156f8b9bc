import { emailOwners } from "../lib/firestore";
import type { EmailOwnerDoc } from "@machines/identity/documents";
import { keyOf } from "../lib/keys";

/** The record of who proved `email` is theirs (see openEmailLink); the first proof wins. */
export const emailOwnerRef = (email: string) => emailOwners.doc(keyOf(email));

export async function ownerOf(email: string): Promise<EmailOwnerDoc | undefined> {
  return (await emailOwnerRef(email).get()).data();
}

/** Whether `uid` has proven `email` is theirs. */
export async function owns(uid: string, email: string): Promise<boolean> {
  return (await ownerOf(email))?.uid === uid;
}
