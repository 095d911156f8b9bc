import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import { positionOf, routeForPosition, TRIAL_STARTED_ROUTE } from "@machines/onboarding/steps";
import { EmailLinkPanel, type SignedInByLink } from "@/components/auth/EmailLinkPanel";
import { toast } from "@/components/ui/toast";
import { discardOnboardingSession, onboardingSession } from "../../session/onboardingSession";

/**
 * The emailed confirmation link (/initial-screening?continue=<token>): once the coach confirms, it
 * signs this browser in as the signup the link was sent for, on this or any device, and opens its
 * saved step, or the started trial when confirming started it.
 */
export function ContinueSignup({ token }: { token: string }) {
  const router = useRouter();
  const continueSignup = useCallback(
    async (result: SignedInByLink) => {
      // The progress loaded so far (if any) belonged to whoever this browser was before.
      discardOnboardingSession();
      if (result.confirmed) toast({ title: "Email confirmed", description: `${result.email} is confirmed as yours.` });
      if (result.destination === "trial-started") {
        await router.navigate({ to: TRIAL_STARTED_ROUTE, replace: true });
        return;
      }
      const actor = await onboardingSession(router);
      await router.navigate({ to: routeForPosition(positionOf(actor.getSnapshot().value) ?? "screening"), replace: true });
    },
    [router],
  );
  return <EmailLinkPanel token={token} onSignedIn={continueSignup} />;
}
