import { BASKETBALL, coachNote, inOtherSport, LACROSSE, partsOf, pick, signOff, SOCCER, variant } from "./classification";
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

/** A subject that reads like a prospect's: a class and a position before what the mail is about, in the email's sport. */
function athleteSoundingSubject(email: CorpusEmail): string {
  const softball = /softball/iu.test(email.message.text ?? "");
  const [first, second] = softball ? ["SS", "C"] : ["OH", "MB"];
  return pick([`2027 ${first} – Showcase this weekend`, `2028 ${second} - camp this weekend?`, `Class of 2027 ${first} | schedule`], email.label.file);
}

/** Headers that mark a bulk mailer's send: a bulletin copied by hand into a message of one's own carries none of them. */
const LIST_HEADERS = /^(?:list-unsubscribe(?:-post)?|list-id|precedence):[^\r\n]*(?:\r\n[ \t][^\r\n]*)*\r\n/gimu;

function withoutListHeaders(email: CorpusEmail): Variant | null {
  if (!email.message.headers.has("list-unsubscribe") && !email.message.headers.has("precedence")) return null;
  const rebuilt = variant(email, "handcopied", {});
  if (!rebuilt) return null;
  const raw = rebuilt.raw.toString();
  const split = raw.indexOf("\r\n\r\n");
  return { raw: `${`${raw.slice(0, split)}\r\n`.replace(LIST_HEADERS, "")}${raw.slice(split + 2)}`, label: rebuilt.label };
}

/** A title block under the writer's name, as her role signs: a club's, a school's, a business's line and a phone. */
const SIGNATURE_BY_ROLE: Readonly<Record<string, string>> = {
  parent: "Northshore Juniors 16 Red | team parent\n(616) 555-0164",
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

const NOTES = ["Worth a look?", "FYI - are we doing this one?", "Can you reply to this one? Thx", "Did we ever answer this family?"];

export const LOOKALIKE_TRANSFORMS: Transform[] = [
  ...NOTES.map((note) => {
    const transform = coachNote(`coach note: ${note}`, "A coach hands a look-alike to her staff with a short question.", () => note);
    return onLookalikes(transform.name, transform.why, transform.apply);
  }),
  onLookalikes("forwarded again by a colleague with a question", "A colleague at the college passes the coach's forward on in Gmail, asking for a reply.", (email) => forwardedAgain(email, "gmail", "Can you reply to this one?")),
  onLookalikes("forwarded again in Outlook", "A colleague passes the mail on in Outlook's forward with an FYI.", (email) => forwardedAgain(email, "outlookLive", "FYI – are we doing this?")),
  onLookalikes("forwarded again from a phone", "A colleague forwards the mail from her iPhone with two words.", (email) => forwardedAgain(email, "appleMail", "Worth a look?\n\nSent from my iPhone")),
  onLookalikes("subject: Fwd: Re:", "A mail answered once and forwarded: its subject gathers prefixes.", (email) => variant(email, "fwd-re", { subject: `Fwd: Re: ${bareSubject(email.message.subject ?? "")}` })),
  onLookalikes("subject: a prospect's", "A mailing or a question under a subject that reads like a prospect's (a class and a position first).", (email) => {
    const parts = partsOf(email);
    return parts && variant(email, "prospect-subject", { subject: `${parts.forwarded ? "Fwd: " : ""}${athleteSoundingSubject(email)}` });
  }),
  onLookalikes("sent from the writer's phone", "The writer sends her question or notice from her phone: its tagline under the text.", fromWritersPhone),
  signOff("lookalike: signature with a title, a club and a phone", "The look-alike's writer signs with her title, her club, school or business and a phone.", Object.keys(SIGNATURE_BY_ROLE), (parts, label) =>
    label.is_recruiting ? null : `${parts.writer.name}\n${SIGNATURE_BY_ROLE[label.sender_role]}`,
  ),
  onLookalikes("bulletin copied by hand (no List-Unsubscribe)", "A bulletin re-sent from a person's own mailbox: no bulk mailer's headers.", withoutListHeaders),
  onLookalikes("softball told as baseball", "The same mailing for baseball: the sport's name must not decide it.", asBaseball),
  ...[SOCCER, LACROSSE, BASKETBALL].map((sport) => onLookalikes(`volleyball told as ${sport.name}`, `The same mailing or question in ${sport.name}.`, (email) => inOtherSport(email, sport))),
  lookalikesOf(transportNamed("HTML only, quoted-printable")),
  lookalikesOf(transportNamed("Outlook HTML only, base64")),
];
