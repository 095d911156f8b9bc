/**
 * Writes the corpus: one .eml per entry and labels.jsonl, from the entries in ./emails/. The entries are the
 * source of truth; rerun after editing one: `npx tsx tests/pipeline/corpus/build/build.ts`.
 * Prints the counts by tag used in the README.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { corpusLabelSchema } from "../labelSchema.ts";
import { SPLIT_DIRS, type CorpusSplit } from "../splits.ts";
import type { CorpusEntry } from "./labels.ts";
import { renderMessage } from "./mime.ts";
import { ENTRIES } from "./emails/index.ts";
import { HELD_OUT_ENTRIES } from "./emails/heldOut/index.ts";

function checkNames(entries: readonly CorpusEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`duplicate corpus name ${entry.name}`);
    seen.add(entry.name);
  }
}

/** A held-out family must not also be a tuning family: the held-out score would measure what was tuned. */
function checkFamilies(tuning: readonly CorpusEntry[], heldOut: readonly CorpusEntry[]): void {
  const tuningFamilies = new Set(tuning.map(familyOf));
  for (const entry of heldOut) {
    if (!entry.family) throw new Error(`held-out email ${entry.name} names no family`);
    if (tuningFamilies.has(entry.family)) throw new Error(`family ${entry.family} is in both splits`);
  }
}

const familyOf = (entry: CorpusEntry) => entry.family ?? entry.name;

async function writeSplit(split: CorpusSplit, entries: readonly CorpusEntry[]): Promise<void> {
  const dir = SPLIT_DIRS[split];
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith(".eml")) rmSync(join(dir, file));
  const lines: string[] = [];
  const tagCounts = new Map<string, number>();
  for (const entry of entries) {
    const label = corpusLabelSchema.parse({ file: `${entry.name}.eml`, family: familyOf(entry), ...entry.label });
    writeFileSync(join(dir, label.file), await renderMessage(entry.message, entry.name));
    lines.push(JSON.stringify(label));
    const kinds = [label.is_recruiting ? "recruiting" : "not-recruiting", `role:${label.sender_role}`, ...entry.tags];
    for (const tag of kinds) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
  }
  writeFileSync(join(dir, "labels.jsonl"), lines.length ? `${lines.join("\n")}\n` : "");
  console.log(`\n${split}: ${entries.length} emails in ${new Set(entries.map(familyOf)).size} families`);
  for (const [tag, count] of [...tagCounts].sort((a, b) => a[0].localeCompare(b[0]))) console.log(`${String(count).padStart(4)}  ${tag}`);
}

async function main(): Promise<void> {
  checkNames([...ENTRIES, ...HELD_OUT_ENTRIES]);
  checkFamilies(ENTRIES, HELD_OUT_ENTRIES);
  await writeSplit("tuning", ENTRIES);
  await writeSplit("held-out", HELD_OUT_ENTRIES);
}

await main();
