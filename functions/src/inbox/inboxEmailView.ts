import { MAX_OPENED_EMAIL_TEXT, type InboxEmail, type InboxEmailDetail } from "@machines/portal/inbox";
import type { CoachEmailDoc } from "@machines/inbox/documents";

/** One stored email as the Inbox lists it. */
export function toInboxEmail(id: string, email: CoachEmailDoc): InboxEmail {
  return {
    id,
    receivedAt: email.receivedAt.toDate().toISOString(),
    from: email.processed?.originalFrom?.address?.slice(0, 320) ?? null,
    subject: email.processed?.subject?.slice(0, 300) || null,
    forwardedBy: email.sender?.address?.slice(0, 320) ?? email.envelope.from?.slice(0, 320) ?? null,
    origin: email.source === "import" ? "imported" : email.source === "sample" ? "test" : "forwarded",
    state: email.state,
    rescued: email.rescued === true,
    athletes: athleteNames(email.processed),
    attachments: (email.processed?.attachments ?? []).map(({ filename, status }) => ({ filename, status })),
  };
}

/** The athletes the engine read from the email, in its order (older emails kept only the main one). */
function extractedAthletes(processed: CoachEmailDoc["processed"]) {
  if (!processed?.isRecruiting) return [];
  return processed.athletes ?? (processed.athlete ? [processed.athlete] : []);
}

const nameOf = (athlete: ReturnType<typeof extractedAthletes>[number]) =>
  [athlete.firstName?.value, athlete.lastName?.value].filter(Boolean).join(" ").slice(0, 200);

/** Every athlete the engine read from the email, by name. */
const athleteNames = (processed: CoachEmailDoc["processed"]) => extractedAthletes(processed).map(nameOf).filter(Boolean);

/**
 * One email opened: its text as the engine read it (plain text only, bounded; the page shows it as text,
 * never as markup), its warnings and the athletes it produced with their ids when it made or updated them.
 */
export function toInboxEmailDetail(id: string, email: CoachEmailDoc): InboxEmailDetail {
  const listed = toInboxEmail(id, email);
  // An email not about an athlete keeps no text once its original is deleted (retention/rawEmailRetention.ts).
  const text = email.processed?.text || null;
  const { state } = email;
  const ids = state.status === "summarised" ? (state.athleteIds ?? [state.athleteId]) : [];
  return {
    ...listed,
    text: text === null ? null : text.slice(0, MAX_OPENED_EMAIL_TEXT),
    textCut: text !== null && text.length > MAX_OPENED_EMAIL_TEXT,
    originalDeleted: Boolean(email.raw.deletedAt),
    warnings: (email.processed?.warnings ?? []).slice(0, 20).map((warning) => warning.slice(0, 300)),
    // The summarised state lists her athletes in the email's order.
    produced: extractedAthletes(email.processed).flatMap((athlete, index) => {
      const name = nameOf(athlete);
      return name ? [{ name, athleteId: ids[index] ?? null }] : [];
    }),
  };
}
