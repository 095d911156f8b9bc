import { HttpsError } from "firebase-functions/v2/https";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { defineCallable } from "../lib/callable";
import { reprocessEmail } from "../lib/processQueue";
import { runSupportAction, supportCallOf } from "./audit";
import { requireRecord } from "./coachRecord";

/** Settled states a read can be repeated from: a summarised email stays as its athletes show it, held mail is released instead. */
const REPROCESSABLE = new Set(["failed", "filtered", "needs_review"]);

/** Support: send one email through reading again, e.g. after a fix to the engine (once per request id, audited). */
export const supportReprocessEmail = defineCallable("supportReprocessEmail", {
  rateLimit: { limit: 30, windowSeconds: 60 },
  async handle(input, request) {
    const { uid } = await requireRecord(input.uid);
    return runSupportAction(supportCallOf(request, input), "reprocessEmail", uid, input.emailId, async () => {
      if (!(await reprocessEmail(uid, input.emailId, "support", (email) => REPROCESSABLE.has(email.state.status)))) {
        throw new HttpsError("failed-precondition", SUPPORT_MESSAGES.notReprocessable);
      }
      return { status: "processing" as const };
    });
  },
});
