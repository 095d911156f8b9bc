import { Link } from "@tanstack/react-router";
import { LockIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "@/components/status/StatusPage";

/** /login: the coach portal is not open yet (spec §1, §2). */
export function CoachPortalComingSoonPage() {
  return (
    <StatusPage
      icon={<LockIcon />}
      tone="info"
      title="Coach Portal Coming Soon"
      message={
        <p>
          Dashboards and sign-in are on the way. Until then, your athlete summaries and daily report arrive by email.
        </p>
      }
      actions={
        <>
          <Link to="/initial-screening" className={buttonStyles("primary")}>
            Join Beta Now
          </Link>
          <Link to="/" className={buttonStyles("secondary")}>
            Back to Home
          </Link>
        </>
      }
    />
  );
}
