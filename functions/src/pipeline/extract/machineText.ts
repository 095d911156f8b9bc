import { caselessMatches, caselessTest } from "../text";

/**
 * Lines a program wrote, not a person: log lines, stack traces, code, file listings, receipt lines.
 * A name or a number on such a line ("owner=Brian Murray", "52 MB") introduces nobody.
 */
const MACHINE_LINE = new RegExp(
  [
    // A timestamp or a log level leading the line: "2025-03-02 04:00:01 INFO", "[04:00:07]".
    String.raw`^\s*\[?\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}`,
    String.raw`^\s*\[?\d{1,2}:\d{2}:\d{2}`,
    String.raw`^\s*\[?(?:INFO|WARN(?:ING)?|ERROR|DEBUG|TRACE|FATAL)\]?[\s:]`,
    // Stack traces.
    String.raw`Traceback \(most recent call last\)|^\s*File "[^"]*", line \d+|^\s+at [\w$.<>]+ ?\(|^\s*[A-Z]\w*(?:Error|Exception)\b:`,
    // Code: fences, statements and blocks.
    String.raw`^\s*\x60{3}|[;{}]\s*$|^\s*(?:const|let|var|function|def|import|export|return|public|private)\s|=>`,
    // key=value pairs, file paths, file sizes ("52 MB" only with decimals: "2027 MB" is a middle blocker).
    String.raw`\b\w+=\S`,
    String.raw`(?:^|\s)(?:/[\w.-]+){2,}|\b[A-Z]:\\`,
    String.raw`\b\d+(?:\.\d+)? ?(?:KB|GB|TB)\b|\b\d+\.\d+ ?MB\b`,
    // Receipts: totals and priced items.
    String.raw`^\s*(?:sub-?total|tax|total|shipping|order (?:#|number)|qty|quantity)\b.*\$\d`,
  ].join("|"),
  "mu",
);

const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gu;

/** Machine text: at least three machine lines, a third or more of the lines that say anything (links set aside). */
export function isMachineText(text: string): boolean {
  const lines = text.replace(URL, "").split("\n").filter((line) => line.trim() !== "");
  const machine = lines.filter((line) => MACHINE_LINE.test(line)).length;
  return machine >= 3 && machine * 3 >= lines.length;
}

/** The subject a client gives its automatic reply: "Automatic reply: …", "Auto: …", "Out of Office: …", "Respuesta automática: …". */
const AUTO_REPLY_SUBJECT = /^(?:automatic reply|auto[- ]?(?:reply|response)|autoreply|auto(?=[ \t]*:)|out of (?:the )?office|abwesenheitsnotiz|automatische antwort|respuesta autom[aá]tica|fuera de la oficina|r[ée]ponse automatique|absence du bureau|resposta autom[aá]tica)\b/iu;
/** What an out-of-office message says about its writer's absence. */
const AUTO_REPLY_LINE = /\b(?:out of (?:the )?office|(?:very )?limited (?:access to )?e-?mail|(?:i|i'll|i will) (?:reply|respond|get back to you|answer)[^.\n]{0,30}\b(?:when|once|upon|after) (?:i(?:'m| am)? )?(?:back|return)|(?:i'll|i will) (?:reply|respond|get back to you) as soon as (?:i can|possible)|in my absence|for urgent matters)\b/giu;

/** A calendar's invitation or its answer: the subject a calendar writes, or the lines it puts in the body. */
const CALENDAR_SUBJECT = /^(?:(?:updated )?invitation|accepted|declined|tentatively accepted|cancel+ed(?: event)?|new event|einladung|invitaci[oó]n|convite)[ \t]*:/iu;
const CALENDAR_LINE = /\b(?:you have been invited to the following event|invitation from google calendar|join (?:zoom|microsoft teams) meeting|invitation\.ics|reply for [^\n]{1,60} and view more details)\b/iu;

/** A calendar invitation (a call or visit booked with a prospect): it schedules, it introduces nobody. `text` starts with the subject line. */
export function isCalendarInvitation(text: string): boolean {
  return caselessTest(CALENDAR_SUBJECT, text) && caselessTest(CALENDAR_LINE, text);
}

/** Outlook's notice that a message was recalled: "Tess Marsh would like to recall the message, "Fwd: 2027 OH Kaylee Moran"." */
const RECALL_LINE = /\bwould like to recall the message\b/iu;

/** A recall notice: it takes a message back and introduces nobody, whoever the recalled message's subject names. */
export function isRecallNotice(text: string): boolean {
  return caselessTest(RECALL_LINE, text);
}

/** The subject a mail server gives its bounce: "Delivery Status Notification (Failure)", "Undeliverable: …", "Mail delivery failed". */
const DELIVERY_FAILURE_SUBJECT = /^(?:delivery status notification|undeliverable|undelivered mail returned to sender|mail delivery (?:failed|failure)|delivery (?:failure|has failed|delayed)|returned mail|failure notice|non-?delivery report)\b/iu;
/** What a bounce says of the message it returns, or its machine-readable report's fields. */
const DELIVERY_FAILURE_LINE = /\b(?:(?:wasn['’]t|was not|could not be|couldn['’]t be|cannot be|has not been) delivered|address not found|delivery to the following recipients? (?:failed|has been delayed)|(?:final-recipient|diagnostic-code|reporting-mta)[ \t]*:|the email account that you tried to reach does not exist|automatically generated delivery status notification)/iu;

/** A mail server's bounce (a delivery failure or delay): it returns a message, it introduces nobody. `text` starts with the subject line. */
export function isDeliveryFailure(text: string): boolean {
  return caselessTest(DELIVERY_FAILURE_SUBJECT, text) && caselessTest(DELIVERY_FAILURE_LINE, text);
}

/** A client's automatic reply (out of office): it answers a mail, it introduces nobody. `text` starts with the subject line. */
export function isAutoReply(text: string): boolean {
  return caselessTest(AUTO_REPLY_SUBJECT, text) || new Set([...caselessMatches(AUTO_REPLY_LINE, text)].map((match) => match[0].toLowerCase())).size >= 2;
}
