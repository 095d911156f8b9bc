import { HeadContent, Outlet } from "@tanstack/react-router";
import { Toaster } from "@/components/ui/toast";
import { Footer } from "./Footer";
import { Header } from "./Header";

/** The shell every page renders in: skip link, header, main content, footer and toasts. */
export function AppLayout() {
  return (
    <>
      <HeadContent />
      <a
        href="#main"
        className="sr-only rounded-md bg-brand font-semibold text-white focus:not-sr-only focus:fixed focus:px-4 focus:py-2 focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-brand"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <Toaster />
    </>
  );
}
