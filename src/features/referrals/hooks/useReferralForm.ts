import { useActorRef, useSelector } from "@xstate/react";
import { useEffect } from "react";
import { visibleErrors } from "@machines/referrals/referralFormMachine";
import { normalizeEmail } from "@machines/shared/email";
import { whenIdleAfterLoad } from "@/lib/afterPageLoad";
import { browserReferralFormMachine } from "../referralActors";
import { rememberedReferrerEmail } from "../referrerEmailStore";
import { signedInCoach } from "../signedInCoach";
import { inspect } from "@/lib/xstateInspect";

/**
 * One referral form's actor. The referrer's email comes from the page (e.g. /coach-connect?email=),
 * else from this session, else from the signed-in coach's account once it has loaded. That lookup loads the
 * Firebase SDK, so it waits until the page has loaded and is idle: the form's page paints without it.
 */
export function useReferralForm(referrerEmail?: string) {
  const actorRef = useActorRef(browserReferralFormMachine, {
    // The prerendered page (built without a window) never submits; the browser's own origin goes into the invitations.
    inspect,
    input: { appOrigin: globalThis.location?.origin ?? "", formId: crypto.randomUUID(), referrerEmail: referrerEmail ?? "" },
  });
  const snapshot = useSelector(actorRef, (state) => state);

  // After hydration: the prerendered form is empty, and the first render must match it.
  useEffect(() => {
    const remembered = rememberedReferrerEmail();
    if (remembered) actorRef.send({ type: "PREFILL", referrerEmail: remembered });
  }, [actorRef]);

  useEffect(() => {
    let current = true;
    const cancel = whenIdleAfterLoad(() =>
      signedInCoach().then(
        (account) => {
          if (!current || !account) return;
          const typed = actorRef.getSnapshot().context.referrerEmail.trim();
          // Their code only goes with their own address.
          const ownAddress = !typed || normalizeEmail(typed) === normalizeEmail(account.email);
          actorRef.send({
            type: "PREFILL",
            referrerEmail: account.email,
            existingReferralCode: ownAddress ? account.personalReferralCode : undefined,
            signedInCoach: true,
          });
        },
        (error: unknown) => console.error("Could not load the signed-in coach", error),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [actorRef]);

  return { actorRef, snapshot, errors: visibleErrors(snapshot.context) };
}
