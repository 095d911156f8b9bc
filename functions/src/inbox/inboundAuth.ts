import { timingSafeEqual } from "node:crypto";
import type { Request } from "firebase-functions/v2/https";
import type { Response } from "express";
import { INBOUND_SECRET } from "../lib/config";

/** Bearer token or HTTP Basic password (SendGrid puts credentials in the Inbound Parse URL). */
function presentedSecret(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const [scheme, value = ""] = authorization.split(" ", 2);
  if (scheme?.toLowerCase() === "bearer") return value;
  if (scheme?.toLowerCase() === "basic") return Buffer.from(value, "base64").toString("utf8").split(":").slice(1).join(":");
  return null;
}

function matches(presented: string | null, expected: string): boolean {
  if (!presented || !expected) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the request is a POST from our inbound mail provider (or the local SMTP ingress), presenting
 * INBOUND_SECRET; otherwise it has been answered (405 or 401).
 */
export function acceptedFromInboundProvider(request: Request, response: Response): boolean {
  if (request.method !== "POST") {
    response.set("Allow", "POST").status(405).json({ error: "Method not allowed" });
    return false;
  }
  if (!matches(presentedSecret(request.headers.authorization), INBOUND_SECRET.value())) {
    response.status(401).json({ error: "Not authorized" });
    return false;
  }
  return true;
}
