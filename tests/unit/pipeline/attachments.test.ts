import { beforeAll, describe, expect, it } from "vitest";
import { processedEmailSchema, type ProcessedEmail } from "@machines/inbox/processedEmail";
import { engineOutcome } from "@machines/inbox/engineOutcome";
import { processRawEmail, type ProcessOptions, toExtractLine } from "../../../functions/src/pipeline/index";
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_CHARS, MAX_CPU_MS, MAX_DOCX_XML_BYTES, MAX_OUTLOOK_READER_MS, MAX_PDF_PAGES } from "../../../functions/src/pipeline/limits";
import { DOCX_TYPE, docxFile, OUTLOOK_MESSAGE_TYPE, outlookMessageFile, PDF_TYPE, pdfFile, scannedPdfFile, slowPdfFile } from "../../support/attachmentFiles";
import { MailComposer } from "../../support/mailComposer";

const ATHLETE = "Maya Thompson <maya.thompson.vb@gmail.com>";
const COACH = "Jordan Ellis <jellis@state.edu>";
const SHORT_NOTE = "Hi Coach Ellis,\n\nPlease see my attached résumé.\n\nThank you!";

/** Her résumé: everything the engine reads about her is only in here. */
const RESUME_LINES = [
  "Maya Thompson",
  "Class of 2027 - Outside Hitter",
  "Club: KJV 17 Elite",
  "High School: Lafayette High School",
  "Lexington, KY",
  "GPA: 3.9",
  "Height: 6'1\"",
  "Email: maya.thompson.vb@gmail.com",
];

interface File {
  filename: string;
  content: Buffer;
  contentType: string;
}

function message(options: { from: string; to: string; subject: string; text: string; attachments?: File[] }): Promise<Buffer> {
  return new MailComposer({ ...options, date: new Date("2025-03-03T12:42:00Z") })
    .compile()
    .build();
}

/** Processed and checked against the schema the functions store it with, with the CPU time it took. */
async function processed(raw: Buffer, options: ProcessOptions = {}): Promise<{ email: ProcessedEmail; cpuMs: number }> {
  const before = process.cpuUsage();
  const email = await processRawEmail(raw, options);
  const { user, system } = process.cpuUsage(before);
  expect(processedEmailSchema.safeParse(email).success).toBe(true);
  return { email, cpuMs: (user + system) / 1000 };
}

const resumeMessage = async (file: File) => message({ from: ATHLETE, to: COACH, subject: "Recruiting - Maya Thompson", text: SHORT_NOTE, attachments: [file] });

// Wall-clock timeouts are generous: the machine may be busy; the CPU times are what is checked.
describe("attachments", { timeout: 20_000 }, () => {
  // The readers load once per instance, outside any message's budget: the CPU times below are each message's own.
  beforeAll(async () => {
    await processRawEmail(await resumeMessage({ filename: "warm-up.pdf", content: await pdfFile(RESUME_LINES), contentType: PDF_TYPE }));
    await processRawEmail(await resumeMessage({ filename: "warm-up.docx", content: await docxFile(RESUME_LINES), contentType: DOCX_TYPE }));
  }, 30_000);

  it("reads a PDF résumé: a short 'see my attached résumé' email is recruiting, and its fields name the PDF", async () => {
    const { email } = await processed(await resumeMessage({ filename: "Maya_Thompson_Resume.pdf", content: await pdfFile(RESUME_LINES), contentType: PDF_TYPE }));
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.gradYear).toMatchObject({ value: 2027, source: { attachment: "Maya_Thompson_Resume.pdf" } });
    expect(email.athlete?.clubTeam).toMatchObject({ value: "KJV 17 Elite", source: { attachment: "Maya_Thompson_Resume.pdf" } });
    expect(email.athlete?.gpa?.value.value).toBe(3.9);
    expect(email.athlete?.gpa?.source.attachment).toBe("Maya_Thompson_Resume.pdf");
    expect(email.text).toContain("Club: KJV 17 Elite");
    // Whoever reads the email's text sees where the body ends and which file follows.
    expect(email.text).toMatch(new RegExp(`\\n\\nAttached file: Maya_Thompson_Resume\\.pdf\\n${RESUME_LINES[0]}`));
    expect(email.attachments).toEqual([{ filename: "Maya_Thompson_Resume.pdf", contentType: PDF_TYPE, size: expect.any(Number), status: "read" }]);
    expect(toExtractLine(email, null)).toMatchObject({
      is_recruiting: true,
      athlete: { grad_year: 2027, club_team: "KJV 17 Elite", gpa: 3.9 },
      attachments: [{ filename: "Maya_Thompson_Resume.pdf", content_type: PDF_TYPE, status: "read" }],
    });
  });

  it("reads a Word profile sheet, sent as application/octet-stream (found by its extension)", async () => {
    const { email } = await processed(await resumeMessage({ filename: "profile.docx", content: await docxFile(RESUME_LINES), contentType: "application/octet-stream" }));
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.gradYear).toMatchObject({ value: 2027, source: { attachment: "profile.docx" } });
    expect(email.athlete?.highSchool).toMatchObject({ value: "Lafayette High School", source: { attachment: "profile.docx" } });
    expect(email.attachments?.[0]).toMatchObject({ filename: "profile.docx", status: "read" });
  });

  it("keeps the athlete's PDF when a coach forwards her email (re-attached to the forward)", async () => {
    const text = ["FYI", "", "---------- Forwarded message ---------", `From: ${ATHLETE}`, "Date: Mon, Mar 3, 2025 at 7:42 AM", "Subject: Recruiting - Maya Thompson", `To: ${COACH}`, "", SHORT_NOTE].join("\n");
    const pdf = { filename: "resume.pdf", content: await pdfFile(RESUME_LINES), contentType: PDF_TYPE };
    const { email } = await processed(await message({ from: COACH, to: "coach.ellis@in.inboxscout.app", subject: "Fwd: Recruiting - Maya Thompson", text, attachments: [pdf] }));
    expect(email.forwardedBy?.address).toBe("jellis@state.edu");
    expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.gradYear).toMatchObject({ value: 2027, source: { attachment: "resume.pdf" } });
  });

  it("counts the attachments of an attached .eml", async () => {
    const original = await resumeMessage({ filename: "resume.pdf", content: await pdfFile(RESUME_LINES), contentType: PDF_TYPE });
    const raw = await message({ from: COACH, to: "coach.ellis@in.inboxscout.app", subject: "Fwd: Recruiting", text: "See attached.", attachments: [{ filename: "maya.eml", content: original, contentType: "message/rfc822" }] });
    const { email } = await processed(raw);
    expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
    expect(email.athlete?.clubTeam).toMatchObject({ value: "KJV 17 Elite", source: { attachment: "resume.pdf" } });
    expect(email.attachments?.map((attachment) => attachment.filename)).toEqual(["resume.pdf"]);
  });

  it("reads an email saved from Outlook (.msg) as the forwarded email it is: her words, her address, and the résumé inside it", async () => {
    const saved = outlookMessageFile({
      subject: "Recruiting - Maya Thompson",
      body: SHORT_NOTE,
      senderName: "Maya Thompson",
      senderAddress: "maya.thompson.vb@gmail.com",
      to: { name: "Jordan Ellis", address: "jellis@state.edu" },
      files: [{ filename: "resume.pdf", content: await pdfFile(RESUME_LINES) }],
    });
    const raw = await message({ from: COACH, to: "coach.ellis@in.inboxscout.app", subject: "FW: Recruiting", text: "See attached.", attachments: [{ filename: "Recruiting - Maya Thompson.msg", content: saved, contentType: OUTLOOK_MESSAGE_TYPE }] });
    const { email } = await processed(raw);
    expect(email.warnings).toEqual([]);
    expect(email.isRecruiting).toBe(true);
    expect(email.originalFrom).toEqual({ name: "Maya Thompson", address: "maya.thompson.vb@gmail.com" });
    expect(email.athlete?.firstName?.value).toBe("Maya");
    expect(email.athlete?.clubTeam).toMatchObject({ value: "KJV 17 Elite", source: { attachment: "resume.pdf" } });
    expect(email.attachments).toMatchObject([{ filename: "resume.pdf", status: "read" }]);
    // A retry reads the same bytes the same way.
    expect(await processRawEmail(raw)).toEqual(email);
  });

  it("does not open a .msg over the attachment limit, and still opens the one beside it", async () => {
    const saved = outlookMessageFile({ subject: "Recruiting - Maya Thompson", body: SHORT_NOTE, senderName: "Maya Thompson", senderAddress: "maya.thompson.vb@gmail.com", to: { name: "Jordan Ellis", address: "jellis@state.edu" }, files: [{ filename: "resume.pdf", content: await pdfFile(RESUME_LINES) }] });
    const huge = Buffer.concat([saved, Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const raw = await message({
      from: COACH,
      to: "coach.ellis@in.inboxscout.app",
      subject: "FW: two recruits",
      text: "See attached.",
      attachments: [
        { filename: "huge.msg", content: huge, contentType: OUTLOOK_MESSAGE_TYPE },
        { filename: "maya.msg", content: saved, contentType: OUTLOOK_MESSAGE_TYPE },
      ],
    });
    const { email } = await processed(raw);
    expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
    expect(email.attachments).toMatchObject([{ filename: "huge.msg", status: "too_large" }, { filename: "resume.pdf", status: "read" }]);
    expect(email.warnings).toContain(`attachment huge.msg is an email saved from Outlook that could not be opened (larger than ${MAX_ATTACHMENT_BYTES} bytes): if it is an athlete's, forward her email or a PDF of it`);
  });

  it("stops opening a crafted .msg whose sector chain never ends: listed as not read, with a warning, within the message's time", async () => {
    const saved = outlookMessageFile({ subject: "hi", body: "hello", senderName: "A", senderAddress: "a@example.com", to: { name: "B", address: "b@example.com" } });
    // The directory's sector points at itself in the allocation table: a reader that follows it never reaches the end.
    const directorySector = saved.readInt32LE(0x30);
    const firstFatSector = saved.readInt32LE(0x4c);
    saved.writeInt32LE(directorySector, 512 * (1 + firstFatSector) + 4 * directorySector);
    const started = performance.now();
    const { email, cpuMs } = await processed(await message({ from: COACH, to: "coach.ellis@in.inboxscout.app", subject: "FW: recruit", text: "see attached", attachments: [{ filename: "recruit.msg", content: saved, contentType: OUTLOOK_MESSAGE_TYPE }] }));
    expect(performance.now() - started).toBeLessThan(MAX_OUTLOOK_READER_MS + 1_000);
    expect(cpuMs).toBeLessThan(MAX_CPU_MS);
    expect(email.attachments).toMatchObject([{ filename: "recruit.msg", status: "time_limit" }]);
    expect(email.warnings).toEqual(["attachment recruit.msg is an email saved from Outlook that could not be opened (it took too long to open): if it is an athlete's, forward her email or a PDF of it"]);
    expect(engineOutcome(email, new Date()).kind).toBe("needs_review");
  });

  it("lists an image without reading it", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
    const { email } = await processed(await resumeMessage({ filename: "action-shot.png", content: png, contentType: "image/png" }));
    expect(email.attachments).toEqual([{ filename: "action-shot.png", contentType: "image/png", size: png.length, status: "not_a_document" }]);
    expect(email.isRecruiting).toBe(false);
    expect(email.warnings).toEqual([]);
  });

  it("says so when it passes over a document it cannot read (.doc, .rtf, .odt, .pages) or a saved email it cannot open (.msg): it may be an athlete's", async () => {
    const bytes = Buffer.from("d0cf11e0a1b11ae1000000000000000000000000000000003e000300feff0900", "hex");
    for (const [filename, contentType, kind] of [
      ["Avery_Resume.doc", "application/msword", "an older Word document"],
      ["profile.rtf", "application/rtf", "a rich-text document"],
      ["profile.odt", "application/vnd.oasis.opendocument.text", "an OpenDocument text"],
      ["profile.pages", "application/x-iwork-pages-sffpages", "a Pages document"],
    ] as const) {
      const { email } = await processed(await message({ from: COACH, to: "ellis-k3@in.inboxscout.app", subject: "FW: recruit", text: "see attached", attachments: [{ filename, content: bytes, contentType }] }));
      expect(email.attachments).toMatchObject([{ filename, size: bytes.length, status: "not_a_document" }]);
      expect(email.warnings).toEqual([`attachment ${filename} is ${kind}, which is not read: if it is an athlete's, forward her email or a PDF of it`]);
      expect(engineOutcome(email, new Date()).kind).toBe("needs_review");
    }
    // A compound file's header and nothing more: no email to open in it.
    const filename = "Avery Lindqvist - 2028 setter.msg";
    const { email } = await processed(await message({ from: COACH, to: "ellis-k3@in.inboxscout.app", subject: "FW: recruit", text: "see attached", attachments: [{ filename, content: bytes, contentType: OUTLOOK_MESSAGE_TYPE }] }));
    expect(email.attachments).toMatchObject([{ filename, size: bytes.length, status: "unreadable" }]);
    expect(email.warnings).toEqual([`attachment ${filename} is an email saved from Outlook that could not be opened (damaged, or not what its name says): if it is an athlete's, forward her email or a PDF of it`]);
    expect(engineOutcome(email, new Date()).kind).toBe("needs_review");
  });

  it("asks the coach to look at a PDF with no text in it (a scanned résumé) instead of passing over it", async () => {
    const { email } = await processed(await resumeMessage({ filename: "scan_resume.pdf", content: await scannedPdfFile(), contentType: PDF_TYPE }));
    expect(email.attachments?.[0]).toMatchObject({ filename: "scan_resume.pdf", status: "no_text" });
    expect(email.warnings).toContainEqual(expect.stringMatching(/scan_resume\.pdf has no text to read/));
    expect(engineOutcome(email, new Date()).kind).toBe("needs_review");
  });

  it("warns, never throws and stays within the CPU budget for an oversized, a damaged, a long and a wordy PDF", async () => {
    const oversized = Buffer.concat([await pdfFile(RESUME_LINES), Buffer.alloc(MAX_ATTACHMENT_BYTES)]);
    const damaged = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF garbage");
    const cases: [File, string, RegExp][] = [
      [{ filename: "huge.pdf", content: oversized, contentType: PDF_TYPE }, "too_large", /huge\.pdf is larger than/],
      [{ filename: "broken.pdf", content: damaged, contentType: PDF_TYPE }, "unreadable", /broken\.pdf could not be read/],
      [{ filename: "long.pdf", content: await pdfFile(RESUME_LINES, { pages: MAX_PDF_PAGES + 20 }), contentType: PDF_TYPE }, "read", new RegExp(`long\\.pdf has ${MAX_PDF_PAGES + 20} pages: only the first ${MAX_PDF_PAGES} read`)],
      [{ filename: "wordy.pdf", content: await pdfFile(Array.from({ length: 200 }, (_, line) => `Line ${line} of a very long profile sheet `.repeat(4)), { size: 3 }), contentType: PDF_TYPE }, "read", /wordy\.pdf has more than/],
    ];
    for (const [file, status, warning] of cases) {
      const { email, cpuMs } = await processed(await resumeMessage(file));
      expect(email.attachments?.[0]?.status).toBe(status);
      expect(email.warnings, file.filename).toContainEqual(expect.stringMatching(warning));
      expect(cpuMs).toBeLessThan(MAX_CPU_MS);
    }
  });

  it("finishes every message whose PDF it stops reading early (pdf.js's clean-up can hang after a stream left mid-read)", async () => {
    const wordy = await resumeMessage({ filename: "wordy.pdf", content: await pdfFile(Array.from({ length: 200 }, (_, line) => `Line ${line} of a very long profile sheet `.repeat(4)), { size: 3 }), contentType: PDF_TYPE });
    // Awaiting that clean-up hung about one run in two: ten in a row all finishing is no luck.
    for (let run = 0; run < 10; run++) {
      const { email } = await processed(wordy);
      expect(email.attachments?.[0]?.status).toBe("read");
    }
  });

  it("does not inflate a Word file whose text inflates past the limit (a zip bomb), nor read one that is no zip", async () => {
    const bomb = await docxFile([" ".repeat(MAX_DOCX_XML_BYTES + 1024)]);
    const notZip = Buffer.from("PK\u0003\u0004 this is not a zip at all");
    const cases: [File, string, RegExp][] = [
      [{ filename: "bomb.docx", content: bomb, contentType: DOCX_TYPE }, "too_large", /bomb\.docx inflates to more than/],
      [{ filename: "broken.docx", content: notZip, contentType: DOCX_TYPE }, "unreadable", /broken\.docx could not be read/],
    ];
    for (const [file, status, warning] of cases) {
      const { email, cpuMs } = await processed(await resumeMessage(file));
      expect(email.attachments?.[0]?.status).toBe(status);
      expect(email.warnings, file.filename).toContainEqual(expect.stringMatching(warning));
      expect(cpuMs).toBeLessThan(MAX_CPU_MS);
    }
  });

  it("stops reading a PDF whose text takes long once the attachments' CPU budget is spent", async () => {
    // 30,000 one-letter texts: pdf.js spends long on them, and on a fast machine reaches the character limit within a
    // fixed budget. So the budget is a quarter of what the whole read took here: the time runs out first on any machine.
    const raw = await resumeMessage({ filename: "slow.pdf", content: await slowPdfFile(30_000), contentType: PDF_TYPE });
    const unbounded = await processed(raw, { cpuLimitMs: Infinity });
    const { email, cpuMs } = await processed(raw, { cpuLimitMs: unbounded.cpuMs / 4 });
    expect(email.attachments?.[0]?.status).toBe("read");
    expect(email.warnings).toContainEqual(expect.stringMatching(/time limit reached before the rest of attachment slow\.pdf/));
    expect(cpuMs).toBeLessThan(500);
  });

  it("keeps the body's value when the body and an attachment both give a field; the attachment fills the rest", async () => {
    const body = "Hi Coach Ellis,\n\nMy name is Maya Thompson and I'm a 2027 outside hitter. I play club for KJV 17 Elite.\n\nMaya Thompson";
    const olderResume = ["Maya Thompson", "Class of 2027", "Club: Lexington United 16 Black", "GPA: 3.8"];
    const raw = await message({ from: ATHLETE, to: COACH, subject: "2027 OH", text: body, attachments: [{ filename: "old-resume.pdf", content: await pdfFile(olderResume), contentType: PDF_TYPE }] });
    const { email } = await processed(raw);
    expect(email.athlete?.clubTeam?.value).toBe("KJV 17 Elite");
    expect(email.athlete?.clubTeam?.source.attachment).toBeUndefined();
    expect(email.athlete?.gpa).toMatchObject({ value: { value: 3.8 }, source: { attachment: "old-resume.pdf" } });
  });

  it("reads only the first part of a many-attachment email's text within the analysed text", async () => {
    const lines = Array.from({ length: 400 }, (_, line) => `Tournament ${line}: Bluegrass Qualifier court ${line}`);
    const files = await Promise.all([1, 2, 3, 4].map(async (number) => ({ filename: `sheet-${number}.docx`, content: await docxFile([...RESUME_LINES, ...lines]), contentType: DOCX_TYPE })));
    const { email, cpuMs } = await processed(await message({ from: ATHLETE, to: COACH, subject: "Profile", text: SHORT_NOTE, attachments: files }));
    expect(email.attachments?.map((attachment) => attachment.status)).toEqual(["read", "read", "read", "too_many"]);
    expect(email.warnings).toContain("4 PDF or Word attachments: only the first 3 read");
    expect(email.text.length).toBeLessThan(SHORT_NOTE.length + 3 * (MAX_ATTACHMENT_CHARS + 2) + 200);
    expect(cpuMs).toBeLessThan(MAX_CPU_MS);
  });
});
