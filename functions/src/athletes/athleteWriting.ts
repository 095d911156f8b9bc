import { athleteName } from "@machines/inbox/athleteCard";
import type { CoachAthleteDoc } from "@machines/athletes/documents";
import { coachAthletes } from "../lib/firestore";

/**
 * The coach's athlete whose own address wrote an email (one of her identity keys is that address), or null: her later
 * mail may not read as an introduction ("I measured 6'2" this week", "I sprained my ankle"), and the inbox reads it as
 * about her (isHerUpdate) or asks the coach about it instead of filtering it.
 */
export async function athleteWriting(uid: string, address: string | null | undefined): Promise<{ name: string; record: CoachAthleteDoc } | null> {
  if (!address) return null;
  const found = await coachAthletes(uid).where("matchKeys", "array-contains", `email:${address.toLowerCase()}`).limit(1).get();
  const record = found.docs[0]?.data();
  return record ? { name: athleteName({ firstName: record.fields.firstName?.value ?? null, lastName: record.fields.lastName?.value ?? null }), record } : null;
}
