import { inflateRawSync } from "node:zlib";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DEFLATE = 8;

/**
 * Whether the XML parts of a DOCX (a zip) inflate to no more than `limit` bytes in all. mammoth
 * (through jszip) inflates them whole, and a few kilobytes of zip can inflate to gigabytes, so they
 * are inflated here first with zlib's output cap (the sizes a zip declares could lie).
 * "unreadable" when it is no zip this can read (mammoth could not either).
 */
export function docxPartsSize(zip: Buffer, limit: number): "within" | "too_large" | "unreadable" {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_DIRECTORY) return "unreadable";
  const entries = zip.readUInt16LE(end + 10);
  let entry = zip.readUInt32LE(end + 16);
  let left = limit;
  for (let index = 0; index < entries; index++) {
    if (entry + 46 > zip.length || zip.readUInt32LE(entry) !== DIRECTORY_ENTRY) return "unreadable";
    const method = zip.readUInt16LE(entry + 10);
    const compressed = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const local = zip.readUInt32LE(entry + 42);
    const name = zip.toString("latin1", entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + zip.readUInt16LE(entry + 30) + zip.readUInt16LE(entry + 32);
    // Pictures and other media are not inflated for the text.
    if (!/\.(?:xml|rels)$/i.test(name)) continue;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return "unreadable";
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + compressed);
    try {
      left -= method === DEFLATE ? inflateRawSync(data, { maxOutputLength: left + 1 }).length : data.length;
    } catch (error) {
      return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? "too_large" : "unreadable";
    }
    if (left < 0) return "too_large";
  }
  return "within";
}
