import { fromPromise } from "xstate";
import { FALLBACK_TIME_ZONE, runtimeTimeZone } from "@machines/shared/dates";
import { referralFormMachine, type SubmitReferralInput } from "@machines/referrals/referralFormMachine";
import type { SubmitReferralResponse } from "@machines/referrals/schema";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/callables";
import { rememberReferrerEmail } from "./referrerEmailStore";
import { toSubmitFailure } from "./submitFailure";

/** The referral form machine with the browser's effects. */
export const browserReferralFormMachine = referralFormMachine.provide({
  actors: {
    submitReferral: fromPromise<SubmitReferralResponse, SubmitReferralInput>(async ({ input }) => {
      try {
        return await call("submitReferral", { ...input.referral, sendInvitations: input.sendInvitations, timeZone: runtimeTimeZone() ?? FALLBACK_TIME_ZONE, submissionId: input.submissionId });
      } catch (error) {
        throw toSubmitFailure(error);
      }
    }),
  },
  actions: {
    notify: (_, notification) => toast(notification),
    // The coach's own email client opens with one message to every referee (spec §4); the sent
    // state also links to the same draft, for when no mail client answers.
    openEmailDraft: (_, { url }) => {
      window.location.href = url;
    },
    rememberReferrerEmail: (_, { email }) => rememberReferrerEmail(email),
  },
});
