import { useCallback } from "react";
import { useRouter } from "@tanstack/react-router";
import { EmailLinkPanel, type SignedInByLink } from "@/components/auth/EmailLinkPanel";
import { CoachPortalComingSoonPage } from "./CoachPortalComingSoonPage";
import { toast } from "@/components/ui/toast";
import type { LoginSearch } from "../loginSearch";

/** /login: an emailed sign-in link signs the coach in to their account; otherwise the portal's coming-soon page. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const router = useRouter();
  const signedIn = useCallback(
    async (result: SignedInByLink) => {
      toast({ title: "Signed in", description: `Signed in as ${result.email}.` });
      await router.navigate({ to: result.destination === "trial-started" ? "/billing-success" : "/initial-screening", replace: true });
    },
    [router],
  );
  if (!search.link) return <CoachPortalComingSoonPage />;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-text sm:text-4xl">Sign In</h1>
      <div className="mt-8">
        <EmailLinkPanel token={search.link} onSignedIn={signedIn} />
      </div>
    </div>
  );
}
