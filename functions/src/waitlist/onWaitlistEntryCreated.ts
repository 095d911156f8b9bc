import { onDocumentCreated, type FirestoreEvent, type QueryDocumentSnapshot } from "firebase-functions/v2/firestore";
import { BRAND } from "@machines/brand";
import { APP_ORIGIN } from "../lib/config";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import type { WaitlistRow } from "./waitlistEntry";

export function waitlistConfirmationEmail(row: WaitlistRow, appOrigin: string) {
  return renderEmail({
    subject: `You're on the ${BRAND.name} waitlist`,
    paragraphs: [
      `Hi ${row.first_name},`,
      `Thanks for reserving your spot. ${row.university_organization} (${row.sport}) is on the ${BRAND.name} waitlist, and we'll email you at ${row.email} as soon as a spot opens.`,
      "What to expect:",
    ],
    bullets: [
      "An email confirming your position when we open the next phase",
      "Feature updates as we build",
      "Priority access before the public launch",
    ],
    action: { label: "Refer a coach while you wait", url: `${appOrigin}/coach-connect?email=${encodeURIComponent(row.email)}` },
  });
}

/** Work done once per new waitlist entry: the confirmation email and the `waitlist.joined` webhook. */
export async function handleWaitlistEntryCreated(event: FirestoreEvent<QueryDocumentSnapshot | undefined, { entryId: string }>) {
  const snapshot = event.data;
  if (!snapshot) return;
  const row = snapshot.data() as WaitlistRow;
  const { entryId } = event.params;
  await Promise.all([
    queueEmail(`waitlist-confirmation-${entryId}`, { to: row.email, ...waitlistConfirmationEmail(row, APP_ORIGIN.value()) }),
    publishEvent(`waitlist.joined-${entryId}`, "waitlist.joined", {
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      sport: row.sport,
      university_organization: row.university_organization,
      wish_list: row.wish_list ?? null,
      joined_at: snapshot.createTime.toDate().toISOString(),
    }),
  ]);
}

export const onWaitlistEntryCreated = onDocumentCreated("waitlist/{entryId}", handleWaitlistEntryCreated);
