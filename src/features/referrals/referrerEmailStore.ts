import { readText, writeText } from "@/lib/webStorage";

/** The referral form's referrer email, kept for the browser session (spec §3). */

const REFERRER_EMAIL_KEY = "referral.referrerEmail";

export function rememberedReferrerEmail(): string | undefined {
  return readText("sessionStorage", REFERRER_EMAIL_KEY);
}

export function rememberReferrerEmail(email: string): void {
  writeText("sessionStorage", REFERRER_EMAIL_KEY, email);
}
