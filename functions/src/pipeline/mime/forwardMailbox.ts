import type { EmailForwardMailbox } from "email-forward-parser";
import type { Mailbox } from "@machines/inbox/processedEmail";

const MAX_ADDRESS_CHARS = 320;
const MAX_NAME_CHARS = 200;
const MAILTO = /^\s*mailto:/iu;

// Quote marks clients put around a display name: straight, curly, low, guillemets.
const NAME_QUOTES = /^[\s"'“”„‟‘’‚«»‹›]+|[\s"'“”„‟‘’‚«»‹›,]+$/gu;
// A reply line's date and time before the name ("Mon, Mar 3, 2025 at 9:31 AM Anna Müller"): all up to the time goes.
const LEADING_TIME = /^[^<>@]*?\b\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\s*,?\s*/u;
// …and a time after it ("Anna Müller at 9:31 AM", "Anna Müller, 9:31").
const TRAILING_TIME = /,?\s*(?:\b(?:at|um|à|a las|alle|om|kl\.?|klo)\s+)?\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s*[AaPp]\.?[Mm]\.?)?\s*$/u;

// The address the parser left inside the name, as it does for a name with a bar in it ("Jonas Riedel | Atlantik Bridge Sports <j.riedel@…>").
const ADDRESS_IN_NAME = /\s*<\s*([^<>\s@]+@[^<>\s@]+?)\s*>?\s*$/u;

/** A mailbox as email-forward-parser read it, with its name cleaned; null when it has neither. */
export function forwardedMailbox(entry: EmailForwardMailbox | undefined | null): Mailbox | null {
  if (!entry || (!entry.address && !entry.name)) return null;
  const left = entry.address ? null : ADDRESS_IN_NAME.exec(entry.name ?? "");
  // Outlook 2013 writes a sender without a display name as "From:  [mailto:addr]", which the parser keeps whole.
  const address = (entry.address ?? left?.[1])?.replace(MAILTO, "").toLowerCase().slice(0, MAX_ADDRESS_CHARS);
  return { address: address || null, name: cleanName(left ? entry.name!.slice(0, left.index) : entry.name) };
}

export function forwardedMailboxes(entries: EmailForwardMailbox | EmailForwardMailbox[] | null | undefined): Mailbox[] {
  const list = entries ? (Array.isArray(entries) ? entries : [entries]) : [];
  return list.map(forwardedMailbox).filter((entry): entry is Mailbox => entry !== null);
}

/** A display name without the quotes, guillemets or reply-line time around it; null when nothing is left. */
export function cleanName(name: string | null | undefined): string | null {
  // Bounded before any pattern runs over it.
  const bounded = name?.slice(0, MAX_NAME_CHARS * 2) ?? "";
  const cleaned = bounded.replace(NAME_QUOTES, "").replace(LEADING_TIME, "").replace(TRAILING_TIME, "").replace(NAME_QUOTES, "").trim().slice(0, MAX_NAME_CHARS);
  return cleaned || null;
}
