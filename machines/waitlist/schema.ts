import { z } from "zod";
import { DEFAULT_WAITLIST_SPORT, WAITLIST_SPORTS } from "../sports";
import { emailField } from "../shared/emailField";
import { organizationField, personNameField } from "../shared/text";

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


/** Sports the form offers, plus the default the spec stores when the field is left empty. */
const ACCEPTED_SPORTS = new Set([...WAITLIST_SPORTS, DEFAULT_WAITLIST_SPORT]);

/** What the browser form holds and the callable receives. */
export const waitlistSignupSchema = z.object({
  firstName: personNameField(WAITLIST_MESSAGES.firstNameRequired, WAITLIST_LIMITS.name, tooLong("First name", WAITLIST_LIMITS.name)),
  lastName: personNameField(WAITLIST_MESSAGES.lastNameRequired, WAITLIST_LIMITS.name, tooLong("Last name", WAITLIST_LIMITS.name)),
  university: organizationField(WAITLIST_MESSAGES.universityRequired, WAITLIST_LIMITS.university, tooLong("University/Organization", WAITLIST_LIMITS.university)),
  waitlistEmail: emailField({
    required: WAITLIST_MESSAGES.emailRequired,
    invalid: WAITLIST_MESSAGES.emailNotEdu,
    notEdu: WAITLIST_MESSAGES.emailNotEdu,
    tooLong: tooLong("Email", WAITLIST_LIMITS.email),
  }),
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

/** The same answer whether or not the address was already on the list: it tells a stranger nothing. */
export const joinWaitlistResultSchema = z.object({
  status: z.literal("joined"),
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
