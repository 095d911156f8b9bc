import { CONTACT_DETAILS, CONTACT_LIMITS, type ContactHistoryEntry, type ContactRole, type RecordContact } from "@machines/inbox/athleteContacts";
import { fold } from "../text";

/** One statement of a contact: what an email (or a stored contact being joined) says, from which email, when. */
export interface ContactStatement {
  role: ContactRole;
  name: string | null;
  email: string | null;
  phone: string | null;
  sourceEmailId: string;
  at: string;
  /** Earlier values the statement brings along (a stored contact joined in a merge). */
  history?: readonly ContactHistoryEntry[];
}

/** Same role and the same email or phone: one person. */
function samePerson(stored: RecordContact, statement: ContactStatement): boolean {
  if (stored.role !== statement.role) return false;
  return (statement.email !== null && stored.email === statement.email) || (statement.phone !== null && stored.phone === statement.phone);
}

const sameDetail = (a: string, b: string) => fold(a) === fold(b);

/**
 * Folds contacts an email gives into an athlete's stored ones. A new person is added; a known one
 * (same role, same email or phone) gets what was missing, and a different name, email or phone from a
 * newer email replaces the stored one, which goes to the contact's history; an older email's
 * different value is kept there as refused. The oldest contacts go first when the list is full.
 */
export function mergeContacts(stored: readonly RecordContact[], statements: readonly ContactStatement[]): RecordContact[] {
  const contacts = stored.map((contact) => ({ ...contact, history: [...contact.history] }));
  for (const statement of statements) {
    const known = contacts.find((contact) => samePerson(contact, statement));
    if (!known) {
      const { role, name, email, phone, sourceEmailId, at } = statement;
      contacts.push({ role, name, email, phone, sourceEmailId, updatedAt: at, history: [...(statement.history ?? [])] });
      continue;
    }
    const newer = statement.at >= known.updatedAt;
    let changed = false;
    for (const detail of CONTACT_DETAILS) {
      const given = statement[detail];
      const current = known[detail];
      if (given === null || (current !== null && sameDetail(current, given))) continue;
      if (current === null) {
        (known as Record<typeof detail, string | null>)[detail] = given;
      } else if (newer) {
        known.history.push({ detail, value: current, sourceEmailId: known.sourceEmailId, replacedAt: statement.at, replacedByEmailId: statement.sourceEmailId });
        (known as Record<typeof detail, string | null>)[detail] = given;
        changed = true;
      } else {
        known.history.push({ detail, value: given, sourceEmailId: statement.sourceEmailId, replacedAt: statement.at, replacedByEmailId: known.sourceEmailId, refused: true });
      }
    }
    if (statement.history) known.history.push(...statement.history);
    if (changed) Object.assign(known, { sourceEmailId: statement.sourceEmailId, updatedAt: statement.at });
    known.history = known.history.sort((a, b) => (a.replacedAt < b.replacedAt ? -1 : a.replacedAt > b.replacedAt ? 1 : 0)).slice(-CONTACT_LIMITS.history);
  }
  return contacts.slice(-CONTACT_LIMITS.contacts);
}

/** A stored contact as a statement, to join it into another athlete's contacts (a merge). */
export function statementOf(contact: RecordContact): ContactStatement {
  const { role, name, email, phone, sourceEmailId, updatedAt, history } = contact;
  return { role, name, email, phone, sourceEmailId, at: updatedAt, history };
}
