import { describe, expect, it } from "vitest";
import { renderEmail } from "../../functions/src/mail/layout";

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
});
