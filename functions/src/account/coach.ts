import { HttpsError } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { users, type UserDoc } from "../lib/firestore";

/** The caller's coach account; refused for anyone whose trial has not started (a guest, a visitor). */
export async function requireCoach(uid: string): Promise<UserDoc> {
  const user = (await users.doc(uid).get()).data();
  if (!user) throw new HttpsError("failed-precondition", ACCOUNT_MESSAGES.notACoach);
  return user;
}
