/**
 * npm run pipeline:eval -- [corpus dir] [--verbose]
 * Runs the engine on every labelled email of the corpus (default tests/pipeline/corpus) and prints
 * per-field precision, recall and F1, recruiting accuracy and sender-role accuracy. --verbose lists
 * every disagreement.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EXTRACT_LINE_FIELDS, type ExtractLineAthlete } from "../../machines/inbox/extractLine";
import { processRawEmail, toExtractLine } from "../../functions/src/pipeline/index";
import { compareRole } from "./roles";
import { readLabels } from "./corpus";
import { listItem, sameValue } from "./compareFields";

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const dir = args.find((arg) => !arg.startsWith("--")) ?? "tests/pipeline/corpus";
  const labels = await readLabels(dir);
  const counts = new Map(EXTRACT_LINE_FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 } as Counts]));
  let recruitingRight = 0;
  let roleRight = 0;
  const disagreements: string[] = [];

  for (const label of labels) {
    const email = await processRawEmail(await readFile(join(dir, label.file)));
    const line = toExtractLine(email, email.messageId);
    if (line.is_recruiting === label.is_recruiting) recruitingRight++;
    else disagreements.push(`${label.file}: is_recruiting gold ${label.is_recruiting} got ${line.is_recruiting} (${email.reason})`);
    if (compareRole(label.sender_role, line.sender_role)) roleRight++;
    else disagreements.push(`${label.file}: sender_role gold ${label.sender_role} got ${line.sender_role}`);

    const gold: Partial<ExtractLineAthlete> = label.athlete ?? {};
    const predicted: Partial<ExtractLineAthlete> = line.athlete ?? {};
    for (const field of EXTRACT_LINE_FIELDS) {
      const count = counts.get(field)!;
      const g = gold[field] ?? null;
      const p = predicted[field] ?? null;
      if (field === "positions" || field === "video_urls") {
        const goldItems = new Set(((g as string[] | null) ?? []).map((item) => listItem(field, item)));
        const predictedItems = new Set(((p as string[] | null) ?? []).map((item) => listItem(field, item)));
        for (const item of predictedItems) {
          if (goldItems.has(item)) count.tp++;
          else count.fp++;
        }
        for (const item of goldItems) if (!predictedItems.has(item)) count.fn++;
        if ([...goldItems].sort().join() !== [...predictedItems].sort().join()) disagreements.push(`${label.file}: ${field} gold ${JSON.stringify(g)} got ${JSON.stringify(p)}`);
        continue;
      }
      if (g !== null && p !== null && sameValue(field, g, p)) count.tp++;
      else {
        if (p !== null) count.fp++;
        if (g !== null) count.fn++;
        if (g !== null || p !== null) disagreements.push(`${label.file}: ${field} gold ${JSON.stringify(g)} got ${JSON.stringify(p)}`);
      }
    }
  }

  const rows = [...counts].map(([field, { tp, fp, fn }]) => {
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { field, precision, recall, f1, support: tp + fn };
  });
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log(`corpus: ${dir} (${labels.length} emails)\n`);
  console.log(`${pad("field", 14)}${pad("precision", 11)}${pad("recall", 9)}${pad("F1", 7)}support`);
  for (const row of rows) console.log(`${pad(row.field, 14)}${pad(row.precision.toFixed(3), 11)}${pad(row.recall.toFixed(3), 9)}${pad(row.f1.toFixed(3), 7)}${row.support}`);
  console.log(`\nrecruiting accuracy  ${(recruitingRight / labels.length).toFixed(3)} (${recruitingRight}/${labels.length})`);
  console.log(`sender-role accuracy ${(roleRight / labels.length).toFixed(3)} (${roleRight}/${labels.length})`);
  if (verbose) console.log(`\n${disagreements.join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
