const NEWLINE = 0x0a;
const FROM_ = [0x46, 0x72, 0x6f, 0x6d, 0x20]; // "From "
const GT = 0x3e; // ">"

const startsWithAt = (line: Uint8Array, offset: number) => FROM_.every((byte, index) => line[offset + index] === byte);
const isBlank = (line: Uint8Array) => line.length === 0 || (line.length === 1 && line[0] === 0x0d);
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 200));

/**
 * A separator line as mail programs write it: "From <sender> <asctime date>" ("From maya@x.com Mon Nov 23
 * 10:00:00 2026", Thunderbird's "From - Mon …", Gmail's with a zone before the year). A body line that
 * merely starts "From " (mboxo leaves them unescaped: "From what I hear, …") is not one.
 */
const SEPARATOR_LINE = /^From \S+ +(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) +(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} +\d{1,2}:\d{2}/;
const CONTENT_LENGTH = /^Content-Length:[ \t]*(\d{1,12})[ \t\r]*$/i;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Splits an mbox (or a single .eml) into messages as its bytes stream in, without decoding them: a line
 * starting "From " at the file's start, or a dated separator line after a blank line, begins a message
 * (the separator itself is dropped); ">From " lines are unescaped one level (mboxrd, and mboxo's common
 * case). A message whose header gives a Content-Length (mboxcl2) has a body of that many bytes, read
 * as it is, whatever lines it holds. A file that does not start with "From " is one message. Memory
 * holds one message at a time.
 */
export class MboxSplitter {
  private carry: Uint8Array = new Uint8Array(0);
  private lines: Uint8Array[] = [];
  private previousBlank = true;
  private inMessage = false;
  private sawSeparator = false;
  /** In the current message's header (after its separator, before its first blank line). */
  private inHeader = false;
  private contentLength: number | null = null;
  /** Bytes of a Content-Length body still to come: no separators, nothing unescaped, until it is read. */
  private bodyBytesLeft = 0;

  /** Feeds the next bytes; returns the messages they completed. */
  push(chunk: Uint8Array): Uint8Array[] {
    const data = this.carry.length ? concat([this.carry, chunk]) : chunk;
    const done: Uint8Array[] = [];
    let start = 0;
    for (let index = data.indexOf(NEWLINE); index !== -1; index = data.indexOf(NEWLINE, start)) {
      this.line(data.subarray(start, index), done);
      start = index + 1;
    }
    this.carry = data.slice(start);
    return done;
  }

  /** The end of the file: the last message. */
  end(): Uint8Array[] {
    const done: Uint8Array[] = [];
    if (this.carry.length) this.line(this.carry, done);
    this.carry = new Uint8Array(0);
    this.flush(done);
    return done;
  }

  private line(line: Uint8Array, done: Uint8Array[]) {
    if (this.bodyBytesLeft > 0) {
      this.bodyBytesLeft -= line.length + 1;
      this.lines.push(line);
      this.previousBlank = false;
      return;
    }
    if (this.isSeparator(line)) {
      this.flush(done);
      this.sawSeparator = true;
      this.inMessage = true;
      this.inHeader = true;
      this.contentLength = null;
      this.previousBlank = false;
      return;
    }
    this.inMessage = true;
    if (this.inHeader) this.readHeaderLine(line);
    let body = line;
    if (this.sawSeparator && line[0] === GT) {
      let quotes = 0;
      while (line[quotes] === GT) quotes++;
      if (startsWithAt(line, quotes)) body = line.subarray(1);
    }
    this.lines.push(body);
    this.previousBlank = isBlank(line);
  }

  private isSeparator(line: Uint8Array): boolean {
    if (!this.previousBlank || !startsWithAt(line, 0)) return false;
    // The file's first line decides whether it is an mbox at all; later ones must look like separators.
    if (!this.inMessage) return true;
    return this.sawSeparator && SEPARATOR_LINE.test(latin1(line));
  }

  private readHeaderLine(line: Uint8Array) {
    if (isBlank(line)) {
      this.inHeader = false;
      this.bodyBytesLeft = this.contentLength ?? 0;
      return;
    }
    const length = line[0] === 0x43 || line[0] === 0x63 ? CONTENT_LENGTH.exec(latin1(line)) : null; // "C" or "c"
    if (length) this.contentLength = Number(length[1]);
  }

  private flush(done: Uint8Array[]) {
    // The blank line before the next separator belongs to the mbox, not to the message.
    while (this.lines.length && isBlank(this.lines[this.lines.length - 1]!)) this.lines.pop();
    if (this.lines.length) {
      const parts: Uint8Array[] = [];
      for (const line of this.lines) parts.push(line, new Uint8Array([NEWLINE]));
      done.push(concat(parts));
    }
    this.lines = [];
  }
}
