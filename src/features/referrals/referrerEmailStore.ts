/** The referral form's referrer email, kept for the browser session (spec §3). */

const REFERRER_EMAIL_KEY = "referral.referrerEmail";

function store(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // Storage disabled (privacy mode): the form works without it.
  }
}

export function rememberedReferrerEmail(): string | undefined {
  return store()?.getItem(REFERRER_EMAIL_KEY) ?? undefined;
}

export function rememberReferrerEmail(email: string): void {
  try {
    store()?.setItem(REFERRER_EMAIL_KEY, email);
  } catch {
    // Quota or privacy mode: nothing to keep, nothing lost.
  }
}
