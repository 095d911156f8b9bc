import { athleteName } from "@machines/inbox/athleteCard";
import { REVIEW_MESSAGES } from "@machines/inbox/engineOutcome";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { coachAthletes } from "../lib/firestore";
import { writerKey } from "./athleteDoc";

/** Athletes whose own address, or whose parent's or guardian's, wrote an email. */
export interface KnownWriter {
  relation: "herself" | "family";
  athletes: CoachAthleteDoc[];
}

/** Sisters a parent writes about at most, of whom the email's athlete is told apart by name. */
const FAMILY_SIZE = 4;

/**
 * The coach's athlete whose own address wrote an email (one of her identity keys is that address), else those whose
 * parent's or guardian's address did, or null: their later mail may not read as an introduction ("I measured 6'2" this
 * week", "Kayla sprained her ankle"), and the inbox reads it as about her (isHerUpdate) or asks the coach about it
 * instead of filtering it.
 */
export async function athleteWriting(uid: string, address: string | null | undefined): Promise<KnownWriter | null> {
  if (!address) return null;
  const own = await coachAthletes(uid).where("matchKeys", "array-contains", `email:${address.toLowerCase()}`).limit(1).get();
  if (!own.empty) return { relation: "herself", athletes: own.docs.map((doc) => doc.data()) };
  const family = await coachAthletes(uid).where("matchKeys", "array-contains", writerKey(address)).limit(FAMILY_SIZE).get();
  return family.empty ? null : { relation: "family", athletes: family.docs.map((doc) => doc.data()) };
}

/** Why the coach is asked about a known writer's note that changed nothing, naming the athlete or her family. */
export function knownWriterReview({ relation, athletes }: KnownWriter): string {
  const names = athletes.map((athlete) => athleteName({ firstName: athlete.fields.firstName?.value ?? null, lastName: athlete.fields.lastName?.value ?? null }));
  return relation === "herself" ? REVIEW_MESSAGES.fromKnownAthlete(names[0]!) : REVIEW_MESSAGES.fromAthletesFamily(names);
}
