import type { ParsedMail } from "mailparser";

export const FORWARDING_COACH = { name: "Jordan Ellis", address: "jellis@state.edu" };
const INBOX_ADDRESS = "ellis-k3@in.inboxscout.app";

/** Who sent a parsed message, as "Name <address>" parts. */
export function senderOf(message: ParsedMail): { name: string; address: string } {
  const mailbox = message.from?.value[0];
  return { name: mailbox?.name ?? "", address: mailbox?.address ?? "" };
}

/**
 * A plain-text message from the forwarding coach to her InboxScout address, as her mail client sends it. It keeps
 * the original's date: the engine reads "junior" and "this spring" by when the email arrived.
 */
export function coachMessage(subject: string, text: string, options: { messageId: string; date: Date | undefined }): string {
  return [
    `From: ${FORWARDING_COACH.name} <${FORWARDING_COACH.address}>`,
    `To: ${INBOX_ADDRESS}`,
    `Subject: ${subject.replace(/[\r\n]+/g, " ")}`,
    `Date: ${(options.date ?? new Date("2025-03-03T12:42:00Z")).toUTCString()}`,
    `Message-ID: <${options.messageId}>`,
    "MIME-Version: 1.0",
    'Content-Type: text/plain; charset="utf-8"',
    "Content-Transfer-Encoding: 8bit",
    "",
    text.replace(/\r?\n/g, "\r\n"),
  ].join("\r\n");
}

/** Lines quoted as a reply or iPhone Mail quotes them: "> " before each, a bare ">" for an empty one. */
export const quotedLines = (text: string) => text.replace(/\r?\n/g, "\n").split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");

/** A Gmail-style answer above the writer's text, quoted ("On …, Name <address> wrote:"). */
export const answerQuoting = (answer: string, writer: { name: string; address: string }, text: string) => `${answer}\n\nOn Mon, Mar 3, 2025 at 7:42 AM ${writer.name} <${writer.address}> wrote:\n${quotedLines(text)}\n`;
