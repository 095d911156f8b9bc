/**
 * Writes the corpus: one .eml per entry and labels.jsonl, from the entries in ./emails/. The entries are the
 * source of truth; rerun after editing one: `npx tsx tests/pipeline/corpus/build/build.ts`.
 * Prints the counts by tag used in the README.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { corpusLabelSchema } from "../labelSchema.ts";
import type { CorpusEntry } from "./labels.ts";
import { renderMessage } from "./mime.ts";
import { ENTRIES } from "./emails/index.ts";

const corpusDir = join(dirname(fileURLToPath(import.meta.url)), "..");

function checkNames(entries: readonly CorpusEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`duplicate corpus name ${entry.name}`);
    seen.add(entry.name);
  }
}

async function main(): Promise<void> {
  checkNames(ENTRIES);
  for (const file of readdirSync(corpusDir)) if (file.endsWith(".eml")) rmSync(join(corpusDir, file));
  const lines: string[] = [];
  const tagCounts = new Map<string, number>();
  for (const entry of ENTRIES) {
    const label = corpusLabelSchema.parse({ file: `${entry.name}.eml`, ...entry.label });
    writeFileSync(join(corpusDir, label.file), await renderMessage(entry.message, entry.name));
    lines.push(JSON.stringify(label));
    const kinds = [label.is_recruiting ? "recruiting" : "not-recruiting", `role:${label.sender_role}`, ...entry.tags];
    for (const tag of kinds) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  writeFileSync(join(corpusDir, "labels.jsonl"), `${lines.join("\n")}\n`);
  console.log(`${ENTRIES.length} emails`);
  for (const [tag, count] of [...tagCounts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`${String(count).padStart(4)}  ${tag}`);
}

await main();
