import { randomBytes } from "node:crypto";
import { SAMPLE_EMAILS } from "@machines/demo/sampleRecruits";
import { localDay } from "@machines/shared/zonedTime";
import type { UserDoc } from "@machines/account/documents";
import { acceptInbound } from "../inbox/acceptInbound";

/**
 * Settings' "Send a test email": a sample recruiting email, forwarded from the coach's own address to
 * their forwarding address and fed to the real inbound pipeline (stored, processed, summarised), so the
 * summary arrives as it would for a real forward. Its Message-ID names the coach and their day, so
 * however often the button is pressed, one test email a day is accepted (the pipeline skips duplicates).
 */
export async function sendTestEmail(uid: string, coach: UserDoc, now = new Date()): Promise<"sent" | "already-sent"> {
  const day = localDay(now, coach.timeZone);
  const dayKey = `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
  const sample = SAMPLE_EMAILS[0]!;
  const raw = Buffer.from(
    [
      `From: ${coach.first_name} ${coach.last_name} <${coach.email}>`,
      `To: ${coach.forwardingAddress}`,
      `Subject: Fwd: ${sample.subject}`,
      `Date: ${now.toUTCString()}`,
      `Message-ID: <settings-test.${uid}.${dayKey}@inboxscout.test-email>`,
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: 8bit",
      `X-InboxScout-Sample: ${randomBytes(4).toString("hex")}`,
      "",
      "This is a test email from your InboxScout settings: a sample athlete, not a real one.",
      "",
      "---------- Forwarded message ---------",
      `From: ${sample.from}`,
      `Subject: ${sample.subject}`,
      "",
      sample.body,
      "",
    ].join("\r\n"),
    "utf8",
  );
  const outcome = await acceptInbound({ raw, envelope: { from: coach.email, to: [coach.forwardingAddress] }, senderIp: null, source: "sample" }, now);
  return outcome.accepted > 0 ? "sent" : "already-sent";
}
