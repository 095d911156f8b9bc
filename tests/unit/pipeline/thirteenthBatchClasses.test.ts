import JSZip from "jszip";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { DOCX_TYPE, PDF_TYPE } from "../../support/attachmentFiles";
import { MailComposer } from "../../support/mailComposer";

/**
 * The thirteenth tuning batch's failure classes: how mail reaches the coach and who wrote which part of it.
 */
const when = new Date("2026-11-20T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string }) => processTextEmail({ subject, body, from }, { receivedAt: when });

const COACH = { address: "kferris@northfield.edu", name: "Kelly Ferris" };
const playersNote = `---------- Forwarded message ---------
From: Lily Whitcombe <lilywhitcombe28@gmail.com>
Date: Mon, Nov 9, 2026 at 8:02 PM
Subject: my info for coaches
To: <tmarsh@lakefrontvbc.example>


Hi Tom,

Here's my info: Lily Whitcombe, 2028 setter, 5'10", Brookfield Ridge High School in Brookfield, WI. Lakefront 16 Teal.
Video: https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12
Cell 262-555-0141

Lily`;

const forwardedByTheCoach = (sender: string, date: string, subject: string, text: string) => `fyi

---------- Forwarded message ---------
From: ${sender}
Date: ${date}
Subject: ${subject}
To: <kferris@northfield.edu>


${text}`;

describe("thirteenth tuning batch: the note an outside forwarder writes above the athlete's email", () => {
  it("adds the film link a club coach puts above his player's forwarded note, and gives him his own number", () => {
    const clubCoachForward = `Coach Ferris - Lily asked me to pass this on. Her newest film from the Kickoff: https://youtu.be/Lw7Fb2Tt9Qa\n\nTom Marsh\nClub Director, Lakefront Volleyball Club\nCell 414-555-0143\n\n${playersNote}`;
    const email = read("Fwd: Fwd: my info for coaches", forwardedByTheCoach("Tom Marsh <tmarsh@lakefrontvbc.example>", "Tue, Nov 10, 2026 at 9:00 AM", "Fwd: my info for coaches", clubCoachForward), COACH);
    expect(email.senderRole).toBe("club_coach");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
    expect([...(email.athlete?.videoUrls?.value ?? [])].sort()).toEqual(["https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12", "https://youtu.be/Lw7Fb2Tt9Qa"]);
    expect((email.athlete?.contacts ?? []).map((contact) => [contact.role, contact.phone])).toContainEqual(["club_coach", "+14145550143"]);
  });

  it("gives a mother forwarding her daughter's email the cell she calls hers, never the daughter's", () => {
    const motherForward = `Coach Ferris, forwarding Lily's note below. My cell is 262-555-0142 if you'd like to talk.\n\nDana Whitcombe\n\n${playersNote.replace("tmarsh@lakefrontvbc.example", "dana.whitcombe@gmail.com")}`;
    const email = read("Fwd: Fwd: my info for coaches", forwardedByTheCoach("Dana Whitcombe <dana.whitcombe@gmail.com>", "Tue, Nov 10, 2026 at 9:00 AM", "Fwd: my info for coaches", motherForward), COACH);
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
    expect((email.athlete?.contacts ?? []).map((contact) => [contact.role, contact.name, contact.phone])).toContainEqual(["parent", "Dana Whitcombe", "+12625550142"]);
  });
});

const MOTHER = { address: "dana.whitcombe@gmail.com", name: "Dana Whitcombe" };
const daughtersQuotedEmail = `On Tue, Oct 27, 2026 at 6:22 PM Lily Whitcombe <lilywhitcombe28@gmail.com> wrote:

> Hi Coach Ferris,
>
> I'm Lily Whitcombe, a 2028 setter at Brookfield Ridge High School in Brookfield, WI. I play for Lakefront 16 Teal.
>
> Here is my video: https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12
> My cell is 262-555-0141.
>
> Thank you,
> Lily`;

describe("thirteenth tuning batch: hops through another college and through the coach's own staff", () => {
  const hop = (from: string, address: string, note: string) => `${note}\n\n---------- Forwarded message ---------\nFrom: ${from} <${address}>\nDate: Mon, Nov 9, 2026 at 8:02 PM\nSubject: 2028 setter\nTo: <kferris@northfield.edu>\n\n\n`;
  const athletesEmail = `${hop("Lily Whitcombe", "lilywhitcombe28@gmail.com", "")}Hi Coach,\n\nI'm Lily Whitcombe, a 2028 setter at Brookfield Ridge High School in Brookfield, WI. I play for Lakefront 16 Teal.\nCell 262-555-0141\n\nLily`.trimStart();

  it("reads another college's coach passing a player on as an outside sender ('other'), her note not the coach's", () => {
    const theirs = `Kelly - she wrote to us but we're full at setter for 2028. Good kid, thought of you.\n\nSam Brandt\nHead Volleyball Coach, Pine Hollow College\n\n${athletesEmail}`;
    const email = read("Fwd: Fwd: 2028 setter", `${hop("Sam Brandt", "sbrandt@pinehollow.edu", "fyi")}${theirs}`, COACH);
    expect(email.senderRole).toBe("other");
    expect(email.athlete?.firstName?.value).toBe("Lily");
    expect(email.coachNote).toBe("fyi");
  });

  it("still reads the coach's own assistant's hop as the programme's, the athlete as the sender", () => {
    const assistants = `Kelly - setter for the 28 board.\n\nMorgan Lee\nAssistant Coach, Northfield Volleyball\n\n${athletesEmail}`;
    const email = read("Fwd: Fwd: 2028 setter", `${hop("Morgan Lee", "mlee@northfield.edu", "fyi")}${assistants}`, COACH);
    expect(email.senderRole).toBe("athlete");
    expect(email.coachNote).toContain("setter for the 28 board");
  });
});

describe("thirteenth tuning batch: an outsider's forward that reached the address by the coach's auto-forward", () => {
  const daughters = `---------- Forwarded message ---------\nFrom: Lily Whitcombe <lilywhitcombe28@gmail.com>\nDate: Mon, Nov 9, 2026 at 8:02 PM\nSubject: 2028 setter\nTo: <dana.whitcombe@gmail.com>\n\n\nHi Coach Ferris,\n\nI'm Lily Whitcombe, a 2028 setter at Brookfield Ridge High School in Brookfield, WI. I play for Lakefront 16 Teal.\nCell 262-555-0141\n\nLily`;
  const sent = (to: string) =>
    new MailComposer({ from: "Dana Whitcombe <dana.whitcombe@gmail.com>", to, subject: "Fwd: 2028 setter", text: `Coach Ferris, Lily's note is below.\n\nDana\n\n${daughters}`, date: new Date("2026-11-10T15:00:00Z") }).compile().build();

  it("reads a mother's forward written to the coach's college address as the mother's (parent), not as the coach's hop", async () => {
    const email = await processRawEmail(await sent("Kelly Ferris <kferris@northfield.edu>"), { receivedAt: when });
    expect(email.senderRole).toBe("parent");
    expect(email.coachNote).toBeNull();
    expect(email.athlete?.phone?.value).toBe("+12625550141");
  });

  it("still reads a forward sent to the scout address from a personal account as the coach's", async () => {
    const email = await processRawEmail(await sent("kelly.ferris.x1@scout.inboxscout.app"), { receivedAt: when });
    expect(email.senderRole).toBe("athlete");
  });
});

describe("thirteenth tuning batch: a coach forwarding from her personal mailbox", () => {
  it("does not take another sender on the same public mail service for her staff: the mother stays the sender", () => {
    const mothers = `Coach, forwarding Lily's note below. Thank you!\n\nDana Whitcombe\n\n---------- Forwarded message ---------\nFrom: Lily Whitcombe <lilywhitcombe28@gmail.com>\nDate: Mon, Nov 9, 2026 at 8:02 PM\nSubject: 2028 setter\nTo: <dana.whitcombe@gmail.com>\n\n\nHi Coach Ferris,\n\nI'm Lily Whitcombe, a 2028 setter at Brookfield Ridge High School in Brookfield, WI.\nCell 262-555-0141\n\nLily`;
    const body = `fyi\n\n---------- Forwarded message ---------\nFrom: Dana Whitcombe <dana.whitcombe@gmail.com>\nDate: Tue, Nov 10, 2026 at 9:00 AM\nSubject: Fwd: 2028 setter\nTo: <coachferris@gmail.com>\n\n\n${mothers}`;
    const email = read("Fwd: Fwd: 2028 setter", body, { address: "coachferris@gmail.com", name: "Kelly Ferris" });
    expect(email.senderRole).toBe("parent");
    expect(email.coachNote).toBe("fyi");
  });
});

describe("thirteenth tuning batch: a reply above someone else's quoted email", () => {
  it("reads a mother's reply above her daughter's quoted email as the daughter's email passed on: her 'my cell' is the daughter's", () => {
    const email = read("Re: Lily Whitcombe - 2028 setter", `Hello Coach Ferris,\n\nI'm Lily's mom, just following up on her email below in case it got buried.\n\nDana Whitcombe\n262-555-0142\n\n${daughtersQuotedEmail}`, MOTHER);
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.firstName?.value).toBe("Lily");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
    expect(email.athlete?.email?.value).toBe("lilywhitcombe28@gmail.com");
    expect((email.athlete?.contacts ?? []).map((contact) => [contact.role, contact.phone])).toContainEqual(["parent", "+12625550142"]);
  });

  it("keeps the film link the mother adds above the quote beside the daughter's own", () => {
    const email = read("Re: Lily Whitcombe - 2028 setter", `Hello Coach Ferris,\n\nFollowing up on Lily's email below. Her new video from fall ball: https://youtu.be/Lw7Fb2Tt9Qa\n\nDana Whitcombe (Lily's mom)\n\n${daughtersQuotedEmail}`, MOTHER);
    expect(email.senderRole).toBe("parent");
    expect([...(email.athlete?.videoUrls?.value ?? [])].sort()).toEqual(["https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12", "https://youtu.be/Lw7Fb2Tt9Qa"]);
  });

  it("still reads an athlete's reply-all above her club coach's introduction as hers: her film and cell above his quote", () => {
    const clubIntro = "Coach Ferris,\n\nI want to introduce Lily Whitcombe, a 2028 setter on my Lakefront 16 Teal team. I've copied her here.\n\nTom Marsh\nClub Director, Lakefront Volleyball Club\n414-555-0143";
    const reply = `Thank you Coach Marsh! Coach Ferris, here is my video: https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12 and my cell is 262-555-0141.\n\nLily Whitcombe\n\nOn Mon, Nov 9, 2026 at 8:02 PM Tom Marsh <tmarsh@lakefrontvbc.example> wrote:\n${clubIntro.replace(/^/gmu, "> ")}`;
    const email = read("Re: Lily Whitcombe - 2028 setter", reply, { address: "lilywhitcombe28@gmail.com", name: "Lily Whitcombe" });
    expect(email.senderRole).toBe("athlete");
    expect([email.athlete?.firstName?.value, email.athlete?.phone?.value, email.athlete?.videoUrls?.value]).toEqual(["Lily", "+12625550141", ["https://www.hudl.com/video/3/11223344/ab12cd34ef56ab78cd90ef12"]]);
  });

  it("still reads an athlete's reply above her own earlier email as hers alone", () => {
    const email = read("Re: Lily Whitcombe - 2028 setter", `Coach, quick update: I'm 5'11" now!\n\nLily\n\n${daughtersQuotedEmail}`, { address: "lilywhitcombe28@gmail.com", name: "Lily Whitcombe" });
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
  });
});

/** The coach's Outlook (web or new) forward sent as HTML only: its rule above the header block is an <hr>. */
function outlookHtmlOnlyForward(note: string, original: string): Buffer {
  const lines = (text: string) => text.split("\n").map((line) => `<div>${line || "<br>"}</div>`).join("\r\n");
  const html = `<html><body dir="ltr">\r\n${lines(note)}\r\n<div id="appendonsend"></div>\r\n<hr style="display:inline-block;width:98%" tabindex="-1">\r\n<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Lily Whitcombe &lt;lilywhitcombe28@gmail.com&gt;<br>\r\n<b>Sent:</b> Monday, November 9, 2026 8:02 PM<br>\r\n<b>To:</b> Ferris, Kelly &lt;kferris@northfield.edu&gt;<br>\r\n<b>Subject:</b> 2028 setter</font>\r\n<div>&nbsp;</div></div>\r\n<div>${lines(original)}</div></body></html>`;
  return Buffer.from(
    `From: "Ferris, Kelly" <kferris@northfield.edu>\r\nTo: kelly.ferris.x1@scout.inboxscout.app\r\nSubject: FW: 2028 setter\r\nDate: Tue, 10 Nov 2026 09:00:00 -0600\r\nMessage-ID: <outlook-html-forward@test>\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset="utf-8"\r\n\r\n${html}\r\n`,
  );
}

describe("thirteenth tuning batch: a reply above someone else's Outlook header block", () => {
  const daughtersOutlookBlock = `________________________________
From: Lily Whitcombe <lilywhitcombe28@gmail.com>
Sent: Tuesday, October 27, 2026 6:22 PM
To: Kelly Ferris <kferris@northfield.edu>
Cc: Dana Whitcombe <dana.whitcombe@gmail.com>
Subject: Lily Whitcombe - 2028 setter

Hi Coach Ferris,

I'm Lily Whitcombe, a 2028 setter at Brookfield Ridge High School in Brookfield, WI. I play for Lakefront 16 Teal.
My cell is 262-555-0141.

Lily`;
  const mothersReply = `Hello Coach Ferris,\n\nI'm Lily's mom, just following up on her email below in case it got buried during your season. She was named all-conference last week.\n\nDana Whitcombe\n262-555-0142\n\n${daughtersOutlookBlock}`;

  it("reads a mother's Outlook reply above her daughter's email as the daughter's email passed on", () => {
    const email = read("RE: Lily Whitcombe - 2028 setter", mothersReply, MOTHER);
    expect(email.senderRole).toBe("parent");
    expect(email.originalFrom?.address).toBe("lilywhitcombe28@gmail.com");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
    expect(email.warnings).toEqual([]);
  });

  it("reads it so when the coach forwards the mother's reply too", () => {
    const email = read("Fwd: RE: Lily Whitcombe - 2028 setter", forwardedByTheCoach("Dana Whitcombe <dana.whitcombe@gmail.com>", "Mon, Nov 16, 2026 at 7:55 AM", "RE: Lily Whitcombe - 2028 setter", mothersReply), COACH);
    expect(email.senderRole).toBe("parent");
    expect(email.athlete?.phone?.value).toBe("+12625550141");
  });
});

describe("thirteenth tuning batch: an HTML-only Outlook forward", () => {
  it("leaves Outlook's rule above the forwarded header out of the coach's note, as its plain-text twin does", async () => {
    const email = await processRawEmail(
      outlookHtmlOnlyForward("Good arm, worth a look.\n\nKelly Ferris\nHead Volleyball Coach, Northfield", "Hi Coach Ferris,\n\nI'm Lily Whitcombe, a 2028 setter from Brookfield, WI.\n\nLily"),
      { receivedAt: when },
    );
    expect(email.originalFrom?.address).toBe("lilywhitcombe28@gmail.com");
    expect(email.coachNote).toContain("Kelly Ferris\nHead Volleyball Coach, Northfield");
    expect(email.coachNote).not.toMatch(/[-_]{8}/u);
  });
});

/** A profile sheet's rows: a label in the first column, its value in the second. */
const PROFILE_ROWS: Array<[string, string]> = [
  ["Grad Year", "2027"],
  ["Position", "Outside Hitter"],
  ["Height", "6'1\""],
  ["Club", "KJV 17 Elite"],
  ["High School", "Lafayette High School"],
  ["Hometown", "Lexington, KY"],
  ["GPA", "3.9"],
];

/** The sheet as a PDF drawn in two columns, as Word and Canva export a table or tab stops. */
async function columnsPdf(labelEnd = ""): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  page.drawText("Maya Thompson - Volleyball Profile", { x: 40, y: 780, size: 14, font });
  PROFILE_ROWS.forEach(([label, value], row) => {
    page.drawText(`${label}${labelEnd}`, { x: 40, y: 750 - row * 18, size: 11, font });
    page.drawText(value, { x: 180, y: 750 - row * 18, size: 11, font });
  });
  return Buffer.from(await pdf.save());
}

/** The sheet as a Word document: a title paragraph over a two-column table. */
async function tableDocx(): Promise<Buffer> {
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text.replaceAll("&", "&amp;").replaceAll("<", "&lt;")}</w:t></w:r></w:p>`;
  const rows = PROFILE_ROWS.map(([label, value]) => `<w:tr><w:tc>${paragraph(label)}</w:tc><w:tc>${paragraph(value)}</w:tc></w:tr>`).join("");
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraph("Maya Thompson - Volleyball Profile")}<w:tbl>${rows}</w:tbl></w:body></w:document>`,
  );
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

function resumeMail(filename: string, content: Buffer, contentType: string): Promise<Buffer> {
  return new MailComposer({
    from: "Maya Thompson <maya.thompson.vb@gmail.com>",
    to: "Jordan Ellis <jellis@state.edu>",
    subject: "Recruiting - Maya Thompson",
    text: "Hi Coach Ellis,\n\nPlease see my attached profile.\n\nThank you!",
    date: new Date("2026-11-03T12:42:00Z"),
    attachments: [{ filename, content, contentType }],
  })
    .compile()
    .build();
}

describe("thirteenth tuning batch: a profile sheet laid out in columns", { timeout: 20_000 }, () => {
  it("keeps a PDF's label column apart from its values: 'Club' is no part of her club", async () => {
    const email = await processRawEmail(await resumeMail("profile.pdf", await columnsPdf(), PDF_TYPE), { receivedAt: when });
    expect([email.athlete?.clubTeam?.value, email.athlete?.highSchool?.value, email.athlete?.city?.value]).toEqual(["KJV 17 Elite", "Lafayette High School", "Lexington"]);
  });

  it("still reads labels ending in a colon, tabbed out to their values, as labels", async () => {
    const email = await processRawEmail(await resumeMail("profile.pdf", await columnsPdf(":"), PDF_TYPE), { receivedAt: when });
    expect([email.athlete?.clubTeam?.value, email.athlete?.highSchool?.value, email.athlete?.gpa?.value.value]).toEqual(["KJV 17 Elite", "Lafayette High School", 3.9]);
  });

  it("keeps each row of a Word table together: her GPA is the cell beside 'GPA'", async () => {
    const email = await processRawEmail(await resumeMail("profile.docx", await tableDocx(), DOCX_TYPE), { receivedAt: when });
    expect([email.athlete?.clubTeam?.value, email.athlete?.highSchool?.value, email.athlete?.gpa?.value.value]).toEqual(["KJV 17 Elite", "Lafayette High School", 3.9]);
  });
});
