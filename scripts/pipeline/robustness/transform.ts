import type { ParsedMail } from "mailparser";
import type { GoldLabel } from "../../../machines/inbox/extractLine";

/** A tuning email as the robustness check hands it to each transform. */
export interface CorpusEmail {
  label: GoldLabel;
  raw: Buffer;
  /** The message as mailparser reads it (the coach's forward, with the original inside its text). */
  message: ParsedMail;
}

/** The same email in another shape, and what its label becomes in that shape. */
export interface Variant {
  raw: Buffer | string;
  label: GoldLabel;
}

/**
 * A change real mail goes through that must not change what the engine reads: another mail client's forward,
 * another way to write a height, a coach's note above. `apply` returns null for an email it does not fit.
 */
export interface Transform {
  name: string;
  /** What real mail does this, in a sentence. */
  why: string;
  apply(email: CorpusEmail): Variant | null;
}
