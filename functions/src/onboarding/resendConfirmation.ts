import { HttpsError } from "firebase-functions/v2/https";
import { ONBOARDING_ORDER_MESSAGES } from "@machines/onboarding/contracts";
import { defineCallable } from "../lib/callable";
import { sendAddressLink } from "../identity/sendAddressLink";
import { requireGuest } from "./guest";

/** "Resend the link": the same email screening sent, within the same per-address limits. */
export const resendConfirmation = defineCallable("resendConfirmation", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(_request, { auth }) {
    const guest = await requireGuest(auth.uid, "screened");
    if (guest.emailConfirmedAt) throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.alreadyConfirmed);
    await sendAddressLink(auth.uid, guest.first_name, guest.email);
    return { status: "check-inbox" as const, email: guest.email };
  },
});
