// The opening of a legal notice a mail server or a signature appends: a heading ("CONFIDENTIALITY NOTICE:",
// "Disclaimer:", "PRIVILEGED AND CONFIDENTIAL") or the notice's own first words ("This email and any attachments are …").
const NOTICE_START = new RegExp(
  [
    String.raw`^[ \t>]*(?:(?:confidentiality|privacy|legal|email|e-mail)[ \t]+(?:notice|disclaimer|statement)|disclaimer|privileged[ \t]+(?:and|&)[ \t]+confidential)[ \t]*[:.-]`,
    String.raw`^[ \t>]*this[ \t]+(?:e-?mail|message|communication|electronic[ \t]+mail)(?:[ \t]+(?:message|transmission))?(?:,?[ \t]+(?:and|including)[ \t]+any[ \t]+(?:attachments?|files?)[^\n]{0,40}?)?[ \t]+(?:is|are|may[ \t]+contain|contains?)[ \t]+(?:confidential|privileged|intended[ \t]+(?:only|solely))`,
  ].join("|"),
  "imu",
);

/**
 * A legal notice (a school's confidentiality disclaimer under a signature, or appended by its server under the whole
 * message) is nobody's words about an athlete: its paragraph is dropped, so that its capitalised heading is never read as
 * a name, nor its "notify the sender" as the writer's. Only the paragraph it opens: a forward below it stays.
 */
export function withoutLegalNotices(text: string): string {
  const notices = new RegExp(NOTICE_START.source, "gimu");
  const paragraphEnds = /\r?\n[ \t>]*\r?\n/gu;
  const kept: string[] = [];
  let from = 0;
  for (let notice = notices.exec(text); notice; notice = notices.exec(text)) {
    paragraphEnds.lastIndex = notice.index;
    const end = paragraphEnds.exec(text)?.index ?? text.length;
    kept.push(text.slice(from, notice.index));
    from = end;
    notices.lastIndex = end;
  }
  return from === 0 ? text : kept.join("") + text.slice(from);
}
