import planer from "planer";
import { REPLY_HEADER } from "./quotedReply";

// Quoted lines under a reply header planer does not know ("El … escribió:", "Am … schrieb").
const QUOTED_RUN = /(?:^[ \t]*>[^\n]*(?:\n|$)){2,}/m;

/**
 * Drops quoted replies (the college coach's earlier message under an athlete's reply) and keeps
 * everything the writer typed, signature included: planer removes quotations only, never signatures.
 */
export function stripQuotes(body: string): string {
  let kept: string;
  try {
    kept = planer.extractFrom(body, "text/plain");
  } catch {
    kept = body;
  }
  const header = REPLY_HEADER.exec(kept);
  if (header) kept = kept.slice(0, header.index);
  const quoted = QUOTED_RUN.exec(kept);
  // Only a quoted run that ends the message is a reply; quoted lines mid-message are the writer's choice.
  if (quoted && kept.slice(quoted.index + quoted[0].length).trim() === "") kept = kept.slice(0, quoted.index);
  return kept.trim() ? kept.trimEnd() : body.trimEnd();
}
