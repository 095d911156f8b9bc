/**
 * Test emails built in code: an original message and the wrappers each mail client puts around a
 * forward, so every extraction case can be checked inside every wrapper.
 */
export interface Original {
  fromName: string;
  fromAddress: string;
  subject: string;
  body: string;
}

const COACH = { name: "Jordan Ellis", address: "jellis@state.edu" };

export const MAYA: Original = {
  fromName: "Maya Thompson",
  fromAddress: "maya.thompson.vb@gmail.com",
  subject: "2027 OH - interested in your program",
  body: [
    "Hi Coach Ellis!",
    "",
    "My name is Maya Thompson and I'm a 2027 outside hitter (6'1\") from Lexington, KY. I play club for KJV 17 Elite and attend Lafayette High School.",
    "I have a 3.9 unweighted GPA (4.3 weighted). Here is my highlight video: https://www.hudl.com/video/3/123/abc",
    "",
    "I'll be at the Bluegrass Qualifier March 14-16 in Louisville, KY (court 12), wearing #7.",
    "",
    "Thank you!",
    "Maya Thompson",
    "Cell: (859) 555-0142",
  ].join("\n"),
};

type Wrapper = (original: Original, note: string) => string;

const headerDate = "Mon, Mar 3, 2025 at 7:42 AM";
export const WRAPPERS: Readonly<Record<string, Wrapper>> = {
  gmail: (o, note) => `${note}\n\n---------- Forwarded message ---------\nFrom: ${o.fromName} <${o.fromAddress}>\nDate: ${headerDate}\nSubject: ${o.subject}\nTo: ${COACH.name} <${COACH.address}>\n\n\n${o.body}\n`,
  outlookLive: (o, note) => `${note}\n\n________________________________\nFrom: ${o.fromName} <${o.fromAddress}>\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.name} <${COACH.address}>\nSubject: ${o.subject}\n\n${o.body}\n`,
  outlook2013: (o, note) => `${note}\n\nFrom: ${o.fromName} [mailto:${o.fromAddress}]\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.name}\nSubject: ${o.subject}\n\n${o.body}\n`,
  outlook2019: (o, note) => `${note}\n\n-----Original Message-----\nFrom: ${o.fromName} <${o.fromAddress}>\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.name} <${COACH.address}>\nSubject: ${o.subject}\n\n${o.body}\n`,
  newOutlook: (o, note) => `${note}\n\nFrom: ${o.fromName} <${o.fromAddress}>\nSent: Monday, March 3, 2025 7:42 AM\nTo: ${COACH.address}\nSubject: ${o.subject}\n\n${o.body}\n`,
  appleMail: (o, note) => `${note}\n\nBegin forwarded message:\n\nFrom: ${o.fromName} <${o.fromAddress}>\nSubject: ${o.subject}\nDate: March 3, 2025 at 7:42:00 AM EST\nTo: ${COACH.address}\n\n${o.body}\n`,
  yahoo: (o, note) => `${note}\n\n----- Forwarded Message -----\nFrom: ${o.fromName} <${o.fromAddress}>\nTo: ${COACH.address}\nSent: Monday, March 3, 2025, 07:42:00 AM EST\nSubject: ${o.subject}\n\n${o.body}\n`,
  thunderbird: (o, note) => `${note}\n\n-------- Forwarded Message --------\nSubject: ${o.subject}\nDate: Mon, 3 Mar 2025 07:42:00 -0500\nFrom: ${o.fromName} <${o.fromAddress}>\nTo: ${COACH.address}\n\n${o.body}\n`,
  gmailSpanish: (o, note) => `${note}\n\n---------- Mensaje reenviado ---------\nDe: ${o.fromName} <${o.fromAddress}>\nDate: lun, 3 mar 2025 a las 7:42\nSubject: ${o.subject}\nTo: <${COACH.address}>\n\n${o.body}\n`,
  outlookFrench: (o, note) => `${note}\n\n________________________________\nDe : ${o.fromName} <${o.fromAddress}>\nEnvoyé : lundi 3 mars 2025 07:42\nÀ : ${COACH.address}\nObjet : ${o.subject}\n\n${o.body}\n`,
};

export interface RawOptions {
  subject?: string;
  from?: string;
  contentType?: string;
  encoding?: "7bit" | "quoted-printable" | "base64";
  messageId?: string;
}

/** A single-part message as the forwarding coach's mail client sends it. */
export function rawMessage(body: string, options: RawOptions = {}): Buffer {
  const encoding = options.encoding ?? "8bit";
  const encoded = encoding === "base64" ? wrap76(Buffer.from(body, "utf8").toString("base64")) : encoding === "quoted-printable" ? quotedPrintable(body) : body;
  return Buffer.from(
    [
      `From: ${options.from ?? `${COACH.name} <${COACH.address}>`}`,
      "To: ellis-k3@in.inboxscout.app",
      `Subject: ${options.subject ?? "Fwd: recruit"}`,
      `Message-ID: <${options.messageId ?? "fixture-1@mail.example"}>`,
      "Date: Mon, 03 Mar 2025 09:00:00 -0500",
      "MIME-Version: 1.0",
      `Content-Type: ${options.contentType ?? "text/plain"}; charset=utf-8`,
      `Content-Transfer-Encoding: ${encoding}`,
      "",
      encoded,
    ].join("\r\n"),
  );
}

/** How the coach's forward that attaches a message is addressed; any part left out is the fixtures' coach's. */
interface AttachingEnvelope {
  from: string;
  to: string;
  subject: string;
  date: string;
  messageId: string;
  filename: string;
}

const COACH_ATTACHING: AttachingEnvelope = {
  from: `${COACH.name} <${COACH.address}>`,
  to: "ellis-k3@in.inboxscout.app",
  subject: "Fwd: recruit",
  // Dated while the fixtures' classes (2027 and on) are still in high school.
  date: "Mon, 03 Mar 2025 09:00:00 -0500",
  messageId: "<outer@mail.example>",
  filename: "athlete.eml",
};

/** The coach's note with a whole message (its raw headers and body) attached as an .eml file. */
export function attaching(note: string, innerRaw: string, envelope: Partial<AttachingEnvelope> = {}): Buffer {
  const { from, to, subject, date, messageId, filename } = { ...COACH_ATTACHING, ...envelope };
  return Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      `Subject: ${subject}`,
      `Date: ${date}`,
      `Message-ID: ${messageId}`,
      "MIME-Version: 1.0",
      'Content-Type: multipart/mixed; boundary="b1"',
      "",
      "--b1",
      "Content-Type: text/plain; charset=utf-8",
      "",
      note,
      "--b1",
      `Content-Type: message/rfc822; name="${filename}"`,
      `Content-Disposition: attachment; filename="${filename}"`,
      "",
      innerRaw,
      "--b1--",
      "",
    ].join("\r\n"),
  );
}

/** The coach's note with the athlete's message attached as an .eml file. */
export function withAttachedMessage(note: string, original: Original): Buffer {
  const inner = [`From: ${original.fromName} <${original.fromAddress}>`, `To: ${COACH.address}`, `Subject: ${original.subject}`, "Message-ID: <inner@mail.example>", "Content-Type: text/plain; charset=utf-8", "", original.body].join("\r\n");
  return attaching(note, inner);
}

export const COACH_MAILBOX = COACH;

function wrap76(text: string): string {
  return text.replace(/.{1,76}/g, "$&\r\n").trimEnd();
}

function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/\r?\n/g, "\r\n"), "utf8");
  let out = "";
  let lineLength = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    if (byte === 13 && bytes[index + 1] === 10) {
      out += "\r\n";
      lineLength = 0;
      index++;
      continue;
    }
    const piece = (byte >= 33 && byte <= 126 && byte !== 61) || byte === 32 ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    if (lineLength + piece.length > 73) {
      out += "=\r\n";
      lineLength = 0;
    }
    out += piece;
    lineLength += piece.length;
  }
  return out;
}

/** An athlete's own short introduction to Coach Walker, as a whole message. */
const introductionTo = (name: string, address: string, line: string) =>
  `From: ${name} <${address}>\r\nTo: Kelly Walker <kwalker@northfield.edu>\r\nSubject: ${line}\r\nDate: Mon, 16 Nov 2026 19:02:00 -0500\r\nMessage-ID: <${address}@x>\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nHi Coach Walker,\r\n\r\nMy name is ${name}, ${line}. Film: https://youtu.be/Ab12Cd34Ef5\r\n\r\n${name}\r\n`;

const BUNDLED_ATHLETES = [
  ["Riley Chen", "rileychen28@gmail.com", "a 2028 setter at Lakeview HS"],
  ["Maya Ortiz", "mayaortiz28@gmail.com", "a 2028 outside hitter at Central HS"],
  ["Jada Brooks", "jadabrooks27@gmail.com", "a 2027 libero at Westfield HS"],
] as const;

/**
 * A forward of three selected emails, each attached beside the others: as Outlook disposes them ("attachment"), or
 * "inline" as nodemailer and some clients do.
 */
export const bundleOfAttached = (disposition: "attachment" | "inline" = "attachment") => Buffer.from(
  `From: Kelly Walker <kwalker@northfield.edu>\r\nTo: kelly@scout.inboxscout.app\r\nSubject: Three recruits\r\nDate: Wed, 18 Nov 2026 08:00:00 -0500\r\nMessage-ID: <outer@x>\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary="b1"\r\n\r\n` +
    `--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nThree for you.\r\n\r\n` +
    BUNDLED_ATHLETES.map(([name, address, line]) => `--b1\r\nContent-Type: message/rfc822\r\nContent-Disposition: ${disposition}; filename="${name}.eml"\r\n\r\n${introductionTo(name, address, line)}\r\n`).join("") +
    `--b1--\r\n`,
);

/** Gmail's "Forward all" of two emails to the coach: written one after another in one forward. */
export const FORWARD_ALL = rawMessage(
  `Two for you.\n\n${BUNDLED_ATHLETES.slice(0, 2)
    .map(([name, address, line]) => `---------- Forwarded message ---------\nFrom: ${name} <${address}>\nDate: Mon, Nov 16, 2026 at 7:02 PM\nSubject: ${line}\nTo: Kelly Walker <kwalker@northfield.edu>\n\n\nHi Coach Walker,\n\nMy name is ${name}, ${line}. Film: https://youtu.be/Ab12Cd34Ef5\n\n${name}\n`)
    .join("\n\n")}`,
  { from: "Kelly Walker <kwalker@northfield.edu>", subject: "Fwd: two recruits" },
);

/** What the engine reads from MAYA's email, as the extract line writes it. */
export const MAYA_LINE = {
  first_name: "Maya",
  last_name: "Thompson",
  grad_year: 2027,
  positions: ["OH"],
  height_inches: 73,
  club_team: "KJV 17 Elite",
  high_school: "Lafayette High School",
  city: "Lexington",
  state: "KY",
  gpa: 3.9,
  email: "maya.thompson.vb@gmail.com",
  phone: "+18595550142",
  video_urls: ["https://www.hudl.com/video/3/123/abc"],
};
