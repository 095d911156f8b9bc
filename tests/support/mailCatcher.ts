import { TEST_URLS } from "./testStack";
import { eventually } from "./eventually";

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

/** Every email the mail catcher holds for one recipient. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  const response = await fetch(`${TEST_URLS.mail}/api/email`);
  const emails = (await response.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()));
}

/** Waits for an email to `address` whose subject contains `subject`. */
export function waitForEmail(address: string, subject: string, timeoutMs = 20_000): Promise<CaughtEmail> {
  return eventually(
    async () => (await emailsTo(address)).find((email) => email.subject.includes(subject)),
    timeoutMs,
    `an email to ${address} about "${subject}"`,
  );
}
