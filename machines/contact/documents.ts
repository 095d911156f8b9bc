import type { Timestamp } from "../shared/storedTimestamp";

/** `contactMessages/{id}`: a message sent with the contact form, and where it was forwarded. */
export interface ContactMessageDoc {
  name: string;
  email: string;
  message: string;
  uid: string;
  supportInbox: string;
  createdAt: Timestamp;
}
