import { z } from "zod";

/**
 * Importing an exported recruiting folder: the browser splits .mbox files into messages as it reads them
 * and sends them in batches, each call well under the callable request cap (10 MB): base64 makes 4 bytes
 * of 3, so a batch carries at most IMPORT_BATCH_BYTES of messages.
 */
export const IMPORT_BATCH_BYTES = 3 * 1024 * 1024;
/** The files the Import page takes: single emails and mailbox exports (the legal texts and FAQ say so too). */
export const IMPORT_FILE_EXTENSIONS = [".eml", ".mbox"] as const;
/** A single message larger than a batch cannot be imported this way; the coach forwards it instead. */
export const IMPORT_MESSAGE_MAX_BYTES = IMPORT_BATCH_BYTES;
export const IMPORT_BATCH_MESSAGES = 100;
/** The JSON request of one batch, base64 and field names included. */
export const IMPORT_REQUEST_MAX_BYTES = Math.ceil((IMPORT_BATCH_BYTES * 4) / 3) + IMPORT_BATCH_MESSAGES * 100 + 1024;

export const IMPORT_MESSAGES = {
  notAnEmail: "Not an email (no message headers); skipped.",
  tooLarge: "Larger than 3 MB; forward this one to your address instead.",
  unreadableFile: `Only ${IMPORT_FILE_EXTENSIONS.join(" and ")} files can be imported.`,
} as const;

const importId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Not an import id.");

export const importMessagesRequestSchema = z
  .object({
    importId,
    messages: z
      .array(z.object({ index: z.number().int().nonnegative(), raw: z.base64().max(Math.ceil((IMPORT_MESSAGE_MAX_BYTES * 4) / 3) + 4, IMPORT_MESSAGES.tooLarge) }).strict())
      .min(1)
      .max(IMPORT_BATCH_MESSAGES),
  })
  .strict();

export const IMPORT_OUTCOMES = ["imported", "duplicate", "not-an-email"] as const;
export const importMessagesResponseSchema = z.object({
  results: z.array(z.object({ index: z.number().int().nonnegative(), outcome: z.enum(IMPORT_OUTCOMES) })),
});
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export const importStatusRequestSchema = z.object({ importId }).strict();
/** Where an import stands: stored, read so far, summarised, and athletes new since it began. */
export const importStatusResponseSchema = z.object({
  stored: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  summarised: z.number().int().nonnegative(),
  newAthletes: z.number().int().nonnegative(),
});
export type ImportStatus = z.infer<typeof importStatusResponseSchema>;

