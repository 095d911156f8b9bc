/**
 * Messages built to make regular expressions backtrack: the shapes issue 15 found slow (a reply
 * header repeated on one line, long runs of spaces or digits) and their relatives (one huge line,
 * deep quote markers, huge HTML, mailparser's own huge-HTML test messages); and messages built to
 * break the MIME parser's limits (a header line over its limit, thousands of parts, deep nesting,
 * a message larger than the engine reads). `npm run pipeline:stress` times the engine on each; the
 * unit tests hold each under a second.
 */

/** The fragment whose repetition on one line took 1,400 s at 42 KB. */
export const REPLY_HEADER_FRAGMENT = "On Mon, Nov 9, 2026 at 1:10 PM Coach ";

export interface PathologicalEmail {
  name: string;
  raw: string;
}

/** `fragment` repeated until it fills `chars` characters. */
export function repeatTo(fragment: string, chars: number): string {
  return fragment.repeat(Math.ceil(chars / fragment.length)).slice(0, chars);
}

/** A plain-text message (or HTML with `html`) from a stranger to a forwarding address. */
export function rawMessage(body: string, options: { html?: boolean; subject?: string } = {}): string {
  return [
    "From: Stranger <someone@example.com>",
    "To: jordan.ellis.k7qp@inboxscout.app",
    `Subject: ${options.subject ?? "2027 OH - interested in your program"}`,
    "Date: Mon, 9 Nov 2026 13:10:00 -0500",
    "MIME-Version: 1.0",
    `Content-Type: ${options.html ? "text/html" : "text/plain"}; charset=utf-8`,
    "Content-Transfer-Encoding: 8bit",
    "",
    body,
    "",
  ].join("\r\n");
}

/** A message with `headers` above the usual ones (the first of them wins), and a raw body under the given Content-Type. */
export function rawMimeMessage(contentType: string, body: string, headers: readonly string[] = []): string {
  return [...headers, "From: Maya Thompson <maya.thompson.vb@gmail.com>", "To: jordan.ellis.k7qp@inboxscout.app", "Subject: 2027 OH - interested in your program", "Message-ID: <maya-2027-oh@gmail.com>", "Date: Mon, 9 Nov 2026 13:10:00 -0500", "MIME-Version: 1.0", `Content-Type: ${contentType}`, "", body, ""].join("\r\n");
}

/** The athlete's own words, as a text/plain part. */
export const ATHLETE_PART = ["Content-Type: text/plain; charset=utf-8", "", "Hi Coach,", "My name is Maya Thompson, a 2027 OH from Lexington, KY. I play club for KJV 17 Elite.", "Cell: (859) 555-0142", ""].join("\r\n");

/** A multipart/mixed body of the given parts. */
export function multipart(boundary: string, parts: readonly string[]): string {
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("")}--${boundary}--`;
}

/**
 * Lines of punctuation (brackets, quantifier and markup characters) each around one word: the shape
 * of mailparser's own huge-HTML test messages, where an unclosed <title> runs to the end of the message.
 */
export function punctuationLines(count: number): string {
  const symbols = "{}()[]<>?*^%|\\/!:\"-_#";
  const words = ["Alerts", "County", "Edition", "Granny", "Ribbon", "Outside", "Hitter"];
  let seed = 15;
  const symbol = () => symbols[(seed = (seed * 1_103_515_245 + 12_345) >>> 0) % symbols.length];
  return Array.from({ length: count }, (_, index) => `${Array.from({ length: 280 }, symbol).join("")}||${words[index % words.length]}||${Array.from({ length: 280 }, symbol).join("")}`).join("\n");
}

const KB = 1024;
const MB = 1024 * KB;

export function pathologicalEmails(): PathologicalEmail[] {
  const replyHeaders = (chars: number) => ({ name: `reply header repeated on one line, ${chars / KB} KB`, raw: rawMessage(`Hi Coach,\n${repeatTo(REPLY_HEADER_FRAGMENT, chars)}\n`) });
  const words = "Maya Thompson 2027 OH 6'1\" KJV 17 Elite Lexington, KY GPA 3.9 club volleyball ";
  return [
    replyHeaders(12 * KB),
    replyHeaders(22 * KB),
    replyHeaders(42 * KB),
    { name: "84 KB of spaces inside a line", raw: rawMessage(`My name is Maya Thompson${" ".repeat(84 * KB)}2027 OH\n`) },
    { name: "84 KB of spaces, then a line break", raw: rawMessage(`My name is Maya Thompson${" ".repeat(84 * KB)}\n2027 OH\n`) },
    { name: "84 KB of digits", raw: rawMessage(`Call me at ${"7".repeat(84 * KB)}\n`) },
    { name: "84 KB of digits and dots", raw: rawMessage(`GPA ${repeatTo("3.9.", 84 * KB)}\n`) },
    { name: "400 KB of words on one line", raw: rawMessage(repeatTo(words, 400 * KB)) },
    { name: "reply header lines, 2,000 of them", raw: rawMessage(Array.from({ length: 2000 }, () => REPLY_HEADER_FRAGMENT).join("\n")) },
    { name: "2,000 quote levels on one line", raw: rawMessage(`${">".repeat(2000)} On Mon, Nov 9, 2026 Coach wrote:\n${"> ".repeat(1000)}text\n`) },
    { name: "5,000 lines of growing quote depth", raw: rawMessage(Array.from({ length: 5000 }, (_, index) => `${">".repeat(index % 200)} line ${index}`).join("\n")) },
    { name: "forward header lines, 5,000 of them", raw: rawMessage(Array.from({ length: 5000 }, () => "From: Coach <coach@state.edu>").join("\n")) },
    { name: "huge HTML: 20,000 table cells", raw: rawMessage(`<table>${"<tr><td>Height</td><td>5'10\"</td></tr>".repeat(10_000)}</table>`, { html: true }) },
    { name: "huge HTML: nested divs", raw: rawMessage(`${"<div>".repeat(5000)}Maya Thompson 2027 OH${"</div>".repeat(5000)}`, { html: true }) },
    { name: "huge HTML: one text node of spaces", raw: rawMessage(`<p>Maya${" ".repeat(300 * KB)}Thompson</p>`, { html: true }) },
    { name: "huge HTML: an unclosed <title> of punctuation, 570 KB", raw: rawMessage(`\n<title>${punctuationLines(1_000)}`, { html: true }) },
    { name: "huge HTML: links, then an unclosed <title> of punctuation, 1.1 MB", raw: rawMessage(`<a href="http://example.com/p?x=1"><h2>$1 million</h2></a><br>\n<title>\n${punctuationLines(2_000)}`, { html: true }) },
    { name: "a 1.2 MB header line", raw: rawMimeMessage("text/plain; charset=utf-8", "Hi Coach,\r\nMy name is Maya Thompson, a 2027 OH from Lexington, KY.", [`X-Padding: ${"a".repeat(1_200_000)}`]) },
    { name: "20,000 header fields", raw: rawMimeMessage("text/plain; charset=utf-8", "Hi Coach,\r\nMy name is Maya Thompson, a 2027 OH from Lexington, KY.", Array.from({ length: 20_000 }, (_, index) => `Received: from relay${index}.example.com by mx.example.com; Mon, 9 Nov 2026`)) },
    { name: "3,000 MIME parts", raw: rawMimeMessage('multipart/mixed; boundary="b"', multipart("b", [ATHLETE_PART, ...Array.from({ length: 3_000 }, () => "Content-Type: text/plain\r\n\r\nx")])) },
    { name: "900 nested multiparts", raw: rawMimeMessage('multipart/mixed; boundary="b0"', Array.from({ length: 900 }, (_, depth) => `--b${depth}\r\nContent-Type: multipart/mixed; boundary="b${depth + 1}"\r\n\r\n`).join("") + multipart("b900", [ATHLETE_PART])) },
    { name: "a 30 MB attachment", raw: rawMimeMessage('multipart/mixed; boundary="b"', multipart("b", [ATHLETE_PART, `Content-Type: application/pdf\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=profile.pdf\r\n\r\n${repeatTo("JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFI+PgpzdHJlYW0KeJy9\r\n", 30 * MB)}`])) },
  ];
}
