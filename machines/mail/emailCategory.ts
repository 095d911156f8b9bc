/**
 * transactional: the reply to something the recipient just did or needs for their account (a sign-in link,
 * the welcome, a receipt, a contact acknowledgement). marketing: anything else (waitlist news, sample reports,
 * invitations): it carries List-Unsubscribe and one-click unsubscribe, and is not sent to unsubscribed addresses.
 */
export type EmailCategory = "transactional" | "marketing";
