import { HttpsError } from "firebase-functions/v2/https";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { defineCallable } from "../lib/callable";
import { sendAddressLink, sendSignInLink } from "../identity/sendAddressLink";
import { runSupportAction, supportCallOf } from "./audit";
import { requireRecord, type CoachRecord } from "./coachRecord";

/**
 * A coach gets a sign-in link to their address; a sign-up that has not confirmed its address gets the
 * confirmation link again. Both within the usual link budgets (counted for the support person as requester).
 */
async function resendLink({ uid, user, guest }: CoachRecord, supportUid: string) {
  if (user) return { sent: (await sendSignInLink(user.email, supportUid, "sign-in", undefined)) ? ("sign-in" as const) : ("not-sent" as const) };
  if (!guest || guest.emailConfirmedAt) throw new HttpsError("failed-precondition", SUPPORT_MESSAGES.addressConfirmed);
  await sendAddressLink(uid, guest.first_name, guest.email);
  return { sent: "confirmation" as const };
}

/** Support: resend the confirmation or sign-in link (once per request id, audited). */
export const supportResendLink = defineCallable("supportResendLink", {
  rateLimit: { limit: 20, windowSeconds: 60 },
  async handle(input, request) {
    const call = supportCallOf(request, input);
    const record = await requireRecord(input.uid);
    return runSupportAction(call, "resendLink", record.uid, null, () => resendLink(record, call.supportUid));
  },
});
