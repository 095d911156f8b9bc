import * as Dialog from "@radix-ui/react-dialog";
import type { RefObject } from "react";
import { Logo } from "@/components/brand/Logo";
import { CloseIcon } from "@/components/ui/icons";
import { focusRing } from "@/components/ui/styles";
import { HeaderAccount } from "./HeaderAccount";
import { PRIMARY_NAV_LINKS } from "./nav-links";
import { SiteNavLink } from "./SiteNavLink";

interface MobileDrawerPanelProps {
  id: string;
  onClose: () => void;
  /** The menu button, which gets focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The open drawer of MobileDrawer: a modal Radix dialog, mounted while open. */
export function MobileDrawerPanel({ id, onClose, trigger }: MobileDrawerPanelProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
        <Dialog.Content
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
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
                  <SiteNavLink link={link} onNavigate={onClose} className="block px-3 py-3 text-base" />
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-3">
            <HeaderAccount layout="drawer" onNavigate={onClose} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
