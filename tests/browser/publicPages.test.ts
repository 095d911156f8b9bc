import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { CONTACT_MESSAGES } from "@machines/contact/schema";
import { SITE_ORIGIN } from "@/components/seo/page-head";
import { PUBLIC_PATHS, absoluteUrl } from "@/components/seo/site";
import { FAQ_ITEMS } from "@/features/faq/faqItems";
import { db } from "../../functions/src/lib/admin";
import { uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { TEST_URLS } from "../support/testStack";
import { MOBILE, browserForThisFile, hydrated, openPage, seriousAccessibilityViolations, toastWith } from "./support/browser";

const browser = browserForThisFile();

const question = (page: Page, index: number) => page.getByRole("button", { name: FAQ_ITEMS[index]!.question, exact: true });
const expanded = async (page: Page) =>
  Promise.all(FAQ_ITEMS.map((_, index) => question(page, index).getAttribute("aria-expanded").then((value) => value === "true")));

describe("/faq", () => {
  it("opens the first question by default, keeps one open at a time, and collapses the open one", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/faq");
    await question(page, 0).waitFor();
    expect(await page.getByRole("heading", { level: 2, name: FAQ_ITEMS[2]!.question }).count()).toBe(1);
    expect(await expanded(page)).toEqual(FAQ_ITEMS.map((_, index) => index === 0));
    expect(await page.getByText(/is a recruiting-email tool for college coaches/).isVisible()).toBe(true);

    await question(page, 7).click();
    expect(await expanded(page)).toEqual(FAQ_ITEMS.map((_, index) => index === 7));
    expect(await page.getByText(/Yes, from addresses you add and they confirm/).isVisible()).toBe(true);
    expect(await page.getByText(/is a recruiting-email tool for college coaches/).count()).toBe(0);

    await question(page, 7).click();
    expect(await expanded(page)).toEqual(FAQ_ITEMS.map(() => false));

    // Keyboard: Enter on a focused question opens it.
    await question(page, 3).focus();
    await page.keyboard.press("Enter");
    expect(await expanded(page)).toEqual(FAQ_ITEMS.map((_, index) => index === 3));
    await context.close();
  });

  it("carries FAQPage structured data with every question", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/faq");
    await question(page, 0).waitFor();
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = scripts.map((text) => JSON.parse(text) as { "@type": string; mainEntity: Array<{ name: string }> }).find((data) => data["@type"] === "FAQPage");
    expect(faq?.mainEntity.map((entry) => entry.name)).toEqual(FAQ_ITEMS.map((item) => item.question));
    await context.close();
  });
});

/** A contact form field by its accessible name ("Email" alone: the page also has an "Email support" box). */
const field = (page: Page, name: "Name" | "Email" | "Message") => page.getByRole("textbox", { name, exact: true });

async function fillContact(page: Page, values: { name: string; email: string; message: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Message").fill(values.message);
}

describe("/contact", () => {
  it("shows the e-mail support line and the reply promise", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/contact");
    await hydrated(page);
    expect(await page.getByRole("link", { name: BRAND.supportEmail }).getAttribute("href")).toBe(`mailto:${BRAND.supportEmail}`);
    expect(await page.getByText("We reply within 1 business day.").isVisible()).toBe(true);
    await context.close();
  });

  it("takes no tap or key until the form's own code has arrived (a tap on the prerendered form would submit it natively)", async () => {
    const { context, page } = await openPage(browser());
    let releaseForm: () => void = () => {};
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
      await formHeld;
      await route.continue();
    });
    await page.goto("/contact");
    // The page around the form has hydrated; the form is still the prerendered HTML, and inert.
    await page.locator("#root:not([inert])").waitFor({ state: "attached" });
    const send = page.getByRole("button", { name: "Send Message" });
    expect(await send.evaluate((button) => button.closest("[inert]") !== null)).toBe(true);
    const tapped = await send.click({ timeout: 1_000 }).then(
      () => "clicked",
      () => "refused",
    );
    expect(tapped).toBe("refused");
    releaseForm();
    await hydrated(page);
    expect(page.url()).toBe(new URL("/contact", page.url()).href);
    await send.click();
    await page.getByText(CONTACT_MESSAGES.nameRequired).waitFor();
    await context.close();
  });

  it("validates each field, sends, toasts, resets, stores the message and emails support and the sender", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.messageRequired]) {
      await page.getByText(message).waitFor();
    }
    expect(await field(page, "Message").getAttribute("aria-invalid")).toBe("true");

    const email = uniqueEduEmail("contact-page");
    await fillContact(page, { name: "Casey Morgan", email: "casey@university", message: "Can my assistant coach forward emails too?" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(CONTACT_MESSAGES.emailInvalid).waitFor();
    await field(page, "Email").fill(email);
    await page.getByRole("button", { name: "Send Message" }).click();

    const sent = toastWith(page, "Message Sent Successfully");
    await sent.waitFor();
    expect(await sent.innerText()).toContain("We've received your message and will respond within 1 business day");
    expect(await field(page, "Name").inputValue()).toBe("");
    expect(await field(page, "Email").inputValue()).toBe("");
    expect(await field(page, "Message").inputValue()).toBe("");

    const toSupport = await waitForEmail(BRAND.supportEmail, `Contact form: Casey Morgan <${email}>`);
    expect(toSupport.text).toContain("Can my assistant coach forward emails too?");
    const acknowledgement = await waitForEmail(email, "We've received your message");
    expect(acknowledgement.text).toContain("Hi Casey Morgan,");
    const stored = await db.collection("contactMessages").where("email", "==", email).get();
    expect(stored.docs.map((doc) => doc.get("message"))).toEqual(["Can my assistant coach forward emails too?"]);
    await context.close();
  });

  it("shows the busy button while sending, then 'Submission Error' and keeps everything typed when the service is unreachable", async () => {
    const { context, page } = await openPage(browser());
    let releaseRequest: () => void = () => {};
    const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
    await page.route("**/submitContactMessage", async (route) => {
      await requestHeld;
      await route.abort("connectionrefused");
    });
    const email = uniqueEduEmail("contact-offline");
    await page.goto("/contact");
    await hydrated(page);
    await fillContact(page, { name: "Casey Morgan", email, message: "Hello from a flaky connection" });
    await page.getByRole("button", { name: "Send Message" }).click();
    const busyButton = page.getByRole("button", { name: "Sending..." });
    await busyButton.waitFor();
    expect(await busyButton.isDisabled()).toBe(true);
    expect(await field(page, "Message").isDisabled()).toBe(true);
    releaseRequest();

    const failed = toastWith(page, "Submission Error");
    await failed.waitFor();
    expect(await failed.innerText()).toContain(BRAND.supportEmail);
    expect(await field(page, "Name").inputValue()).toBe("Casey Morgan");
    expect(await field(page, "Email").inputValue()).toBe(email);
    expect(await field(page, "Message").inputValue()).toBe("Hello from a flaky connection");
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true);
    await context.close();
  });
});

describe("SEO tags", () => {
  it.each(PUBLIC_PATHS)("%s has its canonical URL and Open Graph tags", async (path) => {
    const { context, page } = await openPage(browser());
    await page.goto(path);
    await page.locator("h1").first().waitFor();
    const url = absoluteUrl(SITE_ORIGIN, path);
    await page.locator(`link[rel="canonical"][href="${url}"]`).waitFor({ state: "attached" });
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    const og = async (property: string) => {
      const tags = page.locator(`meta[property="${property}"]`);
      expect(await tags.count(), `${path} ${property}`).toBe(1);
      return tags.getAttribute("content");
    };
    expect(await og("og:url")).toBe(url);
    expect(await og("og:title")).toBe(await page.title());
    expect(await og("og:description")).toBe(await page.locator('meta[name="description"]').getAttribute("content"));
    expect(await og("og:type")).toBe("website");
    expect(await og("og:site_name")).toBe(BRAND.name);
    expect(await og("og:image")).toBe(absoluteUrl(SITE_ORIGIN, "/og-image.png"));
    await context.close();
  });

  it("the canonical URL follows client-side navigation, and onboarding pages have none", async () => {
    const { context, page } = await openPage(browser());
    await page.goto("/faq");
    await page.locator(`link[rel="canonical"][href="${absoluteUrl(SITE_ORIGIN, "/faq")}"]`).waitFor({ state: "attached" });
    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).hover();
    await page.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
    await page.locator(`link[rel="canonical"][href="${absoluteUrl(SITE_ORIGIN, "/contact")}"]`).waitFor({ state: "attached" });
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(absoluteUrl(SITE_ORIGIN, "/contact"));

    await page.goto("/initial-screening");
    await page.locator("h1").first().waitFor();
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await context.close();
  });

  it("the og:image is served, and robots.txt and sitemap.xml answer", async () => {
    const image = await fetch(`${TEST_URLS.web}/og-image.png`);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(await (await fetch(`${TEST_URLS.web}/robots.txt`)).text()).toContain(`Sitemap: ${absoluteUrl(SITE_ORIGIN, "/sitemap.xml")}`);
    expect(await (await fetch(`${TEST_URLS.web}/sitemap.xml`)).text()).toContain(`<loc>${absoluteUrl(SITE_ORIGIN, "/faq")}</loc>`);
  });
});

describe("accessibility (axe-core) of /faq and /contact", () => {
  it("/faq with a question open, on a phone, has no serious or critical violations", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/faq");
    await question(page, 11).click();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("/contact with every field in error, on a phone, has none either", async () => {
    const { context, page } = await openPage(browser(), MOBILE);
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText(CONTACT_MESSAGES.messageRequired).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
