import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seniorClassOf } from "@machines/inbox/childUnder13";
import { CLASSIFICATION_REASON_LABELS } from "@machines/inbox/classification";
import { coachAthletes, emailChunksOf } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { emailsProcessed } from "../support/coachEmails";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { waitForEmail } from "../support/mailCatcher";

const client = clientsForThisFile();

describe("inbound: a child under 13", () => {
  it("does not store as an athlete an email whose class year makes her a sixth grader; deletes what was read and tells the coach in the Inbox and the summary", async () => {
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
  }, 200_000);
});
