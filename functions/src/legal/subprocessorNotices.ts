import { Timestamp } from "firebase-admin/firestore";
import { BRAND } from "@machines/brand";
import { SUBPROCESSORS, formatLegalDate, type Subprocessor } from "@machines/legal/documents";
import { subprocessorNoticeText, subprocessorNoticesDue, type SubprocessorChange } from "@machines/legal/subprocessorChanges";
import { APP_ORIGIN } from "../lib/config";
import { subprocessorNotices, users } from "../lib/firestore";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";

const PAGE_SIZE = 200;

/**
 * Emails every coach about each subprocessor change whose notice is due at `now` (10 days ahead of it).
 * Every coach whose account existed at `now` gets one email per change date: its id names the date and
 * the coach, so a rerun (or a run that stopped halfway) sends nobody a second one; once all are queued,
 * `subprocessorNotices/{date}` records it and later runs skip that change. Returns the dates it finished.
 */
export async function sendSubprocessorNotices(now: Date, list: readonly Subprocessor[] = SUBPROCESSORS): Promise<string[]> {
  const finished: string[] = [];
  for (const change of subprocessorNoticesDue(list, now)) {
    const marker = subprocessorNotices.doc(change.date);
    if ((await marker.get()).exists) continue;
    await emailEveryCoach(change, now);
    await marker.set({ finishedAt: Timestamp.fromDate(now) });
    finished.push(change.date);
  }
  return finished;
}

async function emailEveryCoach(change: SubprocessorChange, now: Date): Promise<void> {
  const { subject, paragraphs } = subprocessorNoticeText(change, formatLegalDate(change.date), BRAND.supportEmail);
  const query = users.where("createdAt", "<=", Timestamp.fromDate(now)).orderBy("createdAt").limit(PAGE_SIZE);
  let page = (await query.get()).docs;
  for (;;) {
    for (const doc of page) {
      const coach = doc.data();
      await queueEmail(`subprocessors-${change.date}-${doc.id}`, {
        to: coach.email,
        ...renderEmail({
          subject,
          paragraphs: [`Hi ${coach.first_name},`, ...paragraphs],
          action: { label: "See the subprocessors", url: `${APP_ORIGIN.value()}/subprocessors` },
          reason: `You have an ${BRAND.name} account, and our Data Processing Agreement promises you this notice.`,
        }),
      });
    }
    if (page.length < PAGE_SIZE) return;
    page = (await query.startAfter(page.at(-1)!).get()).docs;
  }
}
