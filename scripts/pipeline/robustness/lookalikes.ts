import { BASKETBALL, coachNote, inOtherSport, LACROSSE, partsOf, pick, signOff, SOCCER, variant } from "./classification";
import { WRAPPERS } from "../../../tests/unit/pipeline/fixtures";
import type { GoldLabel } from "../../../machines/inbox/extractLine";
import { answerQuoting, coachMessage, FORWARDING_COACH } from "./message";
import { forwardedAgain, TRANSPORT_TRANSFORMS } from "./transport";
import type { CorpusEmail, Transform, Variant } from "./transform";

/**
 * Look-alikes: mail that introduces nobody (camp ads, service mailings, bulletins, parents' questions, receipts) reaching the coach
 * the way real mail does. Each change leaves the label as it was: still not recruiting, no athlete.
 */
const notRecruiting = (email: CorpusEmail) => !email.label.is_recruiting;

/** A transform applied to the look-alikes only, under its own name. */
function onLookalikes(name: string, why: string, apply: (email: CorpusEmail) => Variant | null): Transform {
  return { name: `lookalike: ${name}`, why, apply: (email) => (notRecruiting(email) ? apply(email) : null) };
}

/** Another family's transform run over the look-alikes alone. */
function lookalikesOf(transform: Transform | undefined): Transform {
  if (!transform) throw new Error("A transform the look-alikes reuse was renamed.");
  return onLookalikes(transform.name, transform.why, transform.apply);
}

const transportNamed = (name: string) => TRANSPORT_TRANSFORMS.find((transform) => transform.name === name);

/** The subject without its reply and forward prefixes. */
const bareSubject = (subject: string) => subject.replace(/^(?:\s*(?:re|fw|fwd|aw|wg|tr|rv)\s*:\s*)+/iu, "");

/** Softball's mail told as baseball's: the sport's name and its travel ball's words, with nothing fastpitch-only left. */
function asBaseball(email: CorpusEmail): Variant | null {
  const text = email.message.text ?? "";
  if (!/softball/iu.test(text) || /fastpitch|volleyball/iu.test(text)) return null;
  const swap = (written: string) => written.replace(/\bsoftball\b/gu, "baseball").replace(/\bSoftball\b/gu, "Baseball").replace(/\bSOFTBALL\b/gu, "BASEBALL");
  return variant(email, "baseball", { subject: swap(email.message.subject ?? ""), text: swap(text) });
}

/** The look-alikes whose subjects name the players they are for (camps, showcases, services' mailings, parents' and clubs' questions); not a receipt or an auto-reply. */
const PROSPECT_SUBJECT_KINDS = /camp|clinic|showcase|service|digest|blast|parent|club|tryout|roster/u;
const AUTO_REPLY_KIND = /auto-reply|out-of-office|ooo/u;

/** A subject that reads like a prospect's: a class and a position before what the mail is about, in the email's sport. */
function athleteSoundingSubject(email: CorpusEmail): string {
  const softball = /softball/iu.test(email.message.text ?? "");
  const [first, second] = softball ? ["SS", "C"] : ["OH", "MB"];
  return pick([`2027 ${first} – Showcase this weekend`, `2028 ${second} - camp this weekend?`, `Class of 2027 ${first} | schedule`], email.label.file);
}

/** Headers that mark a bulk mailer's send: a bulletin copied by hand into a message of one's own carries none of them. */
const LIST_HEADERS = /^(?:list-unsubscribe(?:-post)?|list-id|precedence):[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n/gimu;

/** A bulk mailer's send, by its headers (mailparser files List-* headers apart). */
const BULK_HEADER = /^(?:list-unsubscribe|precedence):/imu;

function withoutListHeaders(email: CorpusEmail): Variant | null {
  if (!BULK_HEADER.test(email.raw.toString("latin1"))) return null;
  const rebuilt = variant(email, "handcopied", {});
  if (!rebuilt) return null;
  const raw = rebuilt.raw.toString();
  const split = raw.indexOf("\r\n\r\n");
  return { raw: `${`${raw.slice(0, split)}\r\n`.replace(LIST_HEADERS, "")}${raw.slice(split + 2)}`, label: rebuilt.label };
}

/** A title block under the writer's name, as her role signs: her job (a parent's is outside sport), her club, school or business, and a phone. */
const SIGNATURE_BY_ROLE: Readonly<Record<string, string>> = {
  parent: "Office Manager, Harbor Dental Group\n(616) 555-0164",
  club_coach: "Director, Northshore Juniors\nc: (616) 555-0165",
  high_school_coach: "Head Coach, Eastbrook High School\n(616) 555-0166",
  recruiting_service: "Regional Scout, Next Level Prospects\n(616) 555-0167",
  other: "Events Coordinator, Harbor Point Sports Center\n(616) 555-0168",
};

/** The writer's own phone under a short note: what a phone's mail app signs with. */
function fromWritersPhone(email: CorpusEmail): Variant | null {
  const parts = partsOf(email);
  if (!parts || parts.forwarded || email.message.from?.value[0]?.address?.endsWith(".edu")) return null;
  return variant(email, "writers-phone", { text: `${parts.rest.trimEnd()}\n\nSent from my iPhone\n` });
}

/** What a recruiting email's sibling that introduces nobody is labelled: not recruiting, from `role`. */
export const introducesNobody = (label: GoldLabel, role: string): GoldLabel => ({ file: label.file, is_recruiting: false, sender_role: role, athlete: null });

/**
 * The coach recalls the forward she sent to InboxScout (Outlook's recall): a one-line notice from her under the forward's subject,
 * which may carry the athlete's name, class and position. README: recalls introduce nobody; the college's own mail is "other".
 */
function recallOf(email: CorpusEmail): Variant | null {
  if (!email.label.is_recruiting) return null;
  const subject = (email.message.subject ?? "").replace(/[\r\n]+/gu, " ");
  const text = `${FORWARDING_COACH.name} would like to recall the message, "${subject}".`;
  return { raw: coachMessage(`Recall: ${subject}`, text, { messageId: `recall-${email.label.file}@robustness.example`, date: email.message.date }), label: introducesNobody(email.label, "other") };
}

/**
 * The club or school coach who introduced a player is away when the college coach answers: her automatic reply, under the
 * introduction's subject, forwarded to InboxScout. It introduces nobody (README: auto-replies); its role is still hers.
 */
function coachsAutoReply(email: CorpusEmail): Variant | null {
  const { label } = email;
  if (!label.is_recruiting || !["club_coach", "high_school_coach"].includes(label.sender_role)) return null;
  const parts = partsOf(email);
  if (!parts || !parts.writer.address || !parts.writer.name) return null;
  const body = `Thank you for your email. I am at a tournament with my team through Sunday and will have limited access to email. I will reply when I am back in the office.\n\n${parts.writer.name}`;
  const subject = `Automatic reply: Re: ${bareSubject(email.message.subject ?? "")}`;
  const text = WRAPPERS.gmail!({ fromName: parts.writer.name, fromAddress: parts.writer.address, subject, body }, "she's away - try again Monday");
  return { raw: coachMessage(`Fwd: ${subject}`, text, { messageId: `auto-reply-${label.file}@robustness.example`, date: email.message.date }), label: introducesNobody(label, label.sender_role) };
}

/** A forward's separator and header lines ("From: …", "Subject: …"): the coach's answer quotes the writer's text without them. */
const FORWARD_HEADER_BLOCK = /^[^\n]*\n(?:[ \t]*\n)?(?:[ \t]*[\p{L} ]{2,12}[ \t]?:[^\n]*\n){2,8}\s*/u;
const UNANSWERED_KINDS = /bounce|auto-reply|out-of-office|receipt|recall|calendar|spam|phishing|no-?reply/u;

/** The coach answers a look-alike's writer, copying InboxScout: her reply above the writer's text quoted with "> ". */
function answeredByCoach(email: CorpusEmail): Variant | null {
  const parts = partsOf(email);
  // A person's mail, not a mailer's or a machine's: nobody answers a bulletin, a bounce or an auto-reply.
  if (!parts || !parts.writer.address || parts.writer.address.endsWith(".edu") || BULK_HEADER.test(email.raw.toString("latin1")) || UNANSWERED_KINDS.test(email.label.file)) return null;
  const written = parts.forwarded ? parts.rest.replace(FORWARD_HEADER_BLOCK, "") : parts.rest;
  const reply = answerQuoting("Thanks for reaching out. Our camp dates and our questionnaire are on our website; let me know if anything is unclear.\n\nCoach Ellis", parts.writer, written);
  return { raw: coachMessage(`Re: ${bareSubject(email.message.subject ?? "")}`, reply, { messageId: `answered-${email.label.file}@robustness.example`, date: email.message.date }), label: email.label };
}

const NOTES = [
  "Worth a look?",
  "FYI - are we doing this one?",
  "Can you reply to this one? Thx",
  "Did we ever answer this family?",
];

export const LOOKALIKE_TRANSFORMS: Transform[] = [
  ...NOTES.map((note) => {
    const transform = coachNote(`coach note: ${note}`, "A coach hands a look-alike to her staff with a short question.", () => note);
    return onLookalikes(transform.name, transform.why, transform.apply);
  }),
  onLookalikes(
    "coach note: the parent's child, too young",
    "A coach hands a parent's question on with a word on the child: the coach's own words never count, and the question introduces nobody.",
    (email) => (email.label.sender_role === "parent" ? coachNote("too young", "", () => "Can you answer this? Their kid is a 2031 setter, too young for us yet.").apply(email) : null),
  ),
  onLookalikes("forwarded again by a colleague with a question", "A colleague at the college passes the coach's forward on in Gmail, asking for a reply.", (email) => forwardedAgain(email, "gmail", "Can you reply to this one?")),
  onLookalikes("forwarded again in Outlook", "A colleague passes the mail on in Outlook's forward with an FYI.", (email) => forwardedAgain(email, "outlookLive", "FYI – are we doing this?")),
  onLookalikes("forwarded again from a phone", "A colleague forwards the mail from her iPhone with two words.", (email) => forwardedAgain(email, "appleMail", "Worth a look?\n\nSent from my iPhone")),
  onLookalikes("answered in Outlook by a colleague", "A colleague answers the coach's forward in Outlook, copying InboxScout (RE:), passing on it.", (email) => forwardedAgain(email, "outlookLive", "Agreed, let's pass on this one.", { prefix: "RE:" })),
  onLookalikes("answered by the coach, quoted", "The coach answers the writer, copying InboxScout: her reply above the writer's text quoted with \"> \".", answeredByCoach),
  onLookalikes("subject: Fwd: Re:", "A mail answered once and forwarded: its subject gathers prefixes.", (email) => variant(email, "fwd-re", { subject: `Fwd: Re: ${bareSubject(email.message.subject ?? "")}` })),
  onLookalikes("subject: a prospect's", "A mailing or a question under a subject that reads like a prospect's (a class and a position first).", (email) => {
    const parts = partsOf(email);
    if (!parts || !PROSPECT_SUBJECT_KINDS.test(email.label.file) || AUTO_REPLY_KIND.test(email.label.file)) return null;
    return variant(email, "prospect-subject", { subject: `${parts.forwarded ? "Fwd: " : ""}${athleteSoundingSubject(email)}` });
  }),
  onLookalikes("sent from the writer's phone", "The writer sends her question or notice from her phone: its tagline under the text.", fromWritersPhone),
  signOff("lookalike: signature with a title, a club and a phone", "The look-alike's writer signs with her title, her club, school or business and a phone.", Object.keys(SIGNATURE_BY_ROLE), (parts, label) =>
    label.is_recruiting ? null : `${parts.writer.name}\n${SIGNATURE_BY_ROLE[label.sender_role]}`,
  ),
  onLookalikes("bulletin copied by hand (no List-Unsubscribe)", "A bulletin re-sent from a person's own mailbox: no bulk mailer's headers.", withoutListHeaders),
  onLookalikes("softball told as baseball", "The same mailing for baseball: the sport's name must not decide it.", asBaseball),
  ...[SOCCER, LACROSSE, BASKETBALL].map((sport) => onLookalikes(`volleyball told as ${sport.name}`, `The same mailing or question in ${sport.name}.`, (email) => inOtherSport(email, sport))),
  lookalikesOf(transportNamed("forwarded again as an attachment")),
  lookalikesOf(transportNamed("hard-wrapped at 72 columns")),
  lookalikesOf(transportNamed("windows-1252, quoted-printable")),
  lookalikesOf(transportNamed("HTML only, quoted-printable")),
  lookalikesOf(transportNamed("Outlook HTML only, base64")),
  {
    name: "sibling: the coach recalls her forward of an introduction",
    why: "The coach recalls a forward she sent to InboxScout: Outlook's recall notice carries the introduction's subject only.",
    apply: recallOf,
  },
  {
    name: "sibling: the introducing coach's automatic reply",
    why: "The club or school coach who introduced a player answers the college coach's reply with her out-of-office, forwarded to InboxScout.",
    apply: coachsAutoReply,
  },
];
