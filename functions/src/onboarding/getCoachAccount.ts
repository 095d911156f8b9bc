import { db } from "../lib/admin";
import { defineCallable } from "../lib/callable";
import { toCoachAccount } from "./startTrial";

/** The signed-in coach's account (forwarding address, referral code, plan), or null before the trial starts. */
export const getCoachAccount = defineCallable("getCoachAccount", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const user = await db.collection("users").doc(auth!.uid).get();
    return user.exists ? toCoachAccount(user.data()!) : null;
  },
});
