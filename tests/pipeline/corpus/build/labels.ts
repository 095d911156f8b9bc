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

/** A label for an email introducing several athletes, in its order: the first is the main one unless `main` says which. */
export function severalAthletes(role: SenderRole, athletes: Partial<CorpusAthlete>[], main = 0): Omit<CorpusLabel, "file" | "family"> {
  const labels = athletes.map(athleteLabel);
  return { is_recruiting: true, sender_role: role, athlete: labels[main]!, athletes: labels };
}

export function notRecruiting(role: SenderRole): Omit<CorpusLabel, "file" | "family"> {
  return { is_recruiting: false, sender_role: role, athlete: null };
}
