/**
 * Writes the corpus: one .eml per entry and labels.jsonl, from the entries in ./emails/. The entries are the
 * source of truth; rerun after editing one: `npx tsx tests/pipeline/corpus/build/build.ts`.
 * Prints the counts by tag used in the README.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { corpusLabelSchema } from "../labelSchema.ts";
import { CORPUS_SPLITS, SPLIT_DIRS, type CorpusSplit } from "../splits.ts";
import type { CorpusEntry } from "./labels.ts";
import { renderMessage } from "./mime.ts";
import { ENTRIES } from "./emails/index.ts";
import { HELD_OUT_ENTRIES } from "./emails/heldOut/index.ts";
import { SECOND_HELD_OUT_ENTRIES } from "./emails/secondHeldOut/index.ts";
import { THIRD_HELD_OUT_ENTRIES } from "./emails/thirdHeldOut/index.ts";
import { FOURTH_HELD_OUT_ENTRIES } from "./emails/fourthHeldOut/index.ts";

const SPLIT_ENTRIES: Record<CorpusSplit, readonly CorpusEntry[]> = {
  tuning: ENTRIES,
  "held-out": HELD_OUT_ENTRIES,
  "second-held-out": SECOND_HELD_OUT_ENTRIES,
  "third-held-out": THIRD_HELD_OUT_ENTRIES,
  "fourth-held-out": FOURTH_HELD_OUT_ENTRIES,
};

function checkNames(entries: readonly CorpusEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) throw new Error(`duplicate corpus name ${entry.name}`);
    seen.add(entry.name);
  }
}

/** A family lives in one split: a held-out score would otherwise measure what was tuned. */
function checkFamilies(): void {
  const splitOfFamily = new Map<string, CorpusSplit>();
  for (const split of CORPUS_SPLITS) {
    for (const entry of SPLIT_ENTRIES[split]) {
      if (split !== "tuning" && !entry.family) throw new Error(`held-out email ${entry.name} names no family`);
      const other = splitOfFamily.get(familyOf(entry));
      if (other && other !== split) throw new Error(`family ${familyOf(entry)} is in the ${other} and ${split} splits`);
      splitOfFamily.set(familyOf(entry), split);
    }
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
  checkNames(CORPUS_SPLITS.flatMap((split) => SPLIT_ENTRIES[split]));
  checkFamilies();
  for (const split of CORPUS_SPLITS) await writeSplit(split, SPLIT_ENTRIES[split]);
}

await main();
