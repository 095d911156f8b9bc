import { db } from "../../functions/src/lib/admin";
import { TEST_URLS } from "./testStack";
import { eventually } from "./eventually";

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  attachments?: Array<{ generatedFileName: string; contentType: string; fileName?: string }>;
}

/** Every email the mail catcher holds for one recipient. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${TEST_URLS.mail}/api/email`);
  const emails = (await response.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until everything queued to `address` has been delivered, so what the mail catcher holds for it is final. */
export const mailSettled = (address: string) =>
  eventually(
    async () => {
      const queued = await db.collection("mail").where("to", "==", address).get();
      return queued.docs.every((doc) => doc.get("delivery.state") === "SUCCESS") || undefined;
    },
    30_000,
    `mail to ${address} delivered`,
  );

/** Waits for an email to `address` whose subject contains `subject`. */
export function waitForEmail(address: string, subject: string, timeoutMs = 20_000): Promise<CaughtEmail> {
  return eventually(
    async () => (await emailsTo(address)).find((email) => email.subject.includes(subject)),
    timeoutMs,
    `an email to ${address} about "${subject}"`,
  );
}

/** A header of a caught email (folded lines unfolded), read from its raw source; undefined when absent. */
export async function emailHeader(email: CaughtEmail, name: string): Promise<string | undefined> {
  const source = await (await fetch(`${TEST_URLS.mail}/api/email/${email.id}/source`)).text();
  const headers = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = headers.split(/\r?\n/).find((header) => header.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The HTML of a caught email as the mail catcher serves it, inline images (cid:) pointing at its attachments. */
export const emailHtmlUrl = (email: CaughtEmail) => `${TEST_URLS.mail}/api/email/${email.id}/html`;

/** The bytes of a caught email's attachment whose type starts with `contentType`. */
export async function attachmentBytes(email: CaughtEmail, contentType: string): Promise<Buffer> {
  const attachment = email.attachments?.find((file) => file.contentType.startsWith(contentType));
  if (!attachment) throw new Error(`No ${contentType} attachment on "${email.subject}"`);
  return Buffer.from(await (await fetch(`${TEST_URLS.mail}/api/email/${email.id}/attachment/${attachment.generatedFileName}`)).arrayBuffer());
}
