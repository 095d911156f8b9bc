import { Link } from "@tanstack/react-router";
import { LockIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "@/components/status/StatusPage";

/**
 * Who lands here is signed in without the coach role: an address proven, no trial yet (spec §6). The
 * spec sends 'Upgrade Account' to /billing, which is coach-only and would send them straight back here;
 * it goes to /pricing instead, whose 'Join Now' starts checkout (a coach's at once, anyone else's once
 * the trial that makes them a coach has started).
 */
export function UnauthorizedPage() {
  return (
    <StatusPage
      icon={<LockIcon />}
      tone="danger"
      title="Access Denied"
      message={<p>This area needs different permissions or a higher account level than your account currently has.</p>}
      actions={
        <>
          <Link to="/" className={buttonStyles("secondary")}>
            Return to Home
          </Link>
          <Link to="/pricing" className={buttonStyles("primary")}>
            Upgrade Account
          </Link>
        </>
      }
    />
  );
}
