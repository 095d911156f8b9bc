import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seniorClassOf } from "@machines/inbox/childUnder13";
import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import { INBOX_MESSAGES } from "@machines/portal/inbox";
import { coachAthletes, coachEmails, emailChunksOf } from "../../functions/src/lib/firestore";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { emailsProcessed } from "../support/coachEmails";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";

const client = clientsForThisFile();

describe("inbound: a child under 13", () => {
  it("does not store as an athlete an email whose class year makes her a sixth grader; deletes what was read and tells the coach in the Inbox and the summary, and again when they call it recruiting", async () => {
    const { uid, email, browser, forward } = await forwardingCoach(client, "under13");
    const gradYear = seniorClassOf(new Date()) + 6;
    await forward(athleteIntroduction({ first: "Lily", last: "Young", email: `lily.young.${randomUUID().slice(0, 6)}@gmail.com`, gradYear }));
    const [stored] = await emailsProcessed(uid, 1);
    expect(stored!.state).toEqual({ status: "filtered", reason: "child_under_13" });
    expect(stored!.processed).toMatchObject({ text: "", subject: "", athlete: null, athletes: [], originalFrom: null });
    expect(stored!.raw.deletedAt).toBeDefined();
    expect((await emailChunksOf(uid, stored!.id).get()).size).toBe(0);
    expect((await coachAthletes(uid).get()).size).toBe(0);

    const { emails } = await browser.call("listInboxEmails", { filter: "all" });
    expect(emails.map((row) => [row.state, row.athletes])).toEqual([[{ status: "filtered", reason: "child_under_13" }, []]]);
    expect(CLASSIFICATION_REASON_LABELS.child_under_13).toMatch(/child under 13/);
    const summary = await waitForEmail(email, "Not kept: an email about a child under 13", 60_000);
    expect(summary.text).toContain("One email was about a child under 13");
    expect(summary.text).not.toContain("Lily");

    // 'This is recruiting' on it: the coach is told no athlete is kept because she is under 13, and nothing changes.
    const rescue = await rejectionOf(browser.call("rescueEmail", { emailId: stored!.id }));
    expect([rescue.code, rescue.message]).toEqual(["functions/failed-precondition", INBOX_MESSAGES.childNotKept]);
    expect(INBOX_MESSAGES.childNotKept).toMatch(/child under 13/);
    expect(INBOX_MESSAGES.childNotKept).not.toMatch(/summary|30 days/);
    const after = (await coachEmails(uid).doc(stored!.id).get()).data()!;
    expect([after.state, after.rescued ?? false]).toEqual([{ status: "filtered", reason: "child_under_13" }, false]);
    expect((await coachAthletes(uid).get()).size).toBe(0);
  }, 200_000);
});
