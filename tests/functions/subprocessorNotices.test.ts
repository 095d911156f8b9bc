import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { SUBPROCESSORS, formatLegalDate, type Subprocessor } from "@machines/legal/documents";
import { SUBPROCESSOR_NOTICE_DAYS } from "@machines/legal/subprocessorChanges";
import { DAY_MS } from "@machines/shared/dates";
import { subprocessorNotices, users } from "../../functions/src/lib/firestore";
import { sendSubprocessorNotices } from "../../functions/src/legal/subprocessorNotices";
import { clientsForThisFile } from "../support/clientApp";
import { emailsTo, mailSettled, waitForEmail } from "../support/mailCatcher";
import { coachWithTrial } from "../support/onboardingFlow";

const client = clientsForThisFile();
const HOUR_MS = 3_600_000;

describe("subprocessor changes", () => {
  it(`emails every coach ${SUBPROCESSOR_NOTICE_DAYS} days before a change takes effect, not earlier, and once however often the job runs`, async () => {
    // The moved clock: a coach whose account dates years back, and a change a few weeks after; no other test's coach existed then.
    const base = Date.UTC(2021, 0, 1) + Math.floor(Math.random() * 300) * DAY_MS;
    const { coach, email } = await coachWithTrial(client, "subprocessors");
    await users.doc(coach.uid!).update({ createdAt: Timestamp.fromMillis(base) });
    const date = new Date(base + 20 * DAY_MS).toISOString().slice(0, 10);
    const list: Subprocessor[] = [...SUBPROCESSORS, { name: "Acme Parsing (Acme Ltd.)", purpose: "Reads attachments we cannot read ourselves.", location: "Canada", hosts: ["acme.test"], packages: [], since: date }];
    const noticeFrom = Date.parse(`${date}T00:00:00Z`) - SUBPROCESSOR_NOTICE_DAYS * DAY_MS;

    expect(await sendSubprocessorNotices(new Date(noticeFrom - HOUR_MS), list)).toEqual([]);
    expect(await sendSubprocessorNotices(new Date(noticeFrom + HOUR_MS), list)).toEqual([date]);
    const notice = await waitForEmail(email, `Our subprocessors change on ${formatLegalDate(date)}`);
    expect(notice.text).toContain("Added: Acme Parsing (Acme Ltd.) (Canada): Reads attachments we cannot read ourselves.");
    expect(notice.text).toContain("/subprocessors");

    // Done: a later run skips the change; a run that stopped before marking it sends nobody a second email.
    expect(await sendSubprocessorNotices(new Date(noticeFrom + 2 * HOUR_MS), list)).toEqual([]);
    await subprocessorNotices.doc(date).delete();
    expect(await sendSubprocessorNotices(new Date(noticeFrom + 3 * HOUR_MS), list)).toEqual([date]);
    await mailSettled(email);
    expect((await emailsTo(email)).filter((caught) => caught.subject === notice.subject)).toHaveLength(1);
    await subprocessorNotices.doc(date).delete();
  }, 200_000);
});
