import { Link } from "@tanstack/react-router";
import type { NavLink } from "./nav-links";
import { focusRing } from "@/components/ui/styles";

interface SiteNavLinkProps {
  link: NavLink;
  className: string;
  onNavigate?: () => void;
}

/** A header or drawer link; the current page gets aria-current and brand colours. */
export function SiteNavLink({ link, className, onNavigate }: SiteNavLinkProps) {
  return (
    <Link
      to={link.to}
      activeOptions={{ exact: true }}
      onClick={onNavigate}
      className={`rounded-md font-medium text-slate-700 hover:bg-brand-light hover:text-brand data-[status=active]:bg-brand-light data-[status=active]:text-brand ${focusRing} ${className}`}
    >
      {link.label}
    </Link>
  );
}
