import { Timestamp } from "firebase-admin/firestore";
import { defineCallable } from "../lib/callable";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { users } from "../lib/firestore";
import { owns } from "../identity/emailOwnership";
import { toCoachAccount } from "./coachAccount";
import { guestRef, requireGuest } from "./guest";
import { startTrialFor } from "./trial";

/**
 * 'Start Free Trial': starts the trial when the guest has proven their address; otherwise records
 * the request, and the trial starts the moment the emailed link is opened (see openEmailLink).
 * A repeat call returns the same account and completes any follow-up a failed start left undone.
 */
export const startTrial = defineCallable("startTrial", {
  options: { secrets: STRIPE_SECRETS },
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle({ selectedTierId, billingCycle }, { auth }) {
    const uid = auth.uid;
    if (!(await users.doc(uid).get()).exists) {
      const guest = await requireGuest(uid, "signed-up");
      if (!(await owns(uid, guest.email))) {
        await guestRef(uid).update({ trialRequest: { selectedTierId: selectedTierId ?? null, billingCycle: billingCycle ?? "monthly", requestedAt: Timestamp.now() } });
        return { status: "awaiting-confirmation" as const, email: guest.email };
      }
    }
    const user = await startTrialFor(uid, { selectedTierId, billingCycle });
    return { status: "started" as const, account: toCoachAccount(user) };
  },
});
