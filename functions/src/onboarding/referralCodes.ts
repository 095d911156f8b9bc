import { FieldValue } from "firebase-admin/firestore";
import { referralCodeStem, referralCodeSuffix } from "@machines/onboarding/referralCode";
import { isAlreadyExists } from "../lib/admin";
import { referralCodes } from "../lib/firestore";

const ATTEMPTS_PER_LENGTH = 4;
const LONGEST_SUFFIX = 6;

/**
 * Reserves a personal referral code that no other coach has: `referralCodes/{code}` is claimed with
 * `create()`, which fails if anyone holds it. A taken code is retried with another random character,
 * then with a longer suffix, so even many coaches with the same name and day each get their own.
 */
export async function reservePersonalReferralCode(uid: string, firstName: string, lastName: string, now: Date): Promise<string> {
  const stem = referralCodeStem(firstName, lastName, now);
  for (let length = 1; length <= LONGEST_SUFFIX; length++) {
    for (let attempt = 0; attempt < ATTEMPTS_PER_LENGTH; attempt++) {
      const code = stem + referralCodeSuffix(length);
      try {
        await referralCodes.doc(code).create({ uid, createdAt: FieldValue.serverTimestamp() });
        return code;
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    }
  }
  throw new Error(`No free referral code for stem ${stem}`);
}
