import { toAthleteCard } from "@machines/inbox/athleteCard";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { mergeAthlete } from "../pipeline/merge";
import { APP_ORIGIN } from "../lib/config";
import { coachEmails } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { queueEmail } from "../mail/outbox";
import { sampleResultEmail } from "./inboxEmails";

/**
 * The Settings test email, read: the coach is shown what it became, and nothing of it joins their real
 * athletes, reports or CSV. A coach pressing "Send a test email" wants to see that forwarding works and
 * what a summary looks like; a made-up athlete in the list they export and share with staff (or one that
 * vanishes later on its own) is not what they asked for. Its athletes are made as the pipeline would
 * make them, in memory only, and mailed back at once.
 */
export async function showSampleResult(
  uid: string,
  emailId: string,
  coach: UserDoc,
  processed: ProcessedEmail,
  update: object,
  receivedAt: Date,
): Promise<void> {
  const extracted = processed.athletes?.length ? processed.athletes : processed.athlete ? [processed.athlete] : [];
  const cards = extracted.map((athlete, index) =>
    toAthleteCard(
      mergeAthlete({
        record: null,
        newId: `sample-${index}`,
        extracted: athlete,
        events: processed.events,
        emailId,
        receivedAt: receivedAt.toISOString(),
        matchedBy: null,
        detail: "sample",
      }),
    ),
  );
  await coachEmails(uid)
    .doc(emailId)
    .update({ ...update, processed, state: { status: "sample" } });
  await queueEmail(`sample-result-${uid}-${emailId}`, {
    to: coach.email,
    ...sampleResultEmail({
      firstName: coach.first_name,
      cards,
      inboxUrl: `${APP_ORIGIN.value()}/dashboard/inbox`,
    }),
  });
}
