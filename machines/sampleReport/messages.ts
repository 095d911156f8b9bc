/**
 * Texts of the sample-report form (spec §5, §7 call 11). Apart from ./schema, so the form can show them without
 * loading zod with the page.
 */
export const SAMPLE_REPORT_TOASTS = {
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  sent: { title: "Success!", description: "Check your inbox. Your sample report should be available soon." },
  failed: { title: "Something went wrong", description: "Please try again or contact support." },
} as const;
