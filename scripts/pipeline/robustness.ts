/**
 * npm run pipeline:robustness -- [--only <text>] [--verbose]
 * Runs each transform of scripts/pipeline/robustness/ over the tuning split and scores the changed emails against
 * their changed labels, beside the same emails unchanged: a drop is a shape of real mail the engine is brittle
 * to, found without writing new mail. --only keeps the transforms whose name contains the text; --verbose lists each
 * disagreement the transform added. Tuning split only: the held-out splits stay unseen.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { SPLIT_DIRS } from "../../tests/pipeline/corpus/splits";
import { readLabels } from "./corpus";
import { TRANSFORMS } from "./robustness/index";
import type { CorpusEmail, Transform } from "./robustness/transform";
import { finishSplit, newSplitResult, scoreEmail, type SplitResult } from "./scoring";

async function readTuningSplit(): Promise<CorpusEmail[]> {
  const dir = SPLIT_DIRS.tuning;
  const emails: CorpusEmail[] = [];
  for (const label of await readLabels(dir)) {
    const raw = await readFile(join(dir, label.file));
    emails.push({ label, raw, message: await simpleParser(raw) });
  }
  return emails;
}

async function runTransform(transform: Transform, emails: readonly CorpusEmail[]) {
  const before = newSplitResult(`${transform.name}: unchanged`);
  const after = newSplitResult(transform.name);
  for (const email of emails) {
    const variant = transform.apply(email);
    if (!variant) continue;
    await scoreEmail(before, email.label, email.raw);
    await scoreEmail(after, variant.label, variant.raw);
  }
  return { before: finishSplit(before), after: finishSplit(after) };
}

const figure = (value: number) => value.toFixed(3);
const ratio = (count: number, total: number) => (total ? count / total : 1);

function row(before: SplitResult, after: SplitResult): string[] {
  const pair = (a: number, b: number) => `${figure(a)} → ${figure(b)}${b < a ? " ✘" : ""}`;
  return [
    String(after.emails),
    pair(ratio(before.recruitingRight, before.emails), ratio(after.recruitingRight, after.emails)),
    pair(before.coreMacroF1, after.coreMacroF1),
    pair(ratio(before.athletes.found, before.athletes.labelled), ratio(after.athletes.found, after.athletes.labelled)),
    pair(ratio(before.roleRight, before.emails), ratio(after.roleRight, after.emails)),
    `${before.recruiting.filtered.length} → ${after.recruiting.filtered.length}`,
    `${before.notRecruitingForReview} → ${after.notRecruitingForReview}`,
  ];
}

async function main() {
  const args = process.argv.slice(2);
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
  const transforms = TRANSFORMS.filter((transform) => !only || transform.name.includes(only));
  if (!transforms.length) throw new Error(`No transform's name contains "${only}".`);
  const emails = await readTuningSplit();
  const header = ["transform", "emails", "recruiting accuracy", "core macro-F1", "athletes found", "sender role", "filtered", "non-rec to review"];
  const rows: string[][] = [];
  for (const transform of transforms) {
    const { before, after } = await runTransform(transform, emails);
    rows.push([transform.name, ...row(before, after)]);
    if (args.includes("--verbose")) {
      const known = new Set(before.disagreements);
      const added = after.disagreements.filter((line) => !known.has(line));
      console.log(`\n== ${transform.name}: ${added.length} new disagreements ==\n${transform.why}\n${added.join("\n")}`);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]?.length ?? 0)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\nTuning split, each transform's emails unchanged → changed:\n${format(header)}\n${rows.map(format).join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
