import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "@machines/callables";
import { CONTACT_LIMITS, CONTACT_MESSAGES, EMPTY_CONTACT_FORM, contactMessageSchema } from "@machines/contact/schema";

const valid = { name: "Jordan Reyes", email: "jreyes@osu.edu", message: "Does the daily report include video links?" };

function errorsFor(input: Record<string, unknown>) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

describe("contact message schema", () => {
  it("uses the spec's texts", () => {
    expect(CONTACT_MESSAGES).toMatchObject({
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      messageRequired: "Message is required",
    });
  });

  it("accepts a complete message, trims every field and lowercases the email", () => {
    expect(contactMessageSchema.parse({ name: "  Jordan Reyes ", email: " JReyes@OSU.edu ", message: "\n Hello \n" })).toEqual({
      name: "Jordan Reyes",
      email: "jreyes@osu.edu",
      message: "Hello",
    });
  });

  it("accepts any address with @ and a dot, not only .edu (parents, club coaches and athletes write too)", () => {
    expect(errorsFor({ ...valid, email: "parent@gmail.com" })).toEqual({});
  });

  it("accepts its own output, as the callable receives what the form parsed", () => {
    const parsed = contactMessageSchema.parse(valid);
    expect(contactMessageSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it("gives every field its required message when the form is empty", () => {
    expect(errorsFor(EMPTY_CONTACT_FORM)).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      message: CONTACT_MESSAGES.messageRequired,
    });
  });

  it.each([
    ["name", "   ", CONTACT_MESSAGES.nameRequired],
    ["name", undefined, CONTACT_MESSAGES.nameRequired],
    ["email", " ", CONTACT_MESSAGES.emailRequired],
    ["email", undefined, CONTACT_MESSAGES.emailRequired],
    ["email", "coach", CONTACT_MESSAGES.emailInvalid],
    ["email", "coach@university", CONTACT_MESSAGES.emailInvalid],
    ["email", "coach.university.edu", CONTACT_MESSAGES.emailInvalid],
    ["email", "coach @university.edu", CONTACT_MESSAGES.emailInvalid],
    ["message", "\n\n", CONTACT_MESSAGES.messageRequired],
    ["message", 42, CONTACT_MESSAGES.messageRequired],
  ])("rejects %s = %j with %j", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ["name", "Name", CONTACT_LIMITS.name],
    ["message", "Message", CONTACT_LIMITS.message],
  ] as const)("caps %s at its maximum length", (field, label, max) => {
    expect(errorsFor({ ...valid, [field]: "x".repeat(max) })).toEqual({});
    expect(errorsFor({ ...valid, [field]: "x".repeat(max + 1) })).toEqual({ [field]: `${label} must be ${max} characters or fewer` });
  });

  it("caps the email at 254 characters", () => {
    const local = "x".repeat(CONTACT_LIMITS.email - "@osu.edu".length + 1);
    expect(errorsFor({ ...valid, email: `${local}@osu.edu` })).toEqual({ email: `Email must be ${CONTACT_LIMITS.email} characters or fewer` });
  });

  it("drops unknown fields from the parsed message", () => {
    expect(contactMessageSchema.parse({ ...valid, admin: true })).toEqual(valid);
  });
});
