import { Link, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";
import { documentTitle } from "@/components/seo/page-head";
import { AlertIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "./StatusPage";

/** Shown for any path no route matches; names the path so the visitor can spot a typo. */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // No route matched, so no route's head() names the page.
  useEffect(() => {
    document.title = documentTitle("Page not found");
  }, [pathname]);
  return (
    <StatusPage
      icon={<AlertIcon />}
      tone="info"
      title="Page not found"
      message={<p className="break-words">We couldn't find "{pathname}".</p>}
      actions={
        <Link to="/" className={buttonStyles("primary")}>
          Return to Home
        </Link>
      }
    />
  );
}
