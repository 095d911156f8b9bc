import MimeNode from "nodemailer/lib/mime-node";
import { MAX_SEPARATED_EMAILS, type Mailbox } from "@machines/inbox/processedEmail";
import type { ParsedMessage } from "./mime/parseMime";
import type { ForwardedEmail } from "./mime/unwrapForward";

/** One email bundled with the one read: attached whole beside it, or written out before it. */
type BundledEmail = { message: Buffer } | { email: ForwardedEmail };

/**
 * The other emails of a forward that bundles several, as the engine found them while reading it, and how many were
 * left out past MAX_SEPARATED_EMAILS. It holds raw bytes: it goes beside the ProcessedEmail, never into it.
 */
export interface BundledEmails {
  /** The coach's forward they came in: each one's own forward has its headers. */
  forward: Pick<ParsedMessage, "from" | "to" | "subject" | "date">;
  emails: BundledEmail[];
  leftOut: number;
}

/**
 * A coach who forwards several emails at once sends them in one: Outlook attaches each selected email beside the
 * first, Gmail's "Forward all" writes them one after another. The engine reads one (the first attached, or the last
 * written); these are the others, in their order: the ones attached after the first, then the ones written before
 * the last (`forwardedBefore`, from the forwards the engine unwrapped).
 */
export function bundledEmailsOf({ from, to, subject, date, attachedMessages }: ParsedMessage, forwardedBefore: ForwardedEmail[]): BundledEmails {
  const bundled = [...attachedMessages.slice(1).map((message) => ({ message })), ...forwardedBefore.map((email) => ({ email }))];
  const emails = bundled.slice(0, MAX_SEPARATED_EMAILS);
  return { forward: { from, to, subject, date }, emails, leftOut: bundled.length - emails.length };
}

/**
 * Each bundled email as a message of its own, forwarded by the same coach, so that each is read, summarised or
 * filtered on its own. `key` names the bundle (the inbox's email id) and each message is named by its place in it:
 * the same bundle always gives the same bytes, so a retried separation stores nothing twice.
 */
export function separatedMessages({ forward, emails }: BundledEmails, key: string): Promise<Buffer[]> {
  return Promise.all(emails.map((email, index) => forwardOf(forward, email, `${key}-${index + 1}`)));
}

/** The coach's forward of one bundled email: the outer message's headers around it, attached whole or written out. */
function forwardOf(outer: BundledEmails["forward"], part: BundledEmail, id: string): Promise<Buffer> {
  const isAttached = "message" in part;
  const root = new MimeNode(isAttached ? "multipart/mixed" : "text/plain; charset=utf-8", { baseBoundary: id });
  // A bundle without a Date still gives the same bytes on every retry.
  root.setHeader({ From: addressOf(outer.from), To: outer.to.map(addressOf), Subject: outer.subject, Date: outer.date ?? new Date(0), "Message-ID": `<${id}@separated.invalid>` });
  if (isAttached) {
    root.appendChild(new MimeNode("text/plain; charset=utf-8")).setContent("");
    root.appendChild(new MimeNode("message/rfc822", { filename: "forwarded.eml" })).setHeader("Content-Disposition", "attachment").setContent(part.message);
  } else {
    root.setContent(forwardedBlock(part.email));
  }
  return root.build();
}

/** A forwarded email written out as Gmail writes each one of a "Forward all". */
function forwardedBlock({ header, text }: ForwardedEmail): string {
  const lines = ["---------- Forwarded message ---------", `From: ${mailboxText(header.from)}`];
  if (header.date) lines.push(`Date: ${header.date}`);
  if (header.subject) lines.push(`Subject: ${header.subject}`);
  if (header.to.length) lines.push(`To: ${header.to.map(mailboxText).join(", ")}`);
  return `${lines.join("\n")}\n\n${text}\n`;
}

const addressOf = (mailbox: Mailbox | null) => ({ name: mailbox?.name ?? "", address: mailbox?.address ?? "" });

function mailboxText(mailbox: Mailbox | null): string {
  if (!mailbox) return "";
  if (!mailbox.name) return mailbox.address ?? "";
  return mailbox.address ? `"${mailbox.name.replace(/["\\]/g, "")}" <${mailbox.address}>` : mailbox.name;
}
