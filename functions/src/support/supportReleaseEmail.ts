import { HttpsError } from "firebase-functions/v2/https";
import { SUPPORT_MESSAGES } from "@machines/support/contracts";
import { defineCallable } from "../lib/callable";
import { reprocessEmail } from "../lib/processQueue";
import { runSupportAction, supportCallOf } from "./audit";
import { requireRecord } from "./coachRecord";

/**
 * Support: release one held email into processing (once per request id, audited). Processing checks the
 * sender and the plan again, as for any email, so it is held again if the cause remains.
 */
export const supportReleaseEmail = defineCallable("supportReleaseEmail", {
  rateLimit: { limit: 30, windowSeconds: 60 },
  async handle(input, request) {
    const { uid } = await requireRecord(input.uid);
    return runSupportAction(supportCallOf(request, input), "releaseEmail", uid, input.emailId, async () => {
      if (!(await reprocessEmail(uid, input.emailId, "support-release", (email) => email.state.status === "held"))) {
        throw new HttpsError("failed-precondition", SUPPORT_MESSAGES.notHeld);
      }
      return { status: "processing" as const };
    });
  },
});
