import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Outlook's HTML writes every line as a paragraph without margin (<p class=MsoNormal>, <p class=MsoListParagraph…>):
 * read as text, each is one line, as the reader sees it, so an HTML-only Outlook mail reads as its plain-text twin.
 */
const when = new Date("2026-11-20T12:00:00Z");
const from = { name: "Jo Okafor", address: "jo.okafor27@gmail.com" };

function outlookHtmlOnly(subject: string, body: string): Buffer {
  const paragraphs = body
    .split("\n")
    .map((line) => (line.trim() ? `<p class=MsoNormal>${line.replace(/&/g, "&amp;").replace(/</g, "&lt;")}<o:p></o:p></p>` : "<p class=MsoNormal><o:p>&nbsp;</o:p></p>"))
    .join("\r\n");
  const html = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=EN-US><div class=WordSection1>\r\n${paragraphs}\r\n</div></body></html>`;
  return Buffer.from(
    `From: ${from.name} <${from.address}>\r\nTo: coach@northfield.edu\r\nSubject: ${subject}\r\nDate: Mon, 16 Nov 2026 19:02:00 -0500\r\nMessage-ID: <outlook-html@test>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset="us-ascii"\r\n\r\n${html}\r\n`,
  );
}

describe("Outlook's HTML-only mail", () => {
  it("reads a swimmer's events listed one per line as all her events, as in the same mail in plain text", async () => {
    const body = "Hi Coach,\n\nMy name is Jo Okafor, a 2027 backstroker from Dayton, OH. My best times:\n100 back: 56.4 (SCY)\n200 back: 2:02.1\n200 IM: 2:06.8\n\nThank you,\nJo Okafor";
    const html = await processRawEmail(outlookHtmlOnly("2027 backstroker", body), { receivedAt: when });
    const text = processTextEmail({ subject: "2027 backstroker", body, from }, { receivedAt: when });
    expect(html.athlete?.positions?.value).toEqual(text.athlete?.positions?.value);
    expect(html.athlete?.positions?.value).toHaveLength(3);
  });

  it("keeps a club coach's players' labelled blocks apart, each with her own film", async () => {
    const block = (name: string, position: string, video: string) => `Name: ${name}\nPosition: ${position}\nGrad Year: 2028\nHeight: 5'7"\nGPA: 3.9\nVideo: ${video}`;
    const body = `Coach,\n\nTwo of my 16U players asked me to send you their info.\n\n${block("Lucia Ferreira", "Catcher", "https://youtu.be/Lf8cQ3nRt5W")}\n\n${block("Kenzie Holloway", "Outfield", "https://youtu.be/Kh2pZ7mQx4N")}\n\nRick Alvarado\nDesert Heat Fastpitch 16U`;
    const email = await processRawEmail(outlookHtmlOnly("Two 2028s", body), { receivedAt: when });
    expect((email.athletes ?? []).map((athlete) => [athlete.firstName?.value, athlete.videoUrls?.value])).toEqual([
      ["Lucia", ["https://youtu.be/Lf8cQ3nRt5W"]],
      ["Kenzie", ["https://youtu.be/Kh2pZ7mQx4N"]],
    ]);
  });
});
