import { randomBytes } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { emailLinks } from "../lib/firestore";
import type { EmailLinkDoc, EmailLinkPurpose } from "@machines/identity/documents";
import { APP_ORIGIN } from "../lib/config";
import { keyOf } from "../lib/keys";

const HOUR_MS = 60 * 60 * 1000;

/** How long a link works once sent. A confirmation waits for the coach to reach their inbox; a sign-in link is for now. */
export const EMAIL_LINK_LIFETIME_MS = {
  confirmation: 48 * HOUR_MS,
  signIn: 1 * HOUR_MS,
  /** The welcome email's link: read when the coach gets to it, days later at most. */
  welcome: 72 * HOUR_MS,
} as const;

/** The page each kind of link opens; the token travels in the query string. */
const LINK_PAGES: Record<EmailLinkPurpose, { path: string; param: string }> = {
  "confirm-email": { path: "/initial-screening", param: "continue" },
  "sign-in": { path: "/login", param: "link" },
  "reset-password": { path: "/login", param: "link" },
  "confirm-sender": { path: "/confirm-sender", param: "token" },
};

/**
 * Mints a link for `uid` to send to `email`: 32 random bytes the recipient gets, of which we keep
 * only the hash (`emailLinks/{keyOf(token)}`), so a leaked database cannot sign anyone in.
 */
export async function createEmailLink(purpose: EmailLinkPurpose, uid: string, email: string, lifetimeMs: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await emailLinks.doc(keyOf(token)).create({
    purpose,
    uid,
    email,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now.getTime() + lifetimeMs),
    usedAt: null,
    usedByUid: null,
  });
  const page = LINK_PAGES[purpose];
  return `${APP_ORIGIN.value()}${page.path}?${page.param}=${token}`;
}

export const emailLinkRef = (token: string) => emailLinks.doc(keyOf(token));

/** A link is usable once, before it expires. */
export function isUsable(link: EmailLinkDoc | undefined, now: Date): link is EmailLinkDoc {
  return link !== undefined && link.usedAt === null && link.expiresAt.toMillis() > now.getTime();
}
