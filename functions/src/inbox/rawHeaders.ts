import addressparser from "nodemailer/lib/addressparser";

/** The header section is read up to this many bytes; a longer one is not a message a mail client wrote. */
const MAX_HEADER_BYTES = 256 * 1024;

/** The header fields of a raw message, unfolded, in order: read from the bytes, before any parser. */
export function headerFields(raw: Buffer): { name: string; value: string }[] {
  const head = raw.subarray(0, MAX_HEADER_BYTES).toString("utf8");
  const end = /\r?\n\r?\n/.exec(head);
  const section = end ? head.slice(0, end.index) : head;
  return section
    .replace(/\r?\n[ \t]/g, " ")
    .split(/\r?\n/)
    .flatMap((line) => {
      const colon = line.indexOf(":");
      return colon > 0 ? [{ name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim() }] : [];
    });
}

/** RFC 5321's longest forward path; longer is not an address anyone can send from. */
const MAX_ADDRESS_LENGTH = 320;

/** The message's single sender, or why it has none we can hold anyone to. */
export type FromMailbox = { kind: "mailbox"; address: string } | { kind: "ambiguous"; problem: string };

/**
 * The From header as the authentication checks must read it: exactly one From field holding exactly one
 * mailbox. A group ("Team: coach@school.edu;"), several addresses or several From fields are refused,
 * since parsers (and mailauth's DMARC) disagree about which address in them is the sender.
 */
export function fromMailbox(raw: Buffer): FromMailbox {
  const fields = headerFields(raw).filter((field) => field.name === "from");
  if (fields.length !== 1) return { kind: "ambiguous", problem: `${fields.length} From fields` };
  const entries = addressparser(fields[0]!.value);
  if (entries.length !== 1) return { kind: "ambiguous", problem: `${entries.length} entries in From` };
  const [entry] = entries;
  if (!entry || "group" in entry) return { kind: "ambiguous", problem: "a group in From" };
  const address = entry.address.trim().toLowerCase();
  if (address.length > MAX_ADDRESS_LENGTH || !/^[^\s@]+@[^\s@]+$/.test(address)) return { kind: "ambiguous", problem: "no address in From" };
  return { kind: "mailbox", address };
}
