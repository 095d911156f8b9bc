import { CLASSIFICATION_REASON_LABELS, type ClassificationReason } from "./classification";
import { childUnder13 } from "./childUnder13";
import { MAX_SEPARATED_EMAILS, type ProcessedEmail } from "./processedEmail";

/**
 * Below this confidence a "not recruiting" verdict is not trusted: the email waits for the coach as
 * 'Needs review' instead of being filtered. Chosen on the held-out corpus split so that no recruiting
 * email there is filtered (`npm run pipeline:eval` prints how many would be at this threshold).
 */
export const REVIEW_BELOW_CONFIDENCE = 0.7;

/** What becomes of an email the engine has read: nothing is dropped without a reason the coach can see. */
export type EngineOutcome =
  | { kind: "recruiting" }
  | { kind: "needs_review"; warnings: string[] }
  | { kind: "filtered"; reason: ClassificationReason; confidence: number | null };

export const REVIEW_MESSAGES = {
  unsure: (reason: ClassificationReason, confidence: number) =>
    `It looks like "${CLASSIFICATION_REASON_LABELS[reason]}", but we're only ${Math.round(confidence * 100)}% sure it introduces no athlete.`,
  fromKnownAthlete: (name: string) => `It's from ${name}, one of your athletes, but we couldn't tell what it says about her. Open it, then mark it This is recruiting to add it to her record, or Not recruiting.`,
  fromAthletesFamily: (names: readonly string[]) =>
    names.length > 1
      ? `It's from the family of ${names.join(" and ")}, your athletes, but we couldn't tell what it says about them. Open it, then mark it This is recruiting if it names one of them, or Not recruiting.`
      : `It's from the family of ${names[0]}, one of your athletes, but we couldn't tell what it says about her. Open it, then mark it This is recruiting to add it to her record, or Not recruiting.`,
  bundleTooLarge: (leftOut: number) => `${leftOut} of the emails forwarded together with this one were past the ${MAX_SEPARATED_EMAILS} we read from one forward: forward them again, a few at a time.`,
  rescuedWithoutAthlete: "You marked it as recruiting, but we couldn't find an athlete's name in it, so no athlete was added. Forward the athlete's own email, or mark this one Not recruiting.",
} as const;

/**
 * The engine's result, as the inbox acts on it: recruiting, for the coach to review (with why), or filtered
 * (with why and how sure). A recruiting email about a child under 13 is filtered instead (childUnder13.ts).
 */
export function engineOutcome(processed: ProcessedEmail, receivedAt: Date): EngineOutcome {
  if (processed.isRecruiting && processed.athlete) return childUnder13(processed, receivedAt) ? { kind: "filtered", reason: "child_under_13", confidence: null } : { kind: "recruiting" };
  const warnings = processed.warnings ?? [];
  if (warnings.length) return { kind: "needs_review", warnings };
  const confidence = processed.confidence ?? null;
  if (confidence !== null && confidence < REVIEW_BELOW_CONFIDENCE) return { kind: "needs_review", warnings: [REVIEW_MESSAGES.unsure(processed.reason, confidence)] };
  return { kind: "filtered", reason: processed.reason, confidence };
}
