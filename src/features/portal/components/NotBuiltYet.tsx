import type { ReactNode } from "react";
import { CopyableToken } from "@/components/token/CopyableToken";
import { useCoachAccount } from "../hooks/useCoachAccount";
import { PortalPage } from "./PortalPage";

interface NotBuiltYetProps {
  title: string;
  /** What this page will show once it is built, in one or two sentences. */
  willShow: string;
  /** What reaches the coach by email meanwhile, and what they can do now. */
  meanwhile: ReactNode;
}

/**
 * A portal page that is not built yet, said plainly: what it will show, what the coach already gets by
 * email, and the one thing they can do now (forward mail to their address, shown with a copy button).
 */
export function NotBuiltYet({ title, willShow, meanwhile }: NotBuiltYetProps) {
  const account = useCoachAccount();
  return (
    <PortalPage title={title} intro={willShow}>
      <section aria-labelledby="not-built-heading" className="max-w-2xl rounded-xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="not-built-heading" className="text-lg font-semibold text-brand-text">
          This page isn't in the portal yet
        </h2>
        <div className="mt-2 space-y-3 text-slate-700">{meanwhile}</div>
        <h3 className="mt-6 font-semibold text-brand-text">Your forwarding address</h3>
        <div className="mt-2">
          {account.kind === "ready" && <CopyableToken value={account.account.forwardingAddress} label="forwarding address" align="start" className="font-mono text-base" />}
          {account.kind === "loading" && <p role="status">Loading your address…</p>}
          {account.kind === "failed" && <p role="alert">{account.message}</p>}
        </div>
      </section>
    </PortalPage>
  );
}
