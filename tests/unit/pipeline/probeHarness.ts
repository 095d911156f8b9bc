import { engineOutcome } from "@machines/inbox/engineOutcome";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * What the probe tests share: a short invented email, sent to the inbox by its writer or forwarded by the coach through
 * a mail client, and what the engine made of it, spelled out for a failing test's message.
 */
export interface Writer {
  address: string;
  name: string;
}

export interface ProbeMail {
  from: Writer;
  subject: string;
  body: string;
}

/** How a probe reaches the inbox: from its writer, or in the coach's forward from one of these clients. */
export type Route = "direct" | "gmail" | "outlook" | "apple";

interface CoachInbox {
  coach: Writer;
  /** The coach's words above the forward. */
  note: string;
  /** When the writer sent it, as the forward's header block shows it (wall-clock time, in UTC fields). */
  sentAt: Date;
  receivedAt: Date;
}

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

function clock(date: Date, seconds = false): string {
  const hours = date.getUTCHours() % 12 || 12;
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  return `${hours}:${minutes}${seconds ? `:${String(date.getUTCSeconds()).padStart(2, "0")}` : ""} ${date.getUTCHours() < 12 ? "AM" : "PM"}`;
}

/** Each client's header block above the forwarded text, as it writes it. */
function headerBlock(route: Exclude<Route, "direct">, { from, subject }: ProbeMail, { coach, sentAt }: CoachInbox): string[] {
  const day = DAYS[sentAt.getUTCDay()] ?? "";
  const month = MONTHS[sentAt.getUTCMonth()] ?? "";
  const date = sentAt.getUTCDate();
  const year = sentAt.getUTCFullYear();
  const to = `${coach.name} <${coach.address}>`;
  switch (route) {
    case "gmail":
      return ["---------- Forwarded message ---------", `From: ${from.name} <${from.address}>`, `Date: ${day.slice(0, 3)}, ${month.slice(0, 3)} ${date}, ${year} at ${clock(sentAt)}`, `Subject: ${subject}`, `To: ${to}`];
    case "outlook":
      return ["________________________________", `From: ${from.name} <${from.address}>`, `Sent: ${day}, ${month} ${date}, ${year} ${clock(sentAt)}`, `To: ${to}`, `Subject: ${subject}`];
    case "apple":
      return ["Begin forwarded message:", "", `From: ${from.name} <${from.address}>`, `Subject: ${subject}`, `Date: ${month} ${date}, ${year} at ${clock(sentAt, true)} CST`, `To: ${to}`];
  }
}

/** The engine's reading of an email and what the inbox would do with it. */
export const resultOf = (processed: ProcessedEmail, receivedAt: Date) => ({ processed, outcome: engineOutcome(processed, receivedAt).kind });
export type ProbeResult = ReturnType<typeof resultOf>;

/** Runs probes through the engine as they reach one coach's inbox. */
export function probeInbox(inbox: CoachInbox) {
  return (mail: ProbeMail, route: Route): ProbeResult => {
    const processed =
      route === "direct"
        ? processTextEmail({ subject: mail.subject, body: mail.body, from: mail.from }, { receivedAt: inbox.receivedAt })
        : processTextEmail({ subject: `Fwd: ${mail.subject}`, body: [inbox.note, "", ...headerBlock(route, mail, inbox), "", mail.body].join("\n"), from: inbox.coach }, { receivedAt: inbox.receivedAt });
    return resultOf(processed, inbox.receivedAt);
  };
}

/** What the engine made of a probe, for a failing test's message. */
export const verdictOf = ({ processed, outcome }: ProbeResult) =>
  `${outcome} ${processed.reason} ${processed.confidence} role=${processed.senderRole} athlete=${processed.athlete?.firstName?.value ?? "-"} ${processed.athlete?.lastName?.value ?? "-"}`;
