import { Link, type ErrorComponentProps } from "@tanstack/react-router";
import { AlertIcon } from "@/components/ui/icons";
import { buttonStyles } from "@/components/ui/styles";
import { StatusPage } from "./StatusPage";

interface HttpErrorLike {
  status: number;
  statusText?: string;
}

function isHttpErrorLike(error: unknown): error is HttpErrorLike {
  return typeof error === "object" && error !== null && typeof (error as HttpErrorLike).status === "number";
}

/** "404 Not Found" for a thrown Response-like value, otherwise the error's message. */
function describeRouteError(error: unknown): string {
  if (isHttpErrorLike(error)) return [error.status, error.statusText].filter(Boolean).join(" ");
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown when a route throws while loading or rendering. */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <StatusPage
      icon={<AlertIcon />}
      tone="danger"
      title="Unexpected Application Error!"
      message={<p className="break-words font-mono text-sm">{describeRouteError(error)}</p>}
      actions={
        <Link to="/" className={buttonStyles("primary")}>
          Return to Home
        </Link>
      }
    />
  );
}
