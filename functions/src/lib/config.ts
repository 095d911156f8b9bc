import { defineInt, defineSecret, defineString } from "firebase-functions/params";
import { BRAND } from "@machines/brand";

// Outgoing mail goes through any SMTP relay; locally the stack points it at the mail catcher
// (see functions/.env.demo-inboxscout and .env.demo-inboxscout-test).
export const SMTP_HOST = defineString("SMTP_HOST", { description: "SMTP relay host for outgoing email" });
export const SMTP_PORT = defineInt("SMTP_PORT", { default: 587 });
export const SMTP_USER = defineString("SMTP_USER", { default: "", description: "SMTP user; empty for relays without auth" });
export const SMTP_PASSWORD = defineSecret("SMTP_PASSWORD");

/** Shared with the inbound mail provider (SendGrid Inbound Parse URL credentials, or a bearer token). */
export const INBOUND_SECRET = defineSecret("INBOUND_SECRET");

export const MAIL_FROM = defineString("MAIL_FROM", { default: "InboxScout <hello@inboxscout.app>" });

/** Public origin of the web app, used for links in emails. */
export const APP_ORIGIN = defineString("APP_ORIGIN", { default: "https://inboxscout.app" });

/** Where contact-form messages are delivered (reply-to is the sender). */
export const SUPPORT_INBOX = defineString("SUPPORT_INBOX", { default: BRAND.supportEmail, description: "Inbox that receives contact-form messages" });

/** Comma-separated personal (non-.edu) addresses allowed to start a trial; never shipped to the browser. */
export const ALLOWED_NON_EDU_EMAILS = defineString("ALLOWED_NON_EDU_EMAILS", { default: "" });

/** Comma-separated founder referral codes: they pass through unchanged and give the $0 founder plan. */
export const FOUNDER_REFERRAL_CODES = defineString("FOUNDER_REFERRAL_CODES", { default: "" });

/**
 * Emails that arrive within this many seconds of each other share one summary. The test stack shortens it:
 * locally the task emulator ignores the delay, so the summary task retries (10 s apart) until the window closes.
 */
export const SUMMARY_WINDOW_SECONDS = defineInt("SUMMARY_WINDOW_SECONDS", { default: 30, description: "Seconds a coach's summary waits for more forwarded emails" });

export function listParam(param: { value(): string }): string[] {
  return param
    .value()
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Local stack only: DNS answers for mail authentication (JSON, see inbox/senderAuth.ts). Empty in
 * production, where the system's DNS is used.
 */
export const MAIL_AUTH_DNS_FIXTURE = defineString("MAIL_AUTH_DNS_FIXTURE", { default: "" });

/** Stripe's secret key (or a restricted key) and the webhook endpoint's signing secret. */
export const STRIPE_SECRET_KEY = defineSecret("STRIPE_SECRET_KEY");
export const STRIPE_WEBHOOK_SECRET = defineSecret("STRIPE_WEBHOOK_SECRET");

/** Local stacks only: the Stripe test double's URL (machines/billing/stripeApiBase.ts). Empty means Stripe itself. */
export const STRIPE_API_BASE = defineString("STRIPE_API_BASE", { default: "" });
