/**
 * How much one sender may ask of the inbound mail path. The SMTP ingress enforces all of it while
 * the sender names recipients; receiveEmail, which production's provider posts to, refuses a message
 * over the per-message cap again.
 */
export const INBOUND_LIMITS = {
  /** Recipients one message may have: a coach forwards to their own address, perhaps a colleague's too. */
  recipientsPerMessage: 5,
  /** Recipients one SMTP connection may name, over all its messages. */
  recipientsPerConnection: 20,
  /** Unknown recipients one SMTP connection may name; after that every further recipient is refused. */
  unknownRecipientsPerConnection: 3,
  /** A recipient check answers no sooner than this, live address or not, so its timing tells nothing. */
  recipientCheckMinimumMs: 250,
} as const;

export const INBOUND_MESSAGES = {
  tooManyRecipients: `Too many recipients: at most ${INBOUND_LIMITS.recipientsPerMessage} per message`,
  unknownRecipient: "No such forwarding address",
  tooManyRecipientsOnConnection: "Too many recipients on this connection; send the rest on a new one",
  tooManyUnknownRecipients: "Too many unknown recipients on this connection",
} as const;
