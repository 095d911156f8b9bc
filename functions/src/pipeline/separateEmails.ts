import MimeNode from "nodemailer/lib/mime-node";
import { MAX_SEPARATED_EMAILS, type Mailbox } from "@machines/inbox/processedEmail";
import { openAttachedOriginal, unwrapForwards } from "./engine";
import { Warnings } from "./limits";
import { normaliseText } from "./mime/normaliseText";
import { parseMime, type ParsedMessage } from "./mime/parseMime";
import type { ForwardedEmail } from "./mime/unwrapForward";

/** The emails bundled into one forward, each as a message of its own, and how many were left out past the limit. */
export interface SeparatedEmails {
  emails: Buffer[];
  leftOut: number;
}

/**
 * A coach who forwards several emails at once sends them in one: Outlook attaches each selected email beside the
 * first, Gmail's "Forward all" writes them one after another. The engine reads one (the first attached, or the last
 * written); this gives every other one back as a message of its own, forwarded by the same coach, so that each is
 * read, summarised or filtered on its own. `key` names the bundle (the inbox's email id): the same bundle always
 * gives the same bytes, so a retried separation stores nothing twice.
 */
export async function separateBundledEmails(raw: Buffer, key: string): Promise<SeparatedEmails> {
  const warnings = new Warnings();
  let parsed: ParsedMessage;
  try {
    parsed = await parseMime(raw, warnings);
  } catch {
    return { emails: [], leftOut: 0 };
  }
  const attached = await openAttachedOriginal(parsed, warnings, [], { warnBundled: false });
  const { forwardedBefore } = unwrapForwards(parsed, normaliseText(parsed.body, warnings), attached, warnings);
  const bundled = [...parsed.attachedMessages.slice(1).map((message) => ({ message })), ...forwardedBefore.map((email) => ({ email }))];
  const kept = bundled.slice(0, MAX_SEPARATED_EMAILS);
  const emails = await Promise.all(kept.map((part, index) => forwardOf(parsed, part, `${key}-${index + 1}`)));
  return { emails, leftOut: bundled.length - kept.length };
}

/** The coach's forward of one bundled email: the outer message's headers around it, attached whole or written out. */
function forwardOf(outer: ParsedMessage, part: { message: Buffer } | { email: ForwardedEmail }, id: string): Promise<Buffer> {
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
