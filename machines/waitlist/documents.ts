import type { Timestamp } from "../shared/storedTimestamp";

/** `waitlist/{keyOf(email)}`: the spec's waitlist row plus the optional wish list. */
export interface WaitlistDoc {
  first_name: string;
  last_name: string;
  email: string;
  sport: string;
  university_organization: string;
  wish_list?: string;
  createdAt: Timestamp;
}
