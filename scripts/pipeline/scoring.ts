/**
 * Scores the engine's output against gold labels, email by email, and prints a split's figures. The evaluation
 * (`npm run pipeline:eval`) and the robustness check (`npm run pipeline:robustness`) score the same way.
 */
import { REVIEW_BELOW_CONFIDENCE, engineOutcome } from "../../machines/inbox/engineOutcome";
import { EXTRACT_LINE_FIELDS, type ExtractLine, type ExtractLineAthlete, type GoldLabel } from "../../machines/inbox/extractLine";
import { processRawEmail, toExtractLine } from "../../functions/src/pipeline/index";
import { compareRole } from "./roles";
import { listItem, sameValue } from "./compareFields";

/** The targets on held-out mail. */
export const TARGETS = { recruitingAccuracy: 0.97, coreMacroF1: 0.95, recruitingFiltered: 0 };

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface SplitResult {
  name: string;
  emails: number;
  recruitingRight: number;
  roleRight: number;
  fields: Array<{ field: string; precision: number; recall: number; f1: number; support: number }>;
  coreMacroF1: number;
  /** Gold recruiting emails by what the inbox would do with them. */
  recruiting: { summarised: number; needsReview: number; filtered: string[] };
  /** Gold non-recruiting emails the coach is asked about. */
  notRecruitingForReview: number;
  /** Labelled athletes the engine gave (an extracted athlete with the same name), of all labelled, and extracted ones nobody labelled. */
  athletes: { found: number; labelled: number; unlabelled: number };
  /** Of the recruiting emails the classifier turned down, the most confident verdict: a review threshold above it catches them all. */
  worstMissConfidence: number | null;
  disagreements: string[];
  /** Per field, its true and false positives and false negatives so far. */
  counts: Map<string, Counts>;
}

function scoreFields(where: string, gold: Partial<ExtractLineAthlete>, predicted: Partial<ExtractLineAthlete>, counts: Map<string, Counts>, disagreements: string[]) {
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
      if ([...goldItems].sort().join() !== [...predictedItems].sort().join()) disagreements.push(`${where}: ${field} gold ${JSON.stringify(g)} got ${JSON.stringify(p)}`);
      continue;
    }
    if (g !== null && p !== null && sameValue(field, g, p)) count.tp++;
    else {
      if (p !== null) count.fp++;
      if (g !== null) count.fn++;
      if (g !== null || p !== null) disagreements.push(`${where}: ${field} gold ${JSON.stringify(g)} got ${JSON.stringify(p)}`);
    }
  }
}

const sameName = (gold: Partial<ExtractLineAthlete>, predicted: ExtractLineAthlete) =>
  sameValue("first_name", gold.first_name, predicted.first_name) && (gold.last_name ? sameValue("last_name", gold.last_name, predicted.last_name) : !predicted.last_name);

/**
 * An email introducing several athletes is scored per athlete: each labelled one against the extracted
 * athlete with her name (every field missed when there is none); any other email on its main athlete.
 */
function scoreAthletes(label: GoldLabel, line: ExtractLine, result: SplitResult) {
  const { counts } = result;
  const labelled = label.athletes ?? (label.athlete ? [label.athlete] : []);
  const matched = new Set<ExtractLineAthlete>();
  for (const gold of labelled) {
    const predicted = line.athletes.find((athlete) => !matched.has(athlete) && sameName(gold, athlete));
    if (predicted) matched.add(predicted);
    if (label.athletes) scoreFields(`${label.file} (${gold.first_name ?? "?"})`, gold, predicted ?? {}, counts, result.disagreements);
  }
  if (!label.athletes) scoreFields(label.file, label.athlete ?? {}, line.athlete ?? {}, counts, result.disagreements);
  result.athletes.found += matched.size;
  result.athletes.labelled += labelled.length;
  const unlabelled = line.athletes.filter((athlete) => !matched.has(athlete));
  result.athletes.unlabelled += label.is_recruiting ? unlabelled.length : 0;
  for (const athlete of label.is_recruiting ? unlabelled : []) result.disagreements.push(`${label.file}: athlete not labelled ${athlete.first_name ?? "?"} ${athlete.last_name ?? ""}`);
}

export function newSplitResult(name: string): SplitResult {
  return {
    name,
    emails: 0,
    recruitingRight: 0,
    roleRight: 0,
    fields: [],
    coreMacroF1: 0,
    recruiting: { summarised: 0, needsReview: 0, filtered: [] },
    notRecruitingForReview: 0,
    athletes: { found: 0, labelled: 0, unlabelled: 0 },
    worstMissConfidence: null,
    disagreements: [],
    counts: new Map(EXTRACT_LINE_FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 }])),
  };
}

/** Runs the engine on one labelled email and adds its score to the split; the extract line is returned for comparisons. */
export async function scoreEmail(result: SplitResult, label: GoldLabel, raw: Buffer | string): Promise<ExtractLine> {
  const email = await processRawEmail(raw);
  const line = toExtractLine(email, email.messageId);
  const outcome = engineOutcome(email, email.date ? new Date(email.date) : new Date());
  result.emails++;
  if (label.is_recruiting) {
    if (outcome.kind === "recruiting") result.recruiting.summarised++;
    else if (outcome.kind === "needs_review") result.recruiting.needsReview++;
    else result.recruiting.filtered.push(`${label.file} (${email.reason}, confidence ${email.confidence ?? "?"})`);
    if (!email.isRecruiting) result.worstMissConfidence = Math.max(result.worstMissConfidence ?? 0, email.confidence ?? 1);
  } else if (outcome.kind === "needs_review") {
    result.notRecruitingForReview++;
    result.disagreements.push(`${label.file}: not recruiting, sent to review (${outcome.warnings.join(" ")})`);
  }
  if (line.is_recruiting === label.is_recruiting) result.recruitingRight++;
  else result.disagreements.push(`${label.file}: is_recruiting gold ${label.is_recruiting} got ${line.is_recruiting} (${email.reason}, ${email.confidence ?? "?"})`);
  if (compareRole(label.sender_role, line.sender_role)) result.roleRight++;
  else result.disagreements.push(`${label.file}: sender_role gold ${label.sender_role} got ${line.sender_role}`);
  scoreAthletes(label, line, result);
  return line;
}

/** Turns the split's counts into per-field precision, recall and F1 and the core macro-F1. */
export function finishSplit(result: SplitResult): SplitResult {
  result.fields = [...result.counts].map(([field, { tp, fp, fn }]) => {
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { field, precision, recall, f1, support: tp + fn };
  });
  result.coreMacroF1 = result.fields.reduce((sum, row) => sum + row.f1, 0) / result.fields.length;
  return result;
}

const pad = (text: string, width: number) => text.padEnd(width);
const share = (count: number, total: number) => `${(total ? count / total : 0).toFixed(3)} (${count}/${total})`;

export function printSplit(result: SplitResult, { targets }: { targets: boolean }) {
  const recruitingTotal = result.recruiting.summarised + result.recruiting.needsReview + result.recruiting.filtered.length;
  const mark = (ok: boolean) => (targets ? (ok ? "  ✔ target" : "  ✘ target") : "");
  console.log(`\n== ${result.name} (${result.emails} emails) ==\n`);
  console.log(`${pad("field", 14)}${pad("precision", 11)}${pad("recall", 9)}${pad("F1", 7)}support`);
  for (const row of result.fields) console.log(`${pad(row.field, 14)}${pad(row.precision.toFixed(3), 11)}${pad(row.recall.toFixed(3), 9)}${pad(row.f1.toFixed(3), 7)}${row.support}`);
  const accuracy = result.recruitingRight / result.emails;
  console.log(`\ncore macro-F1        ${result.coreMacroF1.toFixed(3)}${mark(result.coreMacroF1 >= TARGETS.coreMacroF1)} (≥ ${TARGETS.coreMacroF1})`);
  console.log(`recruiting accuracy  ${share(result.recruitingRight, result.emails)}${mark(accuracy >= TARGETS.recruitingAccuracy)} (≥ ${TARGETS.recruitingAccuracy})`);
  console.log(`sender-role accuracy ${share(result.roleRight, result.emails)}`);
  console.log(`recruiting emails    ${result.recruiting.summarised} summarised, ${result.recruiting.needsReview} needs review, ${result.recruiting.filtered.length} filtered${mark(result.recruiting.filtered.length === TARGETS.recruitingFiltered)} (of ${recruitingTotal}; review below confidence ${REVIEW_BELOW_CONFIDENCE})`);
  console.log(`not recruiting, asked to review: ${share(result.notRecruitingForReview, result.emails - recruitingTotal)}`);
  console.log(`athletes found / labelled: ${share(result.athletes.found, result.athletes.labelled)}; extracted but not labelled: ${result.athletes.unlabelled}`);
  if (result.worstMissConfidence !== null) console.log(`the most confident 'not recruiting' verdict on a recruiting email: ${result.worstMissConfidence}`);
}
