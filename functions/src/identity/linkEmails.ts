import { BRAND } from "@machines/brand";
import { renderEmail } from "../mail/layout";

/**
 * The emails that carry a sign-in or confirmation link. Each goes only to the address it names and
 * says plainly what opening it does, so someone who did not ask for it knows to ignore it.
 */

/** Screening with an address nobody has proven yet: the one email an unconfirmed address gets. */
export function confirmationEmail(firstName: string, link: string) {
  return renderEmail({
    subject: `Confirm your email to continue your ${BRAND.name} signup`,
    paragraphs: [
      `Hi ${firstName},`,
      `Someone, hopefully you, used this address to sign up for ${BRAND.name}. Open the link below to confirm the address is yours: your trial can only start once it is.`,
      "The link also picks up your signup where you left off, on this or any other device. It works once and expires in 48 hours.",
      `If you didn't start a signup, ignore this email: nothing happens without this link.`,
    ],
    action: { label: "Confirm my email", url: link },
  });
}

/** Screening with an address that already has an account: its owner is offered a sign-in instead. */
export function existingAccountEmail(link: string) {
  return renderEmail({
    subject: `Sign in to ${BRAND.name}`,
    paragraphs: [
      "Hi,",
      `Someone, hopefully you, just started a new ${BRAND.name} signup with this address. It already has an account, so there is nothing to sign up for: use the link below to sign in to it.`,
      "The link works once and expires in one hour.",
      "If this wasn't you, ignore this email: your account is unchanged.",
    ],
    action: { label: `Sign in to ${BRAND.name}`, url: link },
  });
}

/** "Email me a sign-in link". */
export function signInEmail(link: string) {
  return renderEmail({
    subject: `Your ${BRAND.name} sign-in link`,
    paragraphs: [
      "Hi,",
      `Here is the sign-in link you asked for. It works once and expires in one hour.`,
      "If you didn't ask for it, ignore this email: nobody can sign in without it.",
    ],
    action: { label: `Sign in to ${BRAND.name}`, url: link },
  });
}

/** "Forgot your password?": a sign-in link that then asks for a new password. */
export function passwordResetEmail(link: string) {
  return renderEmail({
    subject: `Reset your ${BRAND.name} password`,
    paragraphs: [
      "Hi,",
      "Here is the link you asked for to reset your password. It signs you in and asks for a new password. It works once and expires in one hour.",
      "If you didn't ask for it, ignore this email: your password stays as it is.",
    ],
    action: { label: "Reset my password", url: link },
  });
}
