import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { positionOf, routeForPosition } from "@machines/onboarding/onboardingMachine";
import { FormField } from "@/components/form/FormField";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { emailForSignIn, rememberEmailForSignIn } from "../../session/browserContext";
import { discardOnboardingSession, onboardingSession } from "../../session/onboardingSession";
import { StepSkeleton } from "../OnboardingStep";

type Phase = "signing-in" | "confirm-email" | "failed";

/**
 * The emailed "Continue your signup" link (/initial-screening?continue=1 plus Firebase's sign-in
 * parameters): signs in as the same guest, on this or any device, then opens the saved step. On a
 * device that never saw the address, the coach confirms it first, as Firebase requires.
 */
export function ContinueSignup() {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>(() => (emailForSignIn() ? "signing-in" : "confirm-email"));
  const started = useRef(false);

  const signIn = useCallback(
    async (email: string) => {
      setPhase("signing-in");
      try {
        const [{ auth }, { isSignInWithEmailLink, signInWithEmailLink }] = await Promise.all([import("@/lib/firebase"), import("firebase/auth")]);
        const link = window.location.href;
        if (isSignInWithEmailLink(auth, link)) {
          await signInWithEmailLink(auth, email, link);
          rememberEmailForSignIn(email);
          // The progress loaded so far (if any) belonged to the guest this browser was before.
          discardOnboardingSession();
        }
        const actor = await onboardingSession(router);
        await router.navigate({ to: routeForPosition(positionOf(actor.getSnapshot().value) ?? "screening"), replace: true });
      } catch (error) {
        console.error("Continue link sign-in failed", error);
        setPhase("failed");
      }
    },
    [router],
  );

  useEffect(() => {
    // A link's code works once: StrictMode's second effect run must not spend it again.
    const email = emailForSignIn();
    if (started.current || !email) return;
    started.current = true;
    void signIn(email);
  }, [signIn]);

  if (phase === "signing-in") return <StepSkeleton />;
  return (
    <div className="max-w-xl space-y-4">
      {phase === "failed" ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          This link could not be used: it may have expired, already been used, or belong to another address. Confirm the email you
          signed up with to try again, or{" "}
          <Link to="/initial-screening" className={textLink}>
            start a new signup
          </Link>
          .
        </p>
      ) : (
        <p className="text-slate-700">For your security, please confirm the email address you signed up with.</p>
      )}
      <ConfirmEmailForm onConfirm={(email) => void signIn(email)} />
    </div>
  );
}

function ConfirmEmailForm({ onConfirm }: { onConfirm: (email: string) => void }) {
  const [email, setEmail] = useState(emailForSignIn() ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onConfirm(email.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Confirm your email" className="space-y-4">
      <FormField label="Email" required>
        <input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <button type="submit" className={buttonStyles("primary")}>
        Continue
      </button>
    </form>
  );
}
