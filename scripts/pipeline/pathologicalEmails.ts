/**
 * Messages built to make regular expressions backtrack: the shapes issue 15 found slow (a reply
 * header repeated on one line, long runs of spaces or digits) and their relatives (one huge line,
 * deep quote markers, huge HTML). `npm run pipeline:stress` times the engine on each; the unit
 * tests hold each under a second.
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

const KB = 1024;

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
  ];
}
