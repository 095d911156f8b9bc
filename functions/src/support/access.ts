import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { SUPPORT_ACCESS_HOURS, SUPPORT_MESSAGES, type SupportAccess } from "@machines/support/contracts";
import { supportAccess, supportAudit } from "../lib/firestore";

const ACCESS_MS = SUPPORT_ACCESS_HOURS * 60 * 60 * 1000;
/** The entries Settings lists, newest first. */
const ENTRIES_LISTED = 50;

/** Until when the coach lets support see their athletes and emails, or null (never granted, withdrawn or expired). */
export async function accessUntil(coachUid: string, now = new Date()): Promise<Date | null> {
  const grant = (await supportAccess.doc(coachUid).get()).data();
  if (!grant || grant.withdrawnAt || grant.expiresAt.toMillis() <= now.getTime()) return null;
  return grant.expiresAt.toDate();
}

/** Refuses unless the coach's grant is running now: it expires by itself and can be withdrawn. */
export async function requireAccess(coachUid: string): Promise<void> {
  if (!(await accessUntil(coachUid))) throw new HttpsError("permission-denied", SUPPORT_MESSAGES.accessNotGranted);
}

/** "Let support see my athletes and emails for 24 hours": a new grant runs 24 hours from now. */
export async function grantAccess(coachUid: string, now = new Date()): Promise<void> {
  await supportAccess.doc(coachUid).set({ grantedAt: Timestamp.fromDate(now), expiresAt: Timestamp.fromMillis(now.getTime() + ACCESS_MS), withdrawnAt: null });
}

export async function withdrawAccess(coachUid: string, now = new Date()): Promise<void> {
  const grant = (await supportAccess.doc(coachUid).get()).data();
  if (grant && !grant.withdrawnAt) await supportAccess.doc(coachUid).update({ withdrawnAt: Timestamp.fromDate(now) });
}

/** What Settings shows the coach: the running grant and what support viewed or did about them. */
export async function supportAccessOf(coachUid: string): Promise<SupportAccess> {
  const [until, entries] = await Promise.all([accessUntil(coachUid), supportAudit.where("coachUid", "==", coachUid).orderBy("at", "desc").limit(ENTRIES_LISTED).get()]);
  return {
    accessUntil: until?.toISOString() ?? null,
    entries: entries.docs.map((doc) => {
      const entry = doc.data();
      return { at: entry.at.toDate().toISOString(), action: entry.action, target: entry.target, reason: entry.reason, by: entry.supportEmail };
    }),
  };
}
