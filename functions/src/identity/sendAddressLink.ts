import * as logger from "firebase-functions/logger";
import { queueEmail } from "../mail/outbox";
import { keyOf } from "../lib/keys";
import { tryConsume } from "../lib/rateLimit";
import { EMAIL_LINK_LIFETIME_MS, createEmailLink } from "./emailLinks";
import { provesAddress } from "./addressProofs";
import { ownerOf } from "./emailOwnership";
import { confirmationEmail, existingAccountEmail, passwordResetEmail, signInEmail } from "./linkEmails";

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * Links one requester and one address may get: enough for a few restarts and resends, too few to
 * flood an inbox. An address has two budgets a day: one for requests from browsers that proved it
 * before (they hold an address proof), one for everyone else, so strangers cannot spend its owner's.
 * The requester's own limits come first, so a refused request spends nothing of the address's.
 */
const LINK_BUDGETS = {
  perRequesterAndAddress: { bucket: "addressLinksPerClient", limit: 3, windowSeconds: HOUR_SECONDS },
  perRequester: { bucket: "linksPerRequester", limit: 10, windowSeconds: DAY_SECONDS },
  perAddressFromStrangers: { bucket: "addressLinks", limit: 10, windowSeconds: DAY_SECONDS },
  perAddressFromProvenBrowsers: { bucket: "addressLinksProven", limit: 10, windowSeconds: DAY_SECONDS },
};

/**
 * Spends one link of the budgets; false when one is used up. It depends only on who asks and for
 * which address, never on whether the address has an account, so saying "not sent" tells nobody that.
 */
async function withinLinkBudget(email: string, requester: string, proven: boolean): Promise<boolean> {
  const addressBudget = proven ? LINK_BUDGETS.perAddressFromProvenBrowsers : LINK_BUDGETS.perAddressFromStrangers;
  return (
    (await tryConsume(LINK_BUDGETS.perRequesterAndAddress, `${requester}:${email}`)) &&
    (await tryConsume(LINK_BUDGETS.perRequester, requester)) &&
    (await tryConsume(addressBudget, email))
  );
}

/**
 * What screening (and "Resend the link") sends for guest `uid`, who typed `email`: a confirmation
 * link when nobody has proven the address, or a sign-in link for its owner when someone has. The
 * caller's answer is the same either way, so no answer tells a stranger whether the address has an
 * account. Over the per-address limits nothing is sent, and the answer is still the same.
 */
export async function sendAddressLink(uid: string, firstName: string, email: string): Promise<void> {
  if (!(await withinLinkBudget(email, uid, false))) {
    logger.warn("Address link not sent: link budget used up", { uid, address: keyOf(email) });
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
 * caller is told the same either way. A reset link signs in like a sign-in link, then asks for a new
 * password. `addressProof` is what a browser that opened a link sent to `email` before was given.
 * False when a budget was used up and nothing was sent, whether or not the address has an owner.
 */
export async function sendSignInLink(
  email: string,
  requestedBy: string,
  purpose: keyof typeof SIGN_IN_EMAILS,
  addressProof: string | undefined,
): Promise<boolean> {
  const now = new Date();
  if (!(await withinLinkBudget(email, requestedBy, await provesAddress(addressProof, email, now)))) {
    logger.warn("Sign-in link not sent: link budget used up", { requestedBy, address: keyOf(email) });
    return false;
  }
  const owner = await ownerOf(email);
  if (!owner) return true;
  const link = await createEmailLink(purpose, owner.uid, email, EMAIL_LINK_LIFETIME_MS.signIn, now);
  const kind = SIGN_IN_EMAILS[purpose];
  await queueEmail(`${kind.idPrefix}-${keyOf(link)}`, { to: email, ...kind.render(link) });
  return true;
}
