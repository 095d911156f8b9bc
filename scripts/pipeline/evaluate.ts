/**
 * npm run pipeline:eval -- [corpus dir] [--verbose] [--show-held-out]
 * Runs the engine on every labelled email and prints, per split (tuning, each held-out split, then all held-out
 * splits together; or the one directory given): per-field precision, recall and F1, the core macro-F1, recruiting and sender-role
 * accuracy, what the inbox would do with each email (recruiting, needs review, filtered), against the
 * issue's targets, and how many labelled athletes the engine gave (an email labelled with `athletes` is
 * scored per athlete, each against the extracted athlete with her name). --verbose lists the tuning split's disagreements, and the held-out split's only
 * with --show-held-out too, which spends them: look only when reporting, never while tuning.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HELD_OUT_SPLITS, SPLIT_DIRS } from "../../tests/pipeline/corpus/splits";
import { readLabels } from "./corpus";
import { finishSplit, newSplitResult, printSplit, scoreEmail, type SplitResult } from "./scoring";

/** Scores the emails of one or more corpus directories as one set. */
async function evaluateSplit(name: string, dirs: readonly string[]): Promise<SplitResult> {
  const result = newSplitResult(name);
  for (const dir of dirs) {
    for (const label of await readLabels(dir)) await scoreEmail(result, label, await readFile(join(dir, label.file)));
  }
  return finishSplit(result);
}

async function main() {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith("--"));
  const showHeldOut = args.includes("--show-held-out");
  const splits = dir ? [{ name: `corpus: ${dir}`, dirs: [dir], listed: true, targets: false }] : [
    { name: "tuning split", dirs: [SPLIT_DIRS.tuning], listed: true, targets: false },
    { name: "held-out split (frozen at f4e2f2b)", dirs: [SPLIT_DIRS["held-out"]], listed: showHeldOut, targets: true },
    { name: "second held-out split (frozen at stop 29)", dirs: [SPLIT_DIRS["second-held-out"]], listed: showHeldOut, targets: true },
    { name: "third held-out split (frozen at stop 36)", dirs: [SPLIT_DIRS["third-held-out"]], listed: showHeldOut, targets: true },
    { name: "fourth held-out split (frozen at stop 37)", dirs: [SPLIT_DIRS["fourth-held-out"]], listed: showHeldOut, targets: true },
    { name: "all held-out splits together", dirs: HELD_OUT_SPLITS.map((split) => SPLIT_DIRS[split]), listed: false, targets: true },
  ];
  for (const split of splits) {
    const result = await evaluateSplit(split.name, split.dirs);
    printSplit(result, split);
    if (args.includes("--verbose") && split.listed) {
      if (result.recruiting.filtered.length) console.log(`\nrecruiting emails filtered:\n${result.recruiting.filtered.join("\n")}`);
      console.log(`\n${result.disagreements.join("\n")}`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
