import { BRAND } from "@machines/brand";
import type { UserDoc } from "@machines/account/documents";
import { renderEmail } from "../mail/layout";

/** Tells a referrer that a colleague they invited started a trial with their code. */
export function colleagueStartedEmail(referrer: UserDoc, referee: UserDoc) {
  const colleague = `${referee.first_name} ${referee.last_name}`;
  return renderEmail({
    subject: `${colleague} started a free trial of ${BRAND.name} with your invitation`,
    preheader: "Your month free comes with their first payment.",
    paragraphs: [
      `Hi ${referrer.first_name},`,
      `${colleague}${referee.university ? ` (${referee.university})` : ""} started a free trial with your referral code ${referrer.personal_referral_code} and locked in beta pricing.`,
      `Once their first payment goes through, your next month of ${BRAND.name} is free. Thank you for spreading the word.`,
    ],
    reason: `You're getting this email because you invited ${colleague} to ${BRAND.name}.`,
  });
}
