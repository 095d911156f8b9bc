import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, useRouter } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { isCoach, isSupport } from "@machines/auth/session";
import { EmailLinkPanel, SignInLinkForm, type SignedInByLink } from "@/components/auth/EmailLinkPanel";
import { loadSession } from "@/components/auth/sessionView";
import { FormField } from "@/components/form/FormField";
import { buttonStyles, textLink } from "@/components/ui/styles";
import { endPasswordRecovery, signInWithPassword, useSession } from "@/lib/session";
import { homeAfterSignIn, type LoginSearch } from "../loginSearch";
import { PasswordForm } from "@/components/auth/PasswordForm";

/**
 * /login, the Coach Login: email and password, "Email me a sign-in link", a password reset, and 'Join
 * Beta Now' for visitors without an account. An emailed link (?link=) signs the coach in and, when
 * the account has no password yet (the welcome email) or the link was a reset, offers to set one.
 * Signed in, the coach goes where ?redirect= says (a same-origin path) or to the dashboard.
 */
export function LoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const session = useSession();
  // Checked again where it is used: a redirect to another site must never get through.
  const destination = homeAfterSignIn(search.redirect, isSupport(session?.context.user));
  const [offerPassword, setOfferPassword] = useState<{ email: string; recovery: boolean; support: boolean } | null>(null);

  useEffect(() => {
    void loadSession().then((module) => module.sessionActor());
  }, []);

  // A coach (or support) goes on at once; an account without a role stays here to sign in to a coach account.
  const signedInAsCoach = session?.matches("signedIn") && (isCoach(session.context.user) || isSupport(session.context.user));
  useEffect(() => {
    if (!offerPassword && !search.link && signedInAsCoach) void router.navigate({ to: destination, replace: true });
  }, [signedInAsCoach, offerPassword, search.link, destination, router]);

  const signedInByLink = useCallback(
    async (result: SignedInByLink) => {
      if (result.destination === "onboarding") {
        await router.navigate({ to: "/initial-screening", replace: true });
        return;
      }
      if (result.passwordRecovery || !result.hasPassword) {
        setOfferPassword({ email: result.email, recovery: result.passwordRecovery, support: result.destination === "support" });
        return;
      }
      // The session may not know the account's role yet: the link's answer does.
      await router.navigate({ to: homeAfterSignIn(search.redirect, result.destination === "support"), replace: true });
    },
    [router, search.redirect],
  );

  const continueToPortal = () => {
    endPasswordRecovery();
    void router.navigate({ to: destination, replace: true });
  };

  if (offerPassword) {
    // A reset link: the link's answer says so at once, the session (PASSWORD_RECOVERY) a moment later.
    const recovery = offerPassword.recovery || (session?.context.recovering ?? false);
    const home = offerPassword.support ? "the Support Console" : "my dashboard";
    return (
      <LoginShell title={recovery ? "Choose a new password" : "Set a password"}>
        <p className="max-w-xl text-slate-700">
          {recovery
            ? `You're signed in as ${offerPassword.email}. Choose a new password to sign in with from now on.`
            : `You're signed in as ${offerPassword.email}. Set a password to sign in with it next time, or keep using emailed links.`}
        </p>
        <PasswordForm email={offerPassword.email} hasPassword={recovery} onDone={continueToPortal} />
        <button type="button" className={buttonStyles("ghost")} onClick={continueToPortal}>
          {recovery ? `Not now: go to ${home}` : `Skip: go to ${home}`}
        </button>
      </LoginShell>
    );
  }

  if (search.link) {
    return (
      <LoginShell title="Sign In">
        <EmailLinkPanel token={search.link} onSignedIn={signedInByLink} />
      </LoginShell>
    );
  }

  return (
    <LoginShell title="Coach Login">
      <p className="max-w-xl text-slate-700">Sign in to your {BRAND.name} coach portal with the email address you signed up with.</p>
      <div className="grid gap-10 md:grid-cols-2">
        <section aria-labelledby="password-sign-in" className="space-y-4">
          <h2 id="password-sign-in" className="text-lg font-semibold text-brand-text">
            With your password
          </h2>
          <PasswordSignIn busy={session?.matches("signingIn") ?? false} />
          <details className="text-sm">
            <summary className={`cursor-pointer ${textLink}`}>Forgot your password?</summary>
            <div className="mt-3 space-y-2">
              <p className="text-slate-700">We'll email you a link that signs you in and asks for a new password.</p>
              <SignInLinkForm initialEmail="" purpose="reset-password" />
            </div>
          </details>
        </section>
        <section aria-labelledby="link-sign-in" className="space-y-4">
          <h2 id="link-sign-in" className="text-lg font-semibold text-brand-text">
            With an emailed link
          </h2>
          <p className="text-sm text-slate-700">No password yet? We email you a link that signs you in.</p>
          <SignInLinkForm initialEmail="" />
        </section>
      </div>
      <section aria-labelledby="no-account" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="no-account" className="text-lg font-semibold text-brand-text">
          No account yet?
        </h2>
        <p className="mt-2 text-slate-700">Join the beta: a 7-day free trial, no card needed, .edu sign-up only.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/initial-screening" className={buttonStyles("primary")}>
            Join Beta Now
          </Link>
          <Link to="/" className={buttonStyles("secondary")}>
            Back to Home
          </Link>
        </div>
      </section>
    </LoginShell>
  );
}

function LoginShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-text sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

function PasswordSignIn({ busy }: { busy: boolean }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The provider's first answer comes first: a sign-in sent before it would be dropped.
    await (await loadSession()).settledSession();
    signInWithPassword(email, password);
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Sign in with your password" className="space-y-4">
      <FormField label="Email" required>
        <input type="email" autoComplete="username" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <FormField label="Password" required>
        <input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </FormField>
      <button type="submit" className={buttonStyles("primary")} disabled={busy}>
        {busy ? "Signing in…" : "Sign In"}
      </button>
    </form>
  );
}
