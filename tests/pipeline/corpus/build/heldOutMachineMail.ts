/**
 * Held-out helpers for heldOut/notRecruiting.ts: the college coaches who forward that mail (invented, not the
 * tuning split's coaches) and builders for machine mail (list headers, calendar files, delivery reports, read
 * receipts, auto-forward trace headers).
 */
import type { AttachmentSpec } from "./mime.ts";
import type { Coach } from "./wrappers.ts";

export const ABERNATHY: Coach = {
  name: "Leigh Abernathy",
  directoryName: "Abernathy, Leigh",
  address: "labernathy@halden.edu",
  scout: "leigh.abernathy.v3r8@scout.inboxscout.app",
  signature: `Leigh Abernathy
Head Women's Volleyball Coach
Halden University Athletics
O: (541) 555-0102 | C: 541-555-0149`,
};

export const OKAFOR_BELL: Coach = {
  name: "Rosalind Okafor-Bell",
  directoryName: "Okafor-Bell, Rosalind",
  address: "rokaforbell@wrenfield.edu",
  scout: "rosalind.okaforbell.n6t1@scout.inboxscout.app",
  signature: `Rosalind Okafor-Bell
Head Softball Coach | Wrenfield College Wrens
803.555.0147
"Compete every pitch."`,
};

export const WIERZBICKI: Coach = {
  name: "Tomasz Wierzbicki",
  directoryName: "Wierzbicki, Tomasz",
  address: "twierzbicki@saltmarshstate.edu",
  scout: "tomasz.wierzbicki.g2p5@scout.inboxscout.app",
  signature: `Tomasz Wierzbicki
Assistant Coach & Recruiting Coordinator
Saltmarsh State University Volleyball
757.555.0163`,
};

export const FONSECA: Coach = {
  name: "Gabriela Fonseca",
  directoryName: "Fonseca, Gabriela",
  address: "gfonseca@cedarbluff.edu",
  scout: "gabriela.fonseca.c8m4@scout.inboxscout.app",
  signature: `Gabriela Fonseca
Assistant Softball Coach - Pitching
Cedar Bluff University
(479) 555-0118`,
};

export const KASSAB: Coach = {
  name: "Rania Kassab",
  directoryName: "Kassab, Rania",
  address: "rkassab@kettleriver.edu",
  scout: "rania.kassab.k1w9@scout.inboxscout.app",
  signature: `Rania Kassab
Head Volleyball Coach
Kettle River College - Go Otters
715-555-0186`,
};

export const YAMAUCHI: Coach = {
  name: "Brent Yamauchi",
  directoryName: "Yamauchi, Brent",
  address: "byamauchi@dunmorestate.edu",
  scout: "brent.yamauchi.s5d7@scout.inboxscout.app",
  signature: `Brent Yamauchi
Head Softball Coach, Dunmore State University
(208) 555-0131 office`,
};

/** Bulk-mail headers a list server adds. */
export function listHeaders(domain: string, id: string): Array<[string, string]> {
  return [
    ["List-Unsubscribe", `<https://${domain}/u/${id}>, <mailto:leave-${id}@${domain}>`],
    ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"],
    ["Precedence", "bulk"],
  ];
}

/** The trace headers of a Gmail or Exchange filter that passes mail on to the coach's InboxScout address unchanged. */
export function autoForwarded(coach: Coach): Array<[string, string]> {
  return [
    ["X-Forwarded-To", coach.scout],
    ["X-Forwarded-For", `${coach.address} ${coach.scout}`],
  ];
}

export interface CalendarEvent {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  prodId: string;
  organizer: string;
  organizerName: string;
  attendees?: string[];
  summary: string;
  /** "20270116T080000" */
  start: string;
  end: string;
  tzid: string;
  location?: string;
  description?: string;
  uid: string;
  sequence?: number;
}

/** Escape text for an iCalendar property and fold lines at 75 octets, as calendar servers do. */
function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${event.prodId}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `DTSTART;TZID=${event.tzid}:${event.start}`,
    `DTEND;TZID=${event.tzid}:${event.end}`,
    "DTSTAMP:20261101T120000Z",
    `ORGANIZER;CN=${event.organizerName}:mailto:${event.organizer}`,
    `UID:${event.uid}`,
    ...(event.attendees ?? []).map((attendee) => `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${attendee}`),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    `SEQUENCE:${event.sequence ?? 0}`,
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${icsText(event.summary)}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ];
  return lines.map(fold).join("\r\n");
}

/** The calendar part as a mail client attaches it: inline text/calendar (7bit), or an invite.ics file. */
export function calendarAttachment(event: CalendarEvent, asFile = false): AttachmentSpec {
  const contentType = `text/calendar; charset=UTF-8; method=${event.method}`;
  return asFile
    ? { kind: "file", filename: "invite.ics", contentType: "application/ics", content: calendarFile(event) }
    : { kind: "file", contentType, content: calendarFile(event), encoding: "7bit" };
}

/** message/delivery-status of a failed delivery. */
export function deliveryStatus(options: { reportingMta: string; recipient: string; status: string; diagnostic: string; remoteMta?: string }): string {
  return [
    `Reporting-MTA: dns; ${options.reportingMta}`,
    "",
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Original-Recipient: rfc822;${options.recipient}`,
    "Action: failed",
    `Status: ${options.status}`,
    ...(options.remoteMta ? [`Remote-MTA: dns; ${options.remoteMta}`] : []),
    `Diagnostic-Code: smtp; ${options.diagnostic}`,
    "",
  ].join("\n");
}

/** message/disposition-notification of a read receipt. */
export function readReceipt(options: { reportingUa: string; recipient: string; originalMessageId: string }): string {
  return [
    `Reporting-UA: ${options.reportingUa}`,
    `Final-Recipient: rfc822;${options.recipient}`,
    `Original-Message-ID: ${options.originalMessageId}`,
    "Disposition: manual-action/MDN-sent-manually; displayed",
    "",
  ].join("\n");
}
