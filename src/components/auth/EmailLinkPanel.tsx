import { useEffect, useState, type FormEvent } from "react";
import { Link } from "@tanstack/react-router";
import { formatDateTime, runtimeTimeZone } from "@machines/shared/dates";
import { IDENTITY_MESSAGES, requestSignInLinkRequestSchema, type EmailLinkDescription, type OpenEmailLinkResponse } from "@machines/identity/contracts";
import { FormField } from "@/components/form/FormField";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { addressProofFor, keepAddressProof } from "@/lib/addressProofs";
import { signInWithToken } from "@/lib/auth";
import { loadSession } from "./sessionView";
import { failureMessage } from "@machines/callableErrors";
import { call, CallableError } from "@/lib/callables";

export type SignedInByLink = Extract<OpenEmailLinkResponse, { outcome: "signed-in" }>;

type Phase =
  | { kind: "loading" }
  | { kind: "ready"; link: Extract<EmailLinkDescription, { status: "usable" }> }
  | { kind: "opening"; link: Extract<EmailLinkDescription, { status: "usable" }> }
  | { kind: "unusable" }
  | { kind: "address-in-use"; email: string }
  | { kind: "failed"; message: string };


/**
 * An emailed link (confirmation or sign-in), opened: says who it is for, and only on the coach's
 * click spends it (mail scanners that open links must not use them up), signs this browser in as
 * the account it was sent for and hands over to `onSignedIn`.
 */
export function EmailLinkPanel({ token, onSignedIn }: { token: string; onSignedIn: (result: SignedInByLink) => Promise<void> }) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    call("describeEmailLink", { token }).then(
      (description) => current && setPhase(description.status === "usable" ? { kind: "ready", link: description } : { kind: "unusable" }),
      (error: unknown) => current && setPhase({ kind: "failed", message: failureMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const open = async (link: Extract<EmailLinkDescription, { status: "usable" }>) => {
    setPhase({ kind: "opening", link });
    try {
      const result = await call("openEmailLink", { token });
      if (result.outcome === "signed-in") {
        // The session reports a reset link's sign-in as a password recovery (spec §4).
        if (result.passwordRecovery) (await loadSession()).expectPasswordRecovery();
        keepAddressProof(result.email, result.addressProof);
        await signInWithToken(result.signInToken);
        await onSignedIn(result);
      } else if (result.outcome === "address-in-use") {
        setPhase({ kind: "address-in-use", email: result.email });
      } else {
        setPhase({ kind: "unusable" });
      }
    } catch (error) {
      setPhase({ kind: "failed", message: failureMessage(error) });
    }
  };

  switch (phase.kind) {
    case "loading":
      return <p role="status">Checking your link…</p>;
    case "ready":
    case "opening":
      return <LinkConfirmation link={phase.link} busy={phase.kind === "opening"} onConfirm={() => void open(phase.link)} />;
    case "address-in-use":
      return (
        <div className="max-w-xl space-y-4">
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            {IDENTITY_MESSAGES.addressInUse}
          </p>
          <SignInLinkForm initialEmail={phase.email} />
        </div>
      );
    case "unusable":
    case "failed":
      return (
        <div className="max-w-xl space-y-4">
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            {phase.kind === "unusable" ? IDENTITY_MESSAGES.unusable : phase.message}
          </p>
          <p className="text-slate-700">
            Still signing up? Open the newest link we emailed you, or{" "}
            <Link to="/initial-screening" className={textLink}>
              start a new signup
            </Link>
            . Already have an account? We can email you a sign-in link:
          </p>
          <SignInLinkForm initialEmail="" />
        </div>
      );
  }
}

function LinkConfirmation({ link, busy, onConfirm }: { link: Extract<EmailLinkDescription, { status: "usable" }>; busy: boolean; onConfirm: () => void }) {
  const who = [link.firstName, link.lastName].filter(Boolean).join(" ");
  return (
    <div className="max-w-xl space-y-4">
      {link.purpose === "confirm-email" ? (
        <p className="text-slate-700">
          Confirm <strong className="break-all">{link.email}</strong> for the signup{who ? ` started by ${who}` : ""} ({formatDateTime(link.sentAt, runtimeTimeZone())}). Your signup
          continues where you left off.
        </p>
      ) : (
        <p className="text-slate-700">
          Sign in as <strong className="break-all">{link.email}</strong>.
        </p>
      )}
      <button type="button" className={buttonStyles("primary", "lg")} disabled={busy} onClick={onConfirm}>
        {busy ? "Opening…" : link.purpose === "confirm-email" ? "Confirm my email" : link.purpose === "reset-password" ? "Sign in and reset my password" : "Sign in"}
      </button>
      <p className="text-sm text-slate-600">Didn't ask for this? Close this page: nothing happens without the button.</p>
    </div>
  );
}

const LINK_FORMS = {
  "sign-in": { callable: "requestSignInLink", button: "Email me a sign-in link", sent: IDENTITY_MESSAGES.signInLinkSent },
  "reset-password": { callable: "requestPasswordReset", button: "Email me a reset link", sent: IDENTITY_MESSAGES.resetLinkSent },
} as const;

/**
 * "Email me a sign-in link" (or a password reset link): the same answer whether or not the address has
 * an account; says so when no link could be sent (the address's budget for today is used up).
 */
export function SignInLinkForm({ initialEmail, purpose = "sign-in" }: { initialEmail: string; purpose?: keyof typeof LINK_FORMS }) {
  const form = LINK_FORMS[purpose];
  const [email, setEmail] = useState(initialEmail);
  const [state, setState] = useState<{ kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "not-sent" } | { kind: "error"; message: string }>({
    kind: "idle",
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The callable's own rule, checked here first: an empty or malformed address never leaves the browser.
    const checked = requestSignInLinkRequestSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setState({ kind: "error", message: checked.error.issues[0]?.message ?? IDENTITY_MESSAGES.emailInvalid });
      return;
    }
    setState({ kind: "sending" });
    try {
      // Absent rather than undefined: the callable protocol would send undefined as null.
      const addressProof = addressProofFor(checked.data);
      const answer = await call(form.callable, addressProof ? { email: checked.data, addressProof } : { email: checked.data });
      setState({ kind: answer.status === "check-inbox" ? "sent" : "not-sent" });
    } catch (error) {
      setState({ kind: "error", message: error instanceof CallableError ? (error.fieldErrors.email ?? error.message) : failureMessage(error) });
    }
  };
  if (state.kind === "sent") {
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
        <strong>{IDENTITY_MESSAGES.checkInbox}.</strong> {form.sent}
      </p>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={form.button} className="space-y-3">
      {state.kind === "not-sent" && (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {IDENTITY_MESSAGES.linkNotSent}
        </p>
      )}
      <FormField label="Email" required error={state.kind === "error" ? state.message : undefined}>
        <input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <button type="submit" className={buttonStyles("secondary")} disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Sending…" : form.button}
      </button>
    </form>
  );
}
