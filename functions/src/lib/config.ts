import { defineSecret, defineString } from "firebase-functions/params";

/** SMTP connection string (smtp://user:pass@host:port); locally it points at the mail catcher. */
export const SMTP_URL = defineSecret("SMTP_URL");

export const MAIL_FROM = defineString("MAIL_FROM", { default: "InboxScout <hello@inboxscout.app>" });

/** Public origin of the web app, used for links in emails. */
export const APP_ORIGIN = defineString("APP_ORIGIN", { default: "https://inboxscout.app" });
