import * as Dialog from "@radix-ui/react-dialog";
import { Outlet, useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session";
import { PortalNav } from "./PortalNav";

/**
 * The portal's shell: a sidebar on wide screens, a drawer behind a 'Portal menu' button on phones, and
 * the page beside it. When the session ends (Sign Out here, or in another tab) the coach goes to /login.
 */
export function PortalLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const session = useSession();
  const navigate = useNavigate();
  const signedOut = session?.matches("signedOut") ?? false;

  useEffect(() => {
    if (signedOut) void navigate({ to: "/login", replace: true });
  }, [signedOut, navigate]);

  return (
    <div className="mx-auto flex w-full max-w-7xl gap-8 px-4 py-6 sm:px-6 md:py-10">
      <aside className="hidden w-52 shrink-0 md:block" aria-label="Portal sidebar">
        <div className="sticky top-24">
          <PortalNav />
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger className={`mb-4 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-text md:hidden ${focusRing}`}>
            <MenuIcon className="size-5" />
            Portal menu
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex w-[80%] max-w-xs flex-col gap-4 overflow-y-auto bg-white p-6 shadow-xl outline-none md:hidden">
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-lg font-semibold text-brand-text">Coach portal</Dialog.Title>
                <Dialog.Close aria-label="Close portal menu" className={`rounded-md p-2 text-brand-text hover:bg-brand-light ${focusRing}`}>
                  <CloseIcon />
                </Dialog.Close>
              </div>
              <PortalNav onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Outlet />
      </div>
    </div>
  );
}
