import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import MimeNode from "nodemailer/lib/mime-node";
import type { AttachmentStatus } from "@machines/inbox/emailAttachment";
import { MAX_ATTACHMENT_BYTES, MAX_OUTLOOK_MESSAGES_OPENED, MAX_OUTLOOK_READER_MB, MAX_OUTLOOK_READER_MS, MAX_OUTLOOK_READER_START_MS, MAX_PART_CHARS } from "../limits";

/** Whether an attachment is an email Outlook saved as a file (.msg, a compound file rather than MIME). */
export const isOutlookMessage = (filename: string | null, contentType: string) => /\.msg$/i.test(filename ?? "") || contentType.toLowerCase() === "application/vnd.ms-outlook";

/** What the worker gives back of one .msg: its headers' values, its text, and its files. Null where it could not be read. */
interface OutlookFields {
  subject: string;
  senderName: string;
  senderAddress: string;
  to: Array<{ name: string; address: string }>;
  date: string;
  messageId: string;
  text: string;
  html: string;
  files: Array<{ filename: string; content: Uint8Array }>;
}

/** Why a .msg was not opened, as an attachment's status. */
export type NotOpened = Extract<AttachmentStatus, "too_large" | "too_many" | "time_limit" | "unreadable">;

/** Each reason in words, for the coach's warning. */
export const NOT_OPENED_REASONS: Readonly<Record<NotOpened, string>> = {
  too_large: `larger than ${MAX_ATTACHMENT_BYTES} bytes`,
  too_many: `only the first ${MAX_OUTLOOK_MESSAGES_OPENED} are opened`,
  time_limit: "it took too long to open",
  unreadable: "damaged, or not what its name says",
};

/** Files taken out of one .msg (a résumé, a profile sheet); the engine lists and reads them within its own limits. */
const MAX_FILES_PER_MESSAGE = 10;

/**
 * Runs in a worker: @kenjiuno/msgreader follows the compound file's sector chains and directory tree without a guard,
 * so a crafted .msg can loop forever or fill memory. The worker is stopped at a time and memory limit instead; the
 * message being read is never at risk. Plain JavaScript (the worker is evaluated from this string, so the bundle needs
 * no file of its own), and the library is required from the working directory, where the functions' packages are.
 */
const READER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const MsgReader = require("@kenjiuno/msgreader").default;
const text = (value) => (typeof value === "string" ? value : "");
const address = (value) => (text(value).includes("@") ? text(value) : "");
parentPort.once("message", (messages) => parentPort.postMessage(messages.map((bytes) => {
  try {
    const reader = new MsgReader(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const fields = reader.getFileData();
    // An email without its words in text or HTML (only Outlook's compressed RTF) is not read: listed, with a warning.
    if (fields.error || !(text(fields.body) || text(fields.bodyHtml))) return null;
    const files = (fields.attachments || [])
      .filter((file) => !file.innerMsgContent && !file.attachmentHidden && (file.contentLength || 0) <= workerData.maxFileBytes)
      .slice(0, workerData.maxFiles)
      .map((file) => {
        const { fileName, content } = reader.getAttachment(file);
        return { filename: text(fileName) || text(file.name), content };
      });
    return {
      subject: text(fields.subject),
      senderName: text(fields.senderName),
      senderAddress: address(fields.senderSmtpAddress) || address(fields.sentRepresentingSmtpAddress) || address(fields.senderEmail),
      to: (fields.recipients || []).filter((recipient) => recipient.recipType !== "cc" && recipient.recipType !== "bcc")
        .map((recipient) => ({ name: text(recipient.name), address: address(recipient.smtpAddress) || address(recipient.email) })),
      date: text(fields.messageDeliveryTime) || text(fields.clientSubmitTime),
      messageId: text(fields.messageId),
      text: text(fields.body).slice(0, workerData.maxChars),
      html: text(fields.bodyHtml).slice(0, workerData.maxChars),
      files,
    };
  } catch {
    return null;
  }
})));
parentPort.postMessage("ready");
`;

/**
 * Each .msg as the MIME message it was (headers, text, files), so it is read as an attached .eml is, or why it was not
 * opened: too large, past the first MAX_OUTLOOK_MESSAGES_OPENED, out of time, or not readable. All are read in one
 * worker, which is stopped after MAX_OUTLOOK_READER_MS or at MAX_OUTLOOK_READER_MB of memory.
 */
export async function openOutlookMessages(messages: readonly Buffer[]): Promise<Array<Buffer | NotOpened>> {
  const notOpened = messages.map((message, index): NotOpened | null => (index >= MAX_OUTLOOK_MESSAGES_OPENED ? "too_many" : message.length > MAX_ATTACHMENT_BYTES ? "too_large" : null));
  // Only those within the bounds go to the worker: one too large is never read, nor spends the others' time.
  const toRead = messages.filter((_, index) => notOpened[index] === null);
  const read = toRead.length ? await readInWorker(toRead) : [];
  let readIndex = 0;
  return Promise.all(
    messages.map((message, index) => {
      const reason = notOpened[index];
      if (reason) return reason;
      const fields = read === "time_limit" ? read : (read[readIndex++] ?? "unreadable");
      return typeof fields === "string" ? fields : mimeOf(fields, message);
    }),
  );
}

/**
 * What the worker read of each message (null where it could not), or "time_limit" when it was stopped first. Its
 * time counts from when it is ready (starting a worker and loading the library is the instance's cost, and slow on
 * a busy machine): only reading the messages themselves is held to MAX_OUTLOOK_READER_MS.
 */
function readInWorker(messages: readonly Buffer[]): Promise<Array<OutlookFields | null> | "time_limit"> {
  return new Promise((resolve) => {
    const worker = new Worker(READER_SOURCE, {
      eval: true,
      workerData: { maxFiles: MAX_FILES_PER_MESSAGE, maxFileBytes: MAX_ATTACHMENT_BYTES, maxChars: MAX_PART_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: MAX_OUTLOOK_READER_MB, maxYoungGenerationSizeMb: 16 },
      // Whatever the library prints stays in the worker.
      stdout: true,
      stderr: true,
    });
    let timer = setTimeout(() => settle("time_limit"), MAX_OUTLOOK_READER_START_MS);
    let settled = false;
    const settle = (result: Array<OutlookFields | null> | "time_limit") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    worker.on("message", (reply: "ready" | Array<OutlookFields | null>) => {
      if (reply !== "ready") return settle(reply);
      clearTimeout(timer);
      timer = setTimeout(() => settle("time_limit"), MAX_OUTLOOK_READER_MS);
      worker.postMessage(messages);
    });
    // Out of memory, or a failure outside the per-message catch: none was read.
    worker.once("error", () => settle([]));
    worker.once("exit", () => settle([]));
  });
}

/**
 * The .msg's email written as MIME, as Outlook would have sent it. The same .msg always gives the same bytes (a retry
 * reads the same message): its Message-ID, when it has none, and the part boundary come from its bytes, and a Date it
 * does not give is left out rather than made up.
 */
async function mimeOf(fields: OutlookFields, msg: Buffer): Promise<Buffer> {
  const digest = createHash("sha256").update(msg).digest("hex").slice(0, 32);
  const body = fields.text || fields.html;
  const bodyType = fields.text || !fields.html ? "text/plain; charset=utf-8" : "text/html; charset=utf-8";
  const hasFiles = fields.files.length > 0;
  const root = new MimeNode(hasFiles ? "multipart/mixed" : bodyType, { baseBoundary: digest });
  const date = new Date(fields.date);
  const dated = !Number.isNaN(date.getTime());
  root.setHeader({
    From: { name: fields.senderName, address: fields.senderAddress },
    To: fields.to,
    Subject: fields.subject,
    Date: dated ? date : new Date(0),
    "Message-ID": fields.messageId || `<${digest}@outlook-message.invalid>`,
  });
  if (hasFiles) {
    root.appendChild(new MimeNode(bodyType)).setContent(body);
    for (const file of fields.files) root.appendChild(new MimeNode("application/octet-stream", { filename: file.filename || "attachment" })).setContent(Buffer.from(file.content));
  } else {
    root.setContent(body);
  }
  const raw = await root.build();
  return dated ? raw : Buffer.from(raw.toString("latin1").replace(/^Date: .*\r\n/m, ""), "latin1");
}
