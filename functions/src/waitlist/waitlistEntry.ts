import { createHash } from "node:crypto";
import type { WaitlistSignup } from "@machines/waitlist/schema";

/** The stored `waitlist/{id}` row: the spec's columns plus the optional wish list. */
export interface WaitlistRow {
  first_name: string;
  last_name: string;
  email: string;
  sport: string;
  university_organization: string;
  wish_list?: string;
}

/** One document per email address, so signing up twice updates instead of duplicating. */
export function waitlistEntryId(normalizedEmail: string): string {
  return createHash("sha256").update(normalizedEmail).digest("hex").slice(0, 32);
}

export function toWaitlistRow(signup: WaitlistSignup): WaitlistRow {
  return {
    first_name: signup.firstName,
    last_name: signup.lastName,
    email: signup.waitlistEmail,
    sport: signup.waitlistSport,
    university_organization: signup.university,
    ...(signup.wishList ? { wish_list: signup.wishList } : {}),
  };
}
