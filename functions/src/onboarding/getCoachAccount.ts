import { defineCallable } from "../lib/callable";
import { users } from "../lib/firestore";
import { toCoachAccount } from "./coachAccount";

/** The signed-in coach's account (forwarding address, referral code, plan), or null before the trial starts. */
export const getCoachAccount = defineCallable("getCoachAccount", {
  rateLimit: { limit: 60, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const user = (await users.doc(auth.uid).get()).data();
    return user ? toCoachAccount(user) : null;
  },
});
