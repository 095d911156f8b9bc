import type { WaitlistSignup } from "@machines/waitlist/schema";
import { waitlist } from "../lib/firestore";
import type { WaitlistDoc } from "@machines/waitlist/documents";
import { keyOf } from "../lib/keys";

export type WaitlistRow = Omit<WaitlistDoc, "createdAt">;

/** One document per address, so signing up twice never duplicates. */
export const waitlistEntryRef = (normalizedEmail: string) => waitlist.doc(keyOf(normalizedEmail));

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
