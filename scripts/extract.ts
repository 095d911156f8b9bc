/**
 * npm run extract -- <file.eml | file.mbox | file.jsonl>
 * Runs the email engine offline on every message and prints one JSON line per email:
 * {"id","is_recruiting","sender_role","athlete":{…}} (see machines/inbox/extractLine.ts).
 * The id is the Message-ID for .eml and .mbox (a hash of the message's bytes when it has none), the
 * "id" field for .jsonl. Progress, bad .jsonl lines and one line per message the engine read only in
 * part (a limit it hit: which message, and its warnings) go to stderr (exit code 1 when a line was
 * skipped). Use `npm run -s extract` to keep npm's own banner out of stdout.
 */
import type { ProcessedEmail } from "@machines/inbox/processedEmail";
import { processRawEmail, processTextEmail, toExtractLine } from "../functions/src/pipeline/index";
import { contentId, openSource } from "./pipeline/messageSources";
import { progressBar } from "./pipeline/progress";

async function main() {
  const path = process.argv[2];
  if (!path) {
    process.stderr.write("usage: npm run extract -- <file.eml | file.mbox | file.jsonl>\n");
    process.exit(2);
  }
  const source = await openSource(path);
  const progress = progressBar(source.size);
  let invalid = 0;
  for await (const message of source.messages) {
    // A bad line is reported and skipped; the other emails still come out, and the exit code says so.
    if (message.kind === "invalid") {
      invalid++;
      process.stderr.write(`extract: ${message.where}: ${message.problem}\n`);
      continue;
    }
    const email = message.kind === "raw" ? await processRawEmail(message.raw) : processTextEmail(message);
    const id = message.kind === "raw" ? (email.messageId ?? contentId(message.raw)) : message.id;
    warnAboutLimits(email, id, message.kind === "raw" ? message.where : path);
    const line = toExtractLine(email, id);
    if (!process.stdout.write(`${JSON.stringify(line)}\n`)) await new Promise((resolve) => process.stdout.once("drain", resolve));
    progress.tick(source.bytesRead());
  }
  progress.finish();
  if (invalid) process.exitCode = 1;
}

/** One stderr line for a message a limit cut short (it needs a person's look), and the run goes on. */
function warnAboutLimits(email: ProcessedEmail, id: string | null, where: string) {
  if (!email.warnings?.length) return;
  process.stderr.write(`extract: ${where}${id ? ` <${id}>` : ""}: ${email.warnings.join("; ")}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`extract: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
