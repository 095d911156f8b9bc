import { createRequire } from "node:module";

// The functions' own nodemailer builds the test messages (MIME as real clients write it).
const functionsRequire = createRequire(new URL("../../functions/package.json", import.meta.url));
export const MailComposer = functionsRequire("nodemailer/lib/mail-composer") as new (mail: Record<string, unknown>) => { compile(): { build(): Promise<Buffer> } };
export const SMTPConnection = functionsRequire("nodemailer/lib/smtp-connection") as typeof import("nodemailer/lib/smtp-connection");
