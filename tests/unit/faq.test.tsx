import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { COACH_DISCLOSURE_SAMPLE } from "@machines/legal/disclosure";
import { IMPORT_FILE_TYPES_TEXT, PRODUCT_FACTS } from "@machines/productFacts";
import { FaqAccordion, faqAccordionProps } from "@/features/faq/components/FaqAccordion";
import { FAQ_ITEMS, FAQ_TOPICS, faqAnswerText, faqStructuredData, type FaqTopic } from "@/features/faq/faqItems";
import { Route as FaqRoute } from "@/routes/faq";

/** The accordion as the page renders it, inside a one-route router (answers link to app pages). */
async function renderAccordion(): Promise<string> {
  const root = createRootRoute({ component: Outlet });
  const faq = createRoute({ getParentRoute: () => root, path: "/faq", component: () => <FaqAccordion items={FAQ_ITEMS} /> });
  const router = createRouter({ routeTree: root.addChildren([faq]), history: createMemoryHistory({ initialEntries: ["/faq"] }) });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

const answerOf = (topic: FaqTopic) =>
  FAQ_ITEMS.filter((item) => item.topics.includes(topic))
    .map((item) => `${item.question}\n${faqAnswerText(item)}`)
    .join("\n");

describe("FAQ content", () => {
  it("has about twenty questions with unique ids", () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(18);
    expect(FAQ_ITEMS.length).toBeLessThanOrEqual(24);
    expect(new Set(FAQ_ITEMS.map((item) => item.id)).size).toBe(FAQ_ITEMS.length);
    expect(new Set(FAQ_ITEMS.map((item) => item.question)).size).toBe(FAQ_ITEMS.length);
  });

  it.each(FAQ_TOPICS)("covers the spec's topic %s", (topic) => {
    expect(FAQ_ITEMS.some((item) => item.topics.includes(topic))).toBe(true);
  });

  it("states the facts the spec gives", () => {
    expect(answerOf("time-saved")).toMatch(/6\+ hours per week/);
    expect(answerOf("time-saved")).toMatch(/5–10 hours per week/);
    expect(answerOf("audience")).toMatch(/\.edu/);
    expect(answerOf("colleagues-forwarding")).toContain(PRODUCT_FACTS.forwarding);
    expect(answerOf("colleagues-forwarding")).toMatch(/address you signed up with/);
    expect(answerOf("duplicates")).toMatch(/merged per coach/);
    expect(answerOf("gmail-outlook")).toMatch(/Gmail/);
    expect(answerOf("gmail-outlook")).toMatch(/Outlook/);
    expect(answerOf("eml-attachments")).toMatch(/\nYes\./);
    expect(answerOf("eml-attachments")).toContain(PRODUCT_FACTS.forwardAsAttachment);
    expect(answerOf("eml-attachments")).toContain(`import ${IMPORT_FILE_TYPES_TEXT} files`);
    expect(answerOf("data-security")).toMatch(/FERPA/);
    expect(answerOf("data-security")).toMatch(/not yet enrolled/);
    expect(answerOf("disclosure")).toMatch(/email signature/);
    expect(answerOf("disclosure")).toMatch(/privacy notice/);
    expect(answerOf("disclosure")).toContain(COACH_DISCLOSURE_SAMPLE);
    expect(answerOf("editing-records")).toContain(PRODUCT_FACTS.corrections);
    expect(answerOf("sports")).toMatch(/volleyball and softball/);
    expect(answerOf("sports")).toMatch(/Basketball and football are coming/);
    expect(answerOf("dashboard")).toMatch(/\nYes: the coach portal/);
    expect(answerOf("daily-report")).toContain(PRODUCT_FACTS.delivery);
    expect(answerOf("csv-export")).toContain(PRODUCT_FACTS.export);
    expect(answerOf("plan-changes-refunds")).toContain(PRODUCT_FACTS.cancellation);
    expect(answerOf("plan-changes-refunds")).toContain(PRODUCT_FACTS.trial);
    expect(answerOf("plan-changes-refunds")).toMatch(/refund/i);
    expect(answerOf("support")).toContain(BRAND.supportEmail);
    expect(answerOf("support")).toMatch(/1 business day/);
  });

  it("describes the product as it is: no feature called missing, no AI, no support-only edits", () => {
    for (const item of FAQ_ITEMS) {
      expect(faqAnswerText(item), item.id).not.toMatch(/coming soon|Not yet|not supported|until the portal opens|will be handled|through support only|\bAI\b/);
    }
  });
});

describe("FAQ accordion", () => {
  it("is single, collapsible and opens the first item by default", () => {
    expect(faqAccordionProps(FAQ_ITEMS)).toEqual({ type: "single", collapsible: true, defaultValue: FAQ_ITEMS[0]!.id });
  });

  it("renders every question as a heading button, with only the first answer open", async () => {
    const html = await renderAccordion();
    const triggers = [...html.matchAll(/<button[^>]*aria-expanded="(true|false)"[^>]*>/g)];
    expect(triggers).toHaveLength(FAQ_ITEMS.length);
    expect(triggers.map(([, expanded]) => expanded)).toEqual(FAQ_ITEMS.map((_, index) => String(index === 0)));
    expect((html.match(/<h2[^>]*data-state="open"/g) ?? []).length).toBe(1);
    expect(html).toContain(faqAnswerText(FAQ_ITEMS[0]!).slice(0, 60));
    // Closed answers are not in the page until opened.
    expect(html).not.toContain(faqAnswerText(FAQ_ITEMS[1]!).slice(0, 60));
    for (const item of FAQ_ITEMS) expect(html).toContain(item.question.replace(/'/g, "&#x27;"));
  });
});

describe("FAQ page head", () => {
  it("carries FAQPage structured data with every question and answer", async () => {
    const data = faqStructuredData();
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
    expect(data.mainEntity).toHaveLength(FAQ_ITEMS.length);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: FAQ_ITEMS[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: faqAnswerText(FAQ_ITEMS[0]!) },
    });

    const head = (await FaqRoute.options.head!({} as never)) as { meta: Array<Record<string, unknown>> };
    expect(head.meta).toContainEqual({ "script:ld+json": data });
  });
});
