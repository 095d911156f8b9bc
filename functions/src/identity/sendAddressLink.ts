import * as logger from "firebase-functions/logger";
import { queueEmail } from "../mail/outbox";
import { keyOf } from "../lib/keys";
import { tryConsume } from "../lib/rateLimit";
import { EMAIL_LINK_LIFETIME_MS, createEmailLink } from "./emailLinks";
import { ownerOf } from "./emailOwnership";
import { confirmationEmail, existingAccountEmail, passwordResetEmail, signInEmail } from "./linkEmails";

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Links one address may receive: enough for a few restarts and resends, too few to flood an inbox. */
const ADDRESS_LINK_LIMITS = [
  { bucket: "addressLinks", limit: 10, windowSeconds: DAY_SECONDS, key: (email: string) => email },
  { bucket: "addressLinksPerClient", limit: 3, windowSeconds: HOUR_SECONDS, key: (email: string, uid: string) => `${uid}:${email}` },
];

async function withinAddressLimits(email: string, uid: string): Promise<boolean> {
  for (const rule of ADDRESS_LINK_LIMITS) {
    if (!(await tryConsume(rule, rule.key(email, uid)))) return false;
  }
  return true;
}

/**
 * What screening (and "Resend the link") sends for guest `uid`, who typed `email`: a confirmation
 * link when nobody has proven the address, or a sign-in link for its owner when someone has. The
 * caller's answer is the same either way, so no answer tells a stranger whether the address has an
 * account. Over the per-address limits nothing is sent, and the answer is still the same.
 */
export async function sendAddressLink(uid: string, firstName: string, email: string): Promise<void> {
  if (!(await withinAddressLimits(email, uid))) {
    logger.warn("Address link not sent: per-address limit reached", { uid, address: keyOf(email) });
    return;
  }
  const owner = await ownerOf(email);
  if (owner?.uid === uid) return;
  if (owner) {
    const link = await createEmailLink("sign-in", owner.uid, email, EMAIL_LINK_LIFETIME_MS.signIn);
    await queueEmail(`existing-account-${keyOf(link)}`, { to: email, ...existingAccountEmail(link) });
    return;
  }
  const link = await createEmailLink("confirm-email", uid, email, EMAIL_LINK_LIFETIME_MS.confirmation);
  await queueEmail(`confirm-email-${keyOf(link)}`, { to: email, ...confirmationEmail(firstName, link) });
}

const SIGN_IN_EMAILS = {
  "sign-in": { idPrefix: "sign-in", render: signInEmail },
  "reset-password": { idPrefix: "reset-password", render: passwordResetEmail },
} as const;

/**
 * "Email me a sign-in link" and "Forgot your password?": only an address with an owner gets one; the
 * caller is told the same either way. A reset link signs in like a sign-in link, then asks for a new password.
 */
export async function sendSignInLink(email: string, requestedBy: string, purpose: keyof typeof SIGN_IN_EMAILS = "sign-in"): Promise<void> {
  if (!(await withinAddressLimits(email, requestedBy))) {
    logger.warn("Sign-in link not sent: per-address limit reached", { requestedBy, address: keyOf(email) });
    return;
  }
  const owner = await ownerOf(email);
  if (!owner) return;
  const link = await createEmailLink(purpose, owner.uid, email, EMAIL_LINK_LIFETIME_MS.signIn);
  const kind = SIGN_IN_EMAILS[purpose];
  await queueEmail(`${kind.idPrefix}-${keyOf(link)}`, { to: email, ...kind.render(link) });
}
