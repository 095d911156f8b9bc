import { Link } from "@tanstack/react-router";
import { Logo } from "@/components/brand/Logo";
import { focusRing } from "@/components/ui/styles";
import { HeaderAccount } from "./HeaderAccount";
import { MobileDrawer } from "./MobileDrawer";
import { PRIMARY_NAV_LINKS } from "./nav-links";
import { SiteNavLink } from "./SiteNavLink";

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className={`rounded-md ${focusRing}`}>
          <Logo size="md" />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {PRIMARY_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <SiteNavLink link={link} className="px-3 py-2 text-sm" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <HeaderAccount layout="row" />
        </div>
        <MobileDrawer />
      </div>
    </header>
  );
}
