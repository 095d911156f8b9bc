/** Shorthand for writing gold labels next to the emails they describe: unset fields are null. */
import type { CorpusAthlete, CorpusLabel, SenderRole } from "../labelSchema.ts";
import type { MessageSpec } from "./mime.ts";

export interface CorpusEntry {
  /** File name without ".eml". */
  name: string;
  label: Omit<CorpusLabel, "file" | "family">;
  message: MessageSpec;
  /** How the email is made (wrapper, language, encoding, traps): counted by the build for the README tables. */
  tags: string[];
  /**
   * Its source family: one writer, or one template or service that writes many. A family is never in both
   * the tuning and the held-out split. Tuning emails without one are each their own family.
   */
  family?: string;
}

const EMPTY: CorpusAthlete = {
  first_name: null,
  last_name: null,
  grad_year: null,
  positions: null,
  height_inches: null,
  club_team: null,
  high_school: null,
  city: null,
  state: null,
  gpa: null,
  email: null,
  phone: null,
  video_urls: null,
};

/** One athlete's label with every unset field null, in the schema's key order. */
export function athleteLabel(values: Partial<CorpusAthlete>): CorpusAthlete {
  return { ...EMPTY, ...values };
}

export function recruiting(role: SenderRole, athlete: Partial<CorpusAthlete>): Omit<CorpusLabel, "file" | "family"> {
  return { is_recruiting: true, sender_role: role, athlete: athleteLabel(athlete) };
}

export function notRecruiting(role: SenderRole): Omit<CorpusLabel, "file" | "family"> {
  return { is_recruiting: false, sender_role: role, athlete: null };
}
