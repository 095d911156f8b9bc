import { HttpsError } from "firebase-functions/v2/https";
import { INBOX_MESSAGES, INBOX_PAGE_SIZE, NEEDS_REVIEW_FIRST } from "@machines/portal/inbox";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { coachEmails, coachSenders } from "../lib/firestore";
import { toInboxEmail } from "./inboxEmailView";

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
