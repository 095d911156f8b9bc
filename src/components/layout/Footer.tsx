import { Link } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { Logo } from "@/components/brand/Logo";
import { focusRing } from "@/components/ui/styles";
import { FOOTER_LINK_GROUPS } from "./nav-links";

const footerLinkClass = `rounded-sm text-slate-700 underline-offset-2 hover:text-brand hover:underline ${focusRing}`;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <Logo size="md" />
          <p className="mt-3 font-semibold text-brand">{BRAND.tagline}</p>
          <p className="mt-2 text-sm text-slate-600">{BRAND.footerBlurb}</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {FOOTER_LINK_GROUPS.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-brand-text">{group.heading}</h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={footerLinkClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
          </p>
          <p>
            Security contact:{" "}
            <a href={`mailto:${BRAND.securityEmail}`} className={`underline ${footerLinkClass}`}>
              {BRAND.securityEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
