import { athleteName } from "@machines/inbox/athleteCard";
import { coachAthletes } from "../lib/firestore";

/**
 * The coach's athlete whose own address wrote an email (one of her identity keys is that address), or null: her later
 * mail may not read as an introduction ("I sprained my ankle"), and the inbox asks the coach about it instead of
 * filtering it.
 */
export async function athleteWriting(uid: string, address: string | null | undefined): Promise<{ id: string; name: string } | null> {
  if (!address) return null;
  const found = await coachAthletes(uid).where("matchKeys", "array-contains", `email:${address.toLowerCase()}`).limit(1).get();
  const doc = found.docs[0]?.data();
  return doc ? { id: doc.id, name: athleteName({ firstName: doc.fields.firstName?.value ?? null, lastName: doc.fields.lastName?.value ?? null }) } : null;
}
