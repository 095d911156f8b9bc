import { z } from "zod";
import { DEFAULT_WAITLIST_SPORT, WAITLIST_SPORTS } from "../sports";
import { isEduEmail, normalizeEmail } from "../shared/email";

/** Every message the waitlist form and the joinWaitlist callable can show (spec §5). */
export const WAITLIST_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailNotEdu: "Must be a valid .edu email address",
  universityRequired: "University/Organization is required",
  sportRequired: "Sport is required",
} as const;

export const WAITLIST_LIMITS = { name: 100, university: 200, email: 254, sport: 80, wishList: 2000 } as const;

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

const requiredText = (required: string, label: string, max: number) =>
  z.string(required).trim().min(1, required).max(max, tooLong(label, max));

/** Sports the form offers, plus the default the spec stores when the field is left empty. */
const ACCEPTED_SPORTS = new Set([...WAITLIST_SPORTS, DEFAULT_WAITLIST_SPORT]);

/** What the browser form holds and the callable receives. */
export const waitlistSignupSchema = z.object({
  firstName: requiredText(WAITLIST_MESSAGES.firstNameRequired, "First name", WAITLIST_LIMITS.name),
  lastName: requiredText(WAITLIST_MESSAGES.lastNameRequired, "Last name", WAITLIST_LIMITS.name),
  university: requiredText(WAITLIST_MESSAGES.universityRequired, "University/Organization", WAITLIST_LIMITS.university),
  waitlistEmail: requiredText(WAITLIST_MESSAGES.emailRequired, "Email", WAITLIST_LIMITS.email)
    .refine(isEduEmail, WAITLIST_MESSAGES.emailNotEdu)
    .transform(normalizeEmail),
  waitlistSport: z
    .string(WAITLIST_MESSAGES.sportRequired)
    .trim()
    .max(WAITLIST_LIMITS.sport, WAITLIST_MESSAGES.sportRequired)
    .transform((sport) => sport || DEFAULT_WAITLIST_SPORT)
    .refine((sport) => ACCEPTED_SPORTS.has(sport), WAITLIST_MESSAGES.sportRequired),
  // Optional: an empty wish list is dropped, and JSON turns a dropped one into null.
  wishList: z
    .string("Wish list must be text")
    .trim()
    .max(WAITLIST_LIMITS.wishList, tooLong("Wish list", WAITLIST_LIMITS.wishList))
    .nullish()
    .transform((wish) => wish || undefined),
});

/** Raw form values, before trimming and defaults. */
export type WaitlistSignupInput = z.input<typeof waitlistSignupSchema>;
/** Values after validation: trimmed, email lowercased, sport defaulted. */
export type WaitlistSignup = z.output<typeof waitlistSignupSchema>;

export const joinWaitlistResultSchema = z.object({
  status: z.enum(["joined", "already-on-list"]),
});
export type JoinWaitlistResult = z.infer<typeof joinWaitlistResultSchema>;

export const EMPTY_WAITLIST_FORM: WaitlistSignupInput = {
  firstName: "",
  lastName: "",
  university: "",
  waitlistEmail: "",
  waitlistSport: "",
  wishList: "",
};
