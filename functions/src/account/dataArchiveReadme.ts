import { ATHLETE_CSV_COLUMNS } from "@machines/inbox/athleteCsv";
import { BRAND } from "@machines/brand";
import { RETENTION_DAYS } from "@machines/productFacts";
import { RAW_EMAIL_CHUNKS, type FootprintPart } from "./footprint";

/** Where each part of the footprint goes in the archive: records/<path without ids>.json. */
export const recordsFileOf = (label: string) => `records/${label.replace(/\/\{[^}]+\}/g, "").replaceAll("/", "-")}.json`;

/**
 * README.txt at the top of the data archive: what each file is and how its contents are shaped, in the
 * coach's words, so the archive can be read without us.
 */
export function dataArchiveReadme(input: { email: string; exportedAt: Date; parts: readonly FootprintPart[]; emailCount: number }): string {
  const records = input.parts.filter((part) => part.label !== RAW_EMAIL_CHUNKS).map((part) => `    ${recordsFileOf(part.label)}\n        ${part.about}`);
  return `${BRAND.name}: all the data we hold about ${input.email}
Exported ${input.exportedAt.toISOString()} (UTC).

This archive holds everything ${BRAND.name} keeps about your account, in four forms:

athletes.csv
    Your athletes as a spreadsheet, one row per athlete (UTF-8; opens in Excel, Numbers and Google
    Sheets). Columns: ${ATHLETE_CSV_COLUMNS.join(", ")}.
    A cell that would start a spreadsheet formula starts with an apostrophe instead.

emails/
    The email(s) you forwarded or imported in the last ${RETENTION_DAYS.rawEmail} days, each exactly as we received it, as
    an .eml file your mail program opens. Named <date received>-<id>.eml. We delete an email's original
    ${RETENTION_DAYS.rawEmail} days after reading it; emails.json still lists all ${input.emailCount}.

emails.json
    One entry per email, as the portal's Inbox lists it:
      id           the email's id (also in its file name)
      file         its .eml file in emails/, or null if its original was deleted after
                   ${RETENTION_DAYS.rawEmail} days or could not be read (then "problem" says which; its
                   other records are still here)
      receivedAt   when it reached ${BRAND.name} (ISO 8601, UTC)
      from         who wrote the original (the athlete, a parent, a club), when it was read
      subject      its subject
      forwardedBy  who forwarded it to your ${BRAND.name} address
      state        where it stands: {"status": "summarised" | "filtered" | "needs_review" | "held" |
                   "failed" | "received", ...} with the reason, confidence or warnings
      rescued      true when you marked a filtered email as recruiting
      athletes     the names of the athletes it introduces
      attachments  its attachments by name, and whether their text was read

records/
    Every stored document, as JSON: each file is a list of documents, each with its "id" and its
    fields. Times are ISO 8601 (UTC); binary values are base64. The files:
${records.join("\n")}

Questions about this archive: reply to any email from ${BRAND.name}, or use the contact page.
`;
}
