import type { Timestamp } from "../shared/storedTimestamp";

/** `emailOwners/{keyOf(email)}`: who proved an address is theirs, by opening a link sent to it. First proof wins. */
export interface EmailOwnerDoc {
  email: string;
  uid: string;
  confirmedAt: Timestamp;
}

export type EmailLinkPurpose = "confirm-email" | "sign-in" | "reset-password" | "confirm-sender";

/** `emailLinks/{keyOf(token)}`: a single-use, expiring link sent to `email` for account `uid`. */
export interface EmailLinkDoc {
  purpose: EmailLinkPurpose;
  uid: string;
  email: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  usedByUid: string | null;
}

/**
 * `addressProofs/{keyOf(token)}`: a browser that opened a link sent to `email` keeps the token (never
 * stored here), and its later link requests for that address draw on the proven budget strangers cannot spend.
 */
export interface AddressProofDoc {
  email: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}
