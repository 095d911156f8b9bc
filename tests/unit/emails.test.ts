import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { SAMPLE_FILM_PATH, SAMPLE_RECRUITS } from "@machines/demo/sampleRecruits";
import { contactAcknowledgementEmail, supportInboxEmail } from "../../functions/src/contact/submitContactMessage";
import { heldSendersEmail } from "../../functions/src/senders/heldSendersEmail";
import { DEFAULT_EMAIL_REASON, EMAIL_LOGO_CID, type RenderedEmail } from "../../functions/src/mail/layout";
import type { MailDoc } from "@machines/mail/documents";
import { outgoingMessage } from "../../functions/src/mail/sendMail";
import { verifyUnsubscribeToken } from "../../functions/src/mail/unsubscribeToken";
import { sampleReportEmail } from "../../functions/src/sampleReport/sampleReportEmail";
import { waitlistConfirmationEmail } from "../../functions/src/waitlist/onWaitlistEntryCreated";

const ORIGIN = "https://inboxscout.app";
const KEY = "test-signing-key";
const message = { name: "Jordan Reyes", email: "jreyes@osu.edu", message: "Does the daily report include video links?\n\nThanks,\nJordan" };

/**
 * Every email the product sends whose content function this codebase exports, rendered as it is queued.
 * (The onboarding and referral emails are read in the mail catcher by tests/browser/emails.test.ts.)
 */
const EMAILS: Array<{ name: string; email: RenderedEmail; category: "transactional" | "marketing" }> = [
  { name: "sample report", email: sampleReportEmail(ORIGIN), category: "marketing" },
  {
    name: "waitlist confirmation",
    email: waitlistConfirmationEmail(
      { first_name: "Casey", email: "cmorgan@kent.edu" },
      ORIGIN,
    ),
    category: "marketing",
  },
  { name: "contact acknowledgement", email: contactAcknowledgementEmail(message), category: "transactional" },
  { name: "contact message to support", email: supportInboxEmail(message, "message-1"), category: "transactional" },
  {
    name: "held senders digest",
    email: heldSendersEmail({
      firstName: "Casey",
      forwardingAddress: "casey.morgan.k7qp@scout.inboxscout.app",
      listed: [
        { address: "assistant@kent.edu", reason: "unknown_sender" },
        { address: "bounce@attacker.example", reason: "ambiguous_sender" },
      ],
      senderCount: 14,
      portalUrl: `${ORIGIN}/dashboard/inbox`,
    }),
    category: "transactional",
  },
];

const stored = (email: RenderedEmail, to: string): Omit<MailDoc, "createdAt"> => ({
  to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  category: email.category,
  contentJson: JSON.stringify(email.content),
  delivery: { state: "PENDING", attempts: 0 },
});

describe.each(EMAILS)("the $name email", ({ email, category }) => {
  it("uses the one design: logo, content, sign-off, why it came and where to write", () => {
    expect(email.category).toBe(category);
    expect(email.html).toContain(`src="cid:${EMAIL_LOGO_CID}"`);
    expect(email.html).toContain(`The ${BRAND.name} team`);
    expect(email.html).toContain(`mailto:${BRAND.supportEmail}`);
    expect(email.content.reason, "each email says why its recipient got it").toBeTruthy();
    expect(email.text).not.toContain(DEFAULT_EMAIL_REASON);
    // No data tables: records are cards, so nothing is wider than a phone.
    expect(email.html).not.toMatch(/<th\b|<thead/);
    // Fixed widths only for the logo and Outlook for Windows' 560 px frame (inside its conditional comments).
    const widths = [...email.html.replace(/<!--\[if mso\]>[\s\S]*?<!\[endif\]-->/g, "").matchAll(/width="(\d+)"/g)].map(([, width]) => Number(width));
    expect(Math.max(...widths)).toBeLessThanOrEqual(240);
  });

  it("has a readable text part: no markup, and every link written out", () => {
    expect(email.text).not.toMatch(/<\/?(p|a|br|div|span|table|tr|td|ul|li|img|wbr)\b/i);
    for (const [, href] of email.html.matchAll(/href="(https?:[^"]+)"/g)) expect(email.text).toContain(href!.replace(/&amp;/g, "&"));
  });

  it(`goes out ${category === "marketing" ? "with" : "without"} one-click unsubscribe`, () => {
    const to = "Coach@Example.edu";
    const out = outgoingMessage(stored(email, to), ORIGIN, KEY);
    expect(out.attachments).toEqual([expect.objectContaining({ cid: EMAIL_LOGO_CID, contentType: "image/png", encoding: "base64" })]);
    if (category === "marketing") {
      const link = /^<(https:\/\/inboxscout\.app\/unsubscribe\?token=[^>]+)>$/.exec(out.headers["List-Unsubscribe"] ?? "")?.[1];
      expect(link).toBeDefined();
      expect(out.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(verifyUnsubscribeToken(new URL(link!).searchParams.get("token"), KEY)).toBeDefined();
      expect(out.text).toContain(`Unsubscribe: ${link}`);
      expect(out.html).toContain(`href="${link!.replace(/&/g, "&amp;")}"`);
    } else {
      expect(out.headers).toEqual({});
      expect(out.text).not.toContain("Unsubscribe");
      expect(out.html).toBe(email.html);
    }
  });
});

describe("the sample report email", () => {
  const email = sampleReportEmail(ORIGIN);

  it("has a card per athlete and film links to the sample film note on our own site", () => {
    for (const recruit of SAMPLE_RECRUITS) expect(email.text).toContain(`${recruit.name}\nPosition: ${recruit.position}\nHeight: ${recruit.height}\nClass: ${recruit.classYear}`);
    expect(email.text).toContain(`Game film: Watch (sample) (${ORIGIN}${SAMPLE_FILM_PATH})`);
    expect(email.html).toContain(`href="${ORIGIN}${SAMPLE_FILM_PATH}"`);
    expect(email.html).not.toContain("video.example");
    expect(email.text).toContain("By position: Setter (2), Libero/DS (1), Outside Hitter (1)");
  });
});
