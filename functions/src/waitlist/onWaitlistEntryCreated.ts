import { onDocumentCreated, type FirestoreEvent, type QueryDocumentSnapshot } from "firebase-functions/v2/firestore";
import { BRAND } from "@machines/brand";
import { APP_ORIGIN } from "../lib/config";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { publishEvent } from "../webhooks/publishEvent";
import { dataOf, waitlist } from "../lib/firestore";
import type { WaitlistDoc } from "@machines/waitlist/documents";

export function waitlistConfirmationEmail(row: Pick<WaitlistDoc, "first_name" | "email">, appOrigin: string) {
  return renderEmail({
    subject: `You're on the ${BRAND.name} waitlist`,
    preheader: "We'll email you as soon as a spot opens.",
    // Waitlist news follows this email: the address can unsubscribe from it in one click.
    category: "marketing",
    reason: `You're getting this email because ${row.email} joined the ${BRAND.name} waitlist on ${BRAND.domain}.`,
    paragraphs: [
      `Hi ${row.first_name},`,
      // Only the name is repeated back: anyone can type any address, and the rest is theirs to choose.
      `Thanks for reserving your spot on the ${BRAND.name} waitlist. We'll email you here as soon as a spot opens.`,
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
  const row = dataOf(waitlist, snapshot);
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

/** Retried on failure: both effects are keyed by the entry, so a retry repeats neither. */
export const onWaitlistEntryCreated = onDocumentCreated({ document: "waitlist/{entryId}", retry: true }, handleWaitlistEntryCreated);
