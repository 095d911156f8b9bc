import { Link } from "@tanstack/react-router";
import { signOut, useSessionView } from "@/components/auth/sessionView";
import { buttonStyles } from "@/components/ui/styles";
import { COACH_LOGIN_LINK, DASHBOARD_LINK, SUPPORT_CONSOLE_LINK, TRIAL_PATH } from "./nav-links";

/**
 * The header's account corner: 'Coach Login' and 'Start Trial' for visitors; for a signed-in coach
 * their name, 'Dashboard' and 'Sign Out'; for a support person 'Support Console' and 'Sign Out'.
 * `layout` places it in the header row or the mobile drawer.
 */
export function HeaderAccount({ layout, onNavigate }: { layout: "row" | "drawer"; onNavigate?: () => void }) {
  const view = useSessionView();
  const size = layout === "drawer" ? "lg" : "md";
  if (view.status === "coach" || view.status === "support") {
    const home = view.status === "coach" ? DASHBOARD_LINK : SUPPORT_CONSOLE_LINK;
    return (
      <>
        {view.name && <span className={layout === "row" ? "max-w-40 truncate text-sm font-medium text-brand-text" : "text-base font-medium text-brand-text"}>{view.name}</span>}
        <Link to={home.to} onClick={onNavigate} className={buttonStyles("primary", size)}>
          {home.label}
        </Link>
        <button type="button" onClick={() => void signOut().then(onNavigate)} className={buttonStyles(layout === "row" ? "ghost" : "secondary", size)}>
          Sign Out
        </button>
      </>
    );
  }
  return (
    <>
      <Link to={COACH_LOGIN_LINK.to} onClick={onNavigate} className={buttonStyles(layout === "row" ? "ghost" : "secondary", size)}>
        {COACH_LOGIN_LINK.label}
      </Link>
      <Link to={TRIAL_PATH} onClick={onNavigate} className={buttonStyles("primary", size)}>
        {layout === "row" ? "Start Trial" : "Start Beta"}
      </Link>
    </>
  );
}
