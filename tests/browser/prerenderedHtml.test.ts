import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { PUBLIC_PAGES, type PublicPage } from "@/app/publicPages";
import { TEST_URLS } from "../support/testStack";

/**
 * The built app's HTML for each public page, as a browser gets it before any script runs (plain fetches, no browser):
 * its title, heading and main text are there, and nothing is held hidden for a script to reveal.
 */
const EXPECTED: Record<PublicPage, { title: string; heading: string; text: string }> = {
  "/": { title: `${BRAND.name} — ${BRAND.tagline}`, heading: BRAND.tagline, text: "Forward the recruiting emails athletes send you." },
  "/pricing": { title: "Pricing", heading: "Simple pricing for college coaches", text: "Every plan starts with a 7-day free trial" },
  "/how-it-works": { title: "How It Works", heading: "How It Works", text: "Forward your recruiting emails. Get back clean athlete summaries." },
  "/faq": { title: "FAQ", heading: "Frequently Asked Questions", text: "is a recruiting-email tool for college coaches" },
  "/contact": { title: "Contact", heading: "Contact Us", text: "the beta or your account? We're here to help." },
  "/legal": { title: "Legal", heading: "Legal", text: "The agreements that govern your use of" },
  "/privacy": { title: "Privacy Policy", heading: "Privacy Policy", text: "collects, uses, shares and protects information" },
  "/subprocessors": { title: "Subprocessors", heading: "Subprocessors", text: "The third-party services" },
  "/coach-connect": { title: "Coach Connect Bonus", heading: "Coach Connect Bonus", text: "Refer a fellow coach: you get 1 month free" },
  "/referral": { title: "Refer Your Colleagues", heading: "Refer Your Colleagues", text: `Invite colleagues to ${BRAND.name}.` },
  "/referral-confirmation": { title: "Referral Sent", heading: "Referral Successfully Sent", text: "Thanks for telling a colleague about" },
  "/waitlist": { title: "Join the Waitlist", heading: "Join the Waitlist", text: "Reserve your spot and we'll let you know" },
  "/waitlist-confirmation": { title: "Reservation Confirmed", heading: "Reservation Confirmed", text: "Thanks for joining the" },
  "/login": { title: "Coach Login", heading: "Coach Login", text: "coach portal with the email address you signed up with" },
  "/confirmation": { title: "Confirmation", heading: "Confirmation", text: "we've received your details" },
  "/unauthorized": { title: "Access Denied", heading: "Access Denied", text: "This area needs different permissions" },
  "/billing/success": { title: "Your Spot is Locked In", heading: "Your Spot is Locked In", text: "Loading your account" },
  "/billing-success": { title: "Your Spot is Locked In", heading: "Your Spot is Locked In", text: "Loading your account" },
  "/billing/cancel": { title: "Payment Cancelled", heading: "Payment Cancelled", text: "Your payment was not completed" },
};

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
/** Text as a reader sees it: tags dropped, entities read, whitespace collapsed. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, " ")
    .trim();

async function builtHtml(path: string): Promise<string> {
  const response = await fetch(new URL(path, TEST_URLS.web), { headers: { accept: "text/html" } });
  expect(response.status).toBe(200);
  return response.text();
}

describe("prerendered public pages", () => {
  it.each(PUBLIC_PAGES)("%s holds its title, heading and main text before any script runs", async (path) => {
    const html = await builtHtml(path);
    const expected = EXPECTED[path];
    expect(visibleText(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? "")).toBe(path === "/" ? expected.title : `${expected.title} | ${BRAND.name}`);
    const main = /<main\b[^>]*>(.*?)<\/main>/s.exec(html)?.[1] ?? "";
    expect(visibleText(/<h1\b[^>]*>(.*?)<\/h1>/s.exec(main)?.[1] ?? "")).toBe(expected.heading);
    expect(visibleText(main)).toContain(expected.text);
    // React writes content it outlines hidden, for an inline script to reveal: none may be.
    expect(html).not.toMatch(/<div hidden id="S:/);
  });

  it("serves the portal and other client-rendered paths the empty shell, never a prerendered page", async () => {
    for (const path of ["/dashboard/athletes", "/signup", "/no-such-page"]) {
      const html = await builtHtml(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain("<main");
    }
  });
});
