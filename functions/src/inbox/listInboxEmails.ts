import { HttpsError } from "firebase-functions/v2/https";
import { INBOX_MESSAGES, INBOX_PAGE_SIZE, NEEDS_REVIEW_FIRST, type InboxEmail } from "@machines/portal/inbox";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails, coachSenders, type CoachEmailDoc } from "../lib/firestore";

/** One email as the Inbox lists it (also the shape of emails.json in "Download all my data"). */
export function toInboxEmail(id: string, email: CoachEmailDoc): InboxEmail {
  return {
    id,
    receivedAt: email.receivedAt.toDate().toISOString(),
    from: email.processed?.originalFrom?.address?.slice(0, 320) ?? null,
    subject: email.processed?.subject?.slice(0, 300) || null,
    forwardedBy: email.sender?.address?.slice(0, 320) ?? email.envelope.from?.slice(0, 320) ?? null,
    state: email.state,
    rescued: email.rescued === true,
    athletes: athleteNames(email.processed),
    attachments: (email.processed?.attachments ?? []).map(({ filename, status }) => ({ filename, status })),
  };
}

/** Every athlete the engine read from the email, by name (older emails kept only the main one). */
function athleteNames(processed: CoachEmailDoc["processed"]): string[] {
  if (!processed?.isRecruiting) return [];
  const athletes = processed.athletes ?? (processed.athlete ? [processed.athlete] : []);
  return athletes.map((athlete) => [athlete.firstName?.value, athlete.lastName?.value].filter(Boolean).join(" ").slice(0, 200)).filter(Boolean);
}

/** The coach's forwarded emails, newest first, optionally of one status, with the senders that forwarded besides the coach. */
export const listInboxEmails = defineCallable("listInboxEmails", {
  rateLimit: { limit: 120, windowSeconds: 60 },
  async handle({ filter, after }, { auth }) {
    const uid = auth.uid;
    const coach = await requireCoach(uid);
    let query = (filter === "all" ? coachEmails(uid) : coachEmails(uid).where("state.status", "==", filter)).orderBy("receivedAt", "desc");
    if (after) {
      const cursor = await coachEmails(uid).doc(after.id).get();
      if (!cursor.exists) throw new HttpsError("not-found", INBOX_MESSAGES.emailNotFound);
      query = query.startAfter(cursor);
    }
    const reviewFirst = filter === "all" && !after;
    const [page, senders, review] = await Promise.all([
      query.limit(INBOX_PAGE_SIZE + 1).get(),
      coachSenders(uid).orderBy("lastSeenAt", "desc").limit(100).get(),
      reviewFirst ? coachEmails(uid).where("state.status", "==", "needs_review").orderBy("receivedAt", "desc").limit(NEEDS_REVIEW_FIRST).get() : null,
    ]);
    const emails = page.docs.slice(0, INBOX_PAGE_SIZE).map((doc) => toInboxEmail(doc.id, doc.data()));
    const last = emails.at(-1);
    return {
      needsReview: review?.docs.map((doc) => toInboxEmail(doc.id, doc.data())) ?? [],
      emails,
      next: page.size > INBOX_PAGE_SIZE && last ? { receivedAt: last.receivedAt, id: last.id } : null,
      timeZone: coach.timeZone,
      senders: senders.docs.map((doc) => {
        const sender = doc.data();
        return { address: sender.address, status: sender.status, heldCount: sender.heldCount, lastSeenAt: sender.lastSeenAt.toDate().toISOString() };
      }),
    };
  },
});
