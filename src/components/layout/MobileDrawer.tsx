import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { Logo } from "@/components/brand/Logo";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { buttonStyles, focusRing } from "@/components/ui/styles";
import { COACH_LOGIN_LINK, PRIMARY_NAV_LINKS, TRIAL_PATH } from "./nav-links";
import { SiteNavLink } from "./SiteNavLink";

/** Below the md breakpoint the header links live in this right-side drawer; it closes on navigation. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label="Open menu"
        className={`rounded-md p-2 text-brand-text hover:bg-brand-light md:hidden ${focusRing}`}
      >
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85%] max-w-xs flex-col gap-6 overflow-y-auto bg-white p-6 shadow-xl outline-none md:hidden"
        >
          <div className="flex items-center justify-between gap-4">
            <Dialog.Title className="flex items-center gap-2">
              <Logo size="sm" />
              <span className="sr-only">{" menu"}</span>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className={`rounded-md p-2 text-brand-text hover:bg-brand-light ${focusRing}`}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile">
            <ul className="grid gap-1">
              {PRIMARY_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteNavLink link={link} onNavigate={close} className="block px-3 py-3 text-base" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3">
            <Link to={COACH_LOGIN_LINK.to} onClick={close} className={buttonStyles("secondary", "lg")}>
              {COACH_LOGIN_LINK.label}
            </Link>
            <Link to={TRIAL_PATH} onClick={close} className={buttonStyles("primary", "lg")}>
              Start Beta
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
