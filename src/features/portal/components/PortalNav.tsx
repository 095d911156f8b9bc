import { Link } from "@tanstack/react-router";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { signOut } from "@/components/auth/sessionView";
import { PORTAL_NAV } from "../portalNav";

/** The sidebar's links and 'Sign Out'; the same list in the desktop sidebar and the phone drawer. */
export function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="flex h-full flex-col gap-6">
      <nav aria-label="Coach portal">
        <ul className="grid gap-1">
          {PORTAL_NAV.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                className={`block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-light hover:text-brand ${focusRing}`}
                activeProps={{ className: "bg-brand-light text-brand", "aria-current": "page" }}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={`${buttonStyles("secondary")} mt-auto`} onClick={() => void signOut()}>
        Sign Out
      </button>
    </div>
  );
}
