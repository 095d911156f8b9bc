import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { DEFAULT_EMAIL_REASON, EMAIL_LOGO_CID, renderEmail, type EmailContent } from "../../functions/src/mail/layout";
import { EMAIL_LOGO } from "../../functions/src/mail/logoImage";

const UNSUBSCRIBE = "https://inboxscout.app/unsubscribe?token=v1.abc.def";

describe("email layout", () => {
  it("renders the same content as text and as escaped HTML", () => {
    const email = renderEmail({
      subject: "Hello",
      paragraphs: ["Hi <Coach> & team,"],
      bullets: ["One"],
      action: { label: "Open", url: "https://example.test/?a=1&b=2" },
    });
    expect(email.text).toContain("Hi <Coach> & team,");
    expect(email.text).toContain("• One");
    expect(email.text).toContain("Open: https://example.test/?a=1&b=2");
    expect(email.html).toContain("Hi &lt;Coach&gt; &amp; team,");
    expect(email.html).toContain('href="https://example.test/?a=1&amp;b=2"');
    expect(email.html).not.toContain("<Coach>");
  });

  it("keeps the original call working: subject, paragraphs and nothing else give a transactional email", () => {
    const email = renderEmail({ subject: "Line one\nline two", paragraphs: ["Hi,"] });
    expect(email.subject).toBe("Line one line two");
    expect(email.category).toBe("transactional");
    expect(email.content).toEqual({ subject: "Line one\nline two", paragraphs: ["Hi,"] });
    expect(email.html).toContain("<title>Line one line two</title>");
  });

  it("shows the logo as the inline PNG sendMail attaches, named for anyone who sees no images", () => {
    const { html } = renderEmail({ subject: "Hi", paragraphs: ["Hi,"] });
    expect(html).toContain(`<img src="cid:${EMAIL_LOGO_CID}" width="${EMAIL_LOGO.width}" height="${EMAIL_LOGO.height}" alt="${BRAND.name}"`);
    expect(EMAIL_LOGO.contentType).toBe("image/png");
    expect(Buffer.from(EMAIL_LOGO.base64, "base64").subarray(1, 4).toString()).toBe("PNG");
  });

  it("ends with the sign-off, why the recipient got it and where to write, in both parts", () => {
    const told = renderEmail({ subject: "Hi", paragraphs: ["Hi,"], reason: "You're getting this because you asked for it." });
    for (const part of [told.text, told.html]) {
      expect(part).toContain(`The ${BRAND.name} team`);
      expect(part).toContain(BRAND.supportEmail);
    }
    expect(told.html).toContain("You&#39;re getting this because you asked for it.");
    expect(told.html).toContain(`href="mailto:${BRAND.supportEmail}"`);
    expect(told.text).toMatch(/\n--\nYou're getting this because you asked for it\.\nQuestions\? Write to support@inboxscout\.app\.$/);
    expect(renderEmail({ subject: "Hi", paragraphs: ["Hi,"] }).text).toContain(DEFAULT_EMAIL_REASON);
  });

  it("links to unsubscribe from marketing email only, once sendMail gives the recipient's link", () => {
    const marketing: EmailContent = { subject: "News", paragraphs: ["Hi,"], category: "marketing" };
    const sent = renderEmail(marketing, { unsubscribeUrl: UNSUBSCRIBE });
    expect(sent.category).toBe("marketing");
    expect(sent.text).toContain(`Unsubscribe: ${UNSUBSCRIBE}`);
    expect(sent.html).toContain(`<a href="${UNSUBSCRIBE}" style="color:#64748b">Unsubscribe</a>`);
    expect(renderEmail(marketing).html).not.toContain("Unsubscribe");
    const transactional = renderEmail({ subject: "Link", paragraphs: ["Hi,"] }, { unsubscribeUrl: UNSUBSCRIBE });
    expect(transactional.text).not.toContain("Unsubscribe");
    expect(transactional.html).not.toContain("Unsubscribe");
  });

  it("turns table rows into one card per record, with 'column: value' lines in both parts", () => {
    const email = renderEmail({
      subject: "Report",
      paragraphs: ["Hi,"],
      table: {
        columns: ["Athlete", "Position", "GPA", "Film"],
        rows: [
          ["Maya Thompson", "Outside Hitter", "3.9", { text: "Watch", url: "https://inboxscout.app/how-it-works#sample-film" }],
          ["Lily Park", "Setter", "", "No film link yet"],
        ],
      },
    });
    expect(email.text).toContain("Maya Thompson\nPosition: Outside Hitter\nGPA: 3.9\nFilm: Watch (https://inboxscout.app/how-it-works#sample-film)");
    expect(email.text).toContain("Lily Park\nPosition: Setter\nFilm: No film link yet");
    expect(email.html).not.toContain("<th");
    expect(email.html.match(/<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid/g)).toHaveLength(2);
    expect(email.html).toContain('<a href="https://inboxscout.app/how-it-works#sample-film" style="color:#1E4D8C;font-weight:bold">Watch</a>');
  });

  it("links only to web addresses: a cell's javascript: or data: URL stays plain text", () => {
    const { html, text } = renderEmail({
      subject: "Report",
      paragraphs: ["Hi,"],
      table: {
        columns: ["Athlete", "Film"],
        rows: [
          ["A", { text: "Film A", url: "javascript:alert(1)" }],
          ["B", { text: "Film B", url: "data:text/html,<script>alert(1)</script>" }],
          ["C", { text: "Film C", url: "not a url" }],
        ],
      },
    });
    expect(html).not.toMatch(/href="(javascript|data):/);
    expect(html).not.toContain("<script>");
    expect(html).toContain("Film A");
    expect(text).toContain("Film A (javascript:alert(1))");
  });

  it("lists details as label: value lines", () => {
    const email = renderEmail({ subject: "Plan", paragraphs: ["Hi,"], details: [{ label: "Plan", value: "First Movers, $19/month" }] });
    expect(email.text).toContain("Plan: First Movers, $19/month");
    expect(email.html).toContain('<span style="color:#64748b">Plan:</span> First Movers, $19/month');
  });

  it("lets long addresses and links wrap after '@', dots and slashes, and keeps typed line breaks", () => {
    const { html } = renderEmail({ subject: "Hi", paragraphs: ["Forward to jamie.rivera.mw7r@scout.inboxscout.app now", "Thanks,\nJordan"] });
    expect(html).toContain("jamie.<wbr>rivera.<wbr>mw7r@<wbr>scout.<wbr>inboxscout.<wbr>app now");
    expect(html).toContain("Thanks,<br>Jordan");
  });

  it("writes the HTML in ASCII, so no charset mix-up garbles it", () => {
    const { html, text } = renderEmail({ subject: "Volleyball – Women", paragraphs: ["Casey’s spot — saved"] });
    expect([...html].filter((character) => character.charCodeAt(0) > 127)).toEqual([]);
    expect(html).toContain("Casey&#8217;s spot &#8212; saved");
    expect(html).toContain("&#8212; The InboxScout team");
    expect(text).toContain("Casey’s spot — saved");
  });

  it("carries a hidden preheader when given", () => {
    expect(renderEmail({ subject: "Hi", paragraphs: ["Hi,"], preheader: "The gist" }).html).toMatch(/<div style="display:none[^"]*">The gist<\/div>/);
    expect(renderEmail({ subject: "Hi", paragraphs: ["Hi,"] }).html).not.toContain("display:none");
  });
});
