import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES, type CallableFailure } from "@machines/callables";
import { WAITLIST_MESSAGES } from "@machines/waitlist/schema";
import { db } from "../../functions/src/lib/admin";
import { waitlistEntryRef } from "../../functions/src/waitlist/waitlistEntry";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";

const client = clientsForThisFile();

const signup = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Jordan",
  lastName: "Reyes",
  university: "Ohio State University",
  waitlistEmail: uniqueEduEmail(),
  waitlistSport: "Softball",
  wishList: "CSV export",
  ...overrides,
});


describe("joinWaitlist callable", () => {
  it("stores the spec's row with the wish list, email normalised, and answers 'joined'", async () => {
    const coach = await client();
    const email = uniqueEduEmail("Mixed.Case");
    const result = await coach.call("joinWaitlist", signup({ waitlistEmail: `  ${email.toUpperCase()} `, waitlistSport: "" }));
    expect(result).toEqual({ status: "joined" });

    const stored = await waitlistEntryRef(email.toLowerCase()).get();
    expect(stored.data()).toMatchObject({
      first_name: "Jordan",
      last_name: "Reyes",
      email: email.toLowerCase(),
      sport: "Volleyball - Women",
      university_organization: "Ohio State University",
      wish_list: "CSV export",
    });
    expect(stored.get("createdAt").toDate()).toBeInstanceOf(Date);
  });

  it("keeps the first entry for an address: another client neither overwrites it nor learns it exists", async () => {
    const email = uniqueEduEmail();
    const first = await client();
    const second = await client();
    expect(await first.call("joinWaitlist", signup({ waitlistEmail: email }))).toEqual({ status: "joined" });
    expect(await second.call("joinWaitlist", signup({ waitlistEmail: email.toUpperCase(), university: "Kent State" }))).toEqual({ status: "joined" });

    const entries = await db.collection("waitlist").where("email", "==", email).get();
    expect(entries.size).toBe(1);
    expect(entries.docs[0]!.get("university_organization")).toBe("Ohio State University");
  });

  it.each([
    ["firstName", "", WAITLIST_MESSAGES.firstNameRequired],
    ["lastName", "  ", WAITLIST_MESSAGES.lastNameRequired],
    ["university", "", WAITLIST_MESSAGES.universityRequired],
    ["waitlistEmail", "", WAITLIST_MESSAGES.emailRequired],
    ["waitlistEmail", "coach@gmail.com", WAITLIST_MESSAGES.emailNotEdu],
    ["waitlistSport", "Quidditch", WAITLIST_MESSAGES.sportRequired],
  ])("rejects an invalid %s (%j) with the schema's message", async (field, value, message) => {
    const coach = await client();
    const email = uniqueEduEmail();
    const error = await rejectionOf(coach.call("joinWaitlist", signup({ waitlistEmail: email, [field]: value })));
    expect(error.code).toBe("functions/invalid-argument");
    expect(error.fieldErrors).toEqual({ [field]: message });
    expect((await db.collection("waitlist").where("email", "==", email).get()).size).toBe(0);
  });

  it("rejects an oversize request without storing anything", async () => {
    const coach = await client();
    const email = uniqueEduEmail();
    const error = await rejectionOf(coach.call("joinWaitlist", signup({ waitlistEmail: email, wishList: "x".repeat(20_000) })));
    expect(error.code).toBe("functions/invalid-argument");
    expect(error.message).toBe(CALLABLE_MESSAGES.tooLarge);
    expect((await db.collection("waitlist").where("email", "==", email).get()).size).toBe(0);
  });

  it("refuses callers that are not signed in", async () => {
    const anonymousBrowser = await client({ signedIn: false });
    const error = await rejectionOf(anonymousBrowser.call("joinWaitlist", signup()));
    expect(error.code).toBe("functions/unauthenticated");
  });

  it("refuses a burst of 20 from one client after a small allowance, with a clear message", async () => {
    const burster = await client();
    const outcomes = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      outcomes.push(
        await burster.call("joinWaitlist", signup()).then(
          () => "accepted",
          (error: CallableFailure) => `${error.code}: ${error.message}`,
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === "accepted")).toHaveLength(5);
    expect(outcomes.slice(5)).toEqual(Array(15).fill(`functions/resource-exhausted: ${CALLABLE_MESSAGES.rateLimited}`));

    // Another browser is not affected.
    const neighbour = await client();
    expect(await neighbour.call("joinWaitlist", signup())).toEqual({ status: "joined" });
  });
});
