import { Link } from "@tanstack/react-router";
import { LockIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "@/components/pages/StatusPage";

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
          <Link to="/billing" className={buttonStyles("primary")}>
            Upgrade Account
          </Link>
        </>
      }
    />
  );
}
