/** Spec §9: contact reply within 1 business day. Apart from ./schema, so pages that only print it do not load zod. */
export const CONTACT_REPLY_PROMISE = "We reply within 1 business day.";
