import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { LEGAL_CHANGELOG } from "@machines/legal/changelog";
import { LEGAL_DOCUMENT_IDS, type LegalDocumentId } from "@machines/legal/documentIds";
import { SIGNED_LEGAL_VERSIONS, loadSignedLegalVersion } from "@machines/legal/signedVersions";
import { IMPORT_FILE_EXTENSIONS, IMPORT_MESSAGES } from "@machines/portal/import";
import { CUSTOMER_PORTAL, PRODUCT_FACTS, RETENTION_DAYS } from "@machines/productFacts";
import { ATHLETE_RETENTION_CHOICES, ATHLETE_RETENTION_OPTIONS, DEFAULT_ATHLETE_RETENTION, LONGEST_ATHLETE_RETENTION, athleteRetentionSchema } from "@machines/account/athleteRetention";
import {
  LEGAL_DOCUMENTS,
  LEGAL_EFFECTIVE_DATE,
  LEGAL_VERSION,
  SUBPROCESSORS,
  formatLegalDate,
  isInternalLegalPath,
  isLegalLink,
  isLegalList,
  legalDocumentText,
  legalDocumentsInOrder,
  legalInlines,
  numberedHeading,
  type LegalDocument,
  type LegalLink,
} from "@machines/legal/documents";
import { LegalDocumentView, type LegalDocumentViewProps } from "@/components/legal/LegalDocumentView";
import { LEGAL_TABS, validateLegalSearch } from "@/features/legal/legalTabs";

const text = (id: LegalDocumentId) => legalDocumentText(LEGAL_DOCUMENTS[id]);

/** Every link in a document, in reading order. */
function linksOf(doc: LegalDocument): LegalLink[] {
  return doc.sections.flatMap((section) =>
    section.blocks
      .flatMap((block) => (isLegalList(block) ? block.items : [block]))
      .flatMap((item) => legalInlines(item).filter(isLegalLink)),
  );
}

/** The first paragraph or list item (a canonical text line, not a heading) that matches `pattern`. */
function lineMatching(id: LegalDocumentId, pattern: RegExp): string {
  const doc = LEGAL_DOCUMENTS[id];
  const headings = new Set(doc.sections.map((section, index) => numberedHeading(section, index)));
  const line = text(id)
    .split("\n")
    .slice(5)
    .find((candidate) => !headings.has(candidate) && pattern.test(candidate));
  expect(line, `${id}: no line matches ${pattern}`).toBeDefined();
  return line ?? "";
}

describe("legal documents: structure", () => {
  it("has the five documents, keyed and ordered by LEGAL_DOCUMENT_IDS, with the spec's titles", () => {
    expect(Object.keys(LEGAL_DOCUMENTS).sort()).toEqual([...LEGAL_DOCUMENT_IDS].sort());
    expect(legalDocumentsInOrder().map((doc) => [doc.id, doc.title])).toEqual([
      ["msa", "Master Services Agreement"],
      ["tos", "Terms of Service"],
      ["privacy", "Privacy Policy"],
      ["dpa", "Data Processing Agreement"],
      ["disclaimer", "Disclaimer and Consent"],
    ]);
    for (const id of LEGAL_DOCUMENT_IDS) expect(LEGAL_DOCUMENTS[id].id).toBe(id);
  });

  it("dates every document November 28, 2026, version 2026-11-28", () => {
    expect(LEGAL_EFFECTIVE_DATE).toBe("2026-11-28");
    expect(LEGAL_VERSION).toBe("2026-11-28");
    expect(formatLegalDate(LEGAL_EFFECTIVE_DATE)).toBe("November 28, 2026");
    for (const doc of legalDocumentsInOrder()) {
      expect(doc.effectiveDate).toBe("2026-11-28");
      expect(doc.version).toBe(LEGAL_VERSION);
      expect(legalDocumentText(doc)).toContain("Effective date: November 28, 2026");
    }
  });

  it("has no empty document, section, paragraph or list", () => {
    for (const doc of legalDocumentsInOrder()) {
      expect(doc.summary.trim().length, doc.id).toBeGreaterThan(20);
      expect(doc.sections.length, doc.id).toBeGreaterThanOrEqual(5);
      for (const section of doc.sections) {
        expect(section.heading.trim(), `${doc.id}/${section.id}`).not.toBe("");
        expect(section.blocks.length, `${doc.id}/${section.id}`).toBeGreaterThan(0);
        for (const block of section.blocks) {
          const items = isLegalList(block) ? block.items : [block];
          expect(items.length, `${doc.id}/${section.id}`).toBeGreaterThan(0);
          for (const item of items) {
            const plain = legalInlines(item)
              .map((inline) => (isLegalLink(inline) ? inline.text : inline))
              .join("");
            expect(plain.trim().length, `${doc.id}/${section.id}`).toBeGreaterThan(0);
          }
        }
      }
      expect(legalDocumentText(doc).split(/\s+/).length, doc.id).toBeGreaterThan(250);
    }
  });

  it("gives sections ids that are unique within each document and safe as anchors", () => {
    for (const doc of legalDocumentsInOrder()) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size, doc.id).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it("contains no placeholder text and spells the product name only through BRAND", () => {
    for (const doc of legalDocumentsInOrder()) {
      const canonical = legalDocumentText(doc);
      expect(canonical).not.toMatch(/lorem|ipsum|TODO|TBD|\{product\}|undefined|\[object Object\]/i);
      // The name appears (interpolated from BRAND) and is never misspelled; the domain is lowercase by nature.
      expect(canonical).toContain(BRAND.name);
      const withoutDomain = canonical.split(BRAND.domain).join("");
      const spellings = withoutDomain.match(new RegExp(BRAND.name, "gi")) ?? [];
      for (const spelling of spellings) expect(spelling).toBe(BRAND.name);
    }
  });

  it("takes the product name and contacts from BRAND rather than spelling them in the source", () => {
    const source = readFileSync(fileURLToPath(new URL("../../machines/legal/documents.ts", import.meta.url)), "utf8");
    expect(source).not.toContain(BRAND.name);
    expect(source).not.toContain(BRAND.supportEmail);
    expect(source).not.toContain(BRAND.securityEmail);
  });

  it("only links to real app pages and mailto addresses", () => {
    for (const doc of legalDocumentsInOrder()) {
      for (const link of linksOf(doc)) {
        expect(link.text.trim()).not.toBe("");
        expect(isInternalLegalPath(link.href) || link.href.startsWith("mailto:"), link.href).toBe(true);
      }
    }
  });
});

describe("legal documents: canonical text", () => {
  it("is deterministic, newline-terminated and free of trailing spaces", () => {
    const doc = LEGAL_DOCUMENTS.msa;
    expect(legalDocumentText(doc)).toBe(legalDocumentText(doc));
    expect(legalDocumentText(doc)).toMatch(/^Master Services Agreement\nVersion: 2026-11-28\nEffective date: November 28, 2026\n/);
    expect(legalDocumentText(doc).endsWith("\n")).toBe(true);
    expect(legalDocumentText(doc)).not.toMatch(/[ \t]\n/);
  });

  it("numbers headings and lists, and writes links as text (href)", () => {
    const doc: LegalDocument = {
      id: "dpa",
      title: "T",
      version: "v1",
      effectiveDate: "2025-04-12",
      summary: "S",
      sections: [
        {
          id: "a",
          heading: "First",
          blocks: [
            ["See the ", { text: "list", href: "/subprocessors" }, " or ", { text: "x@y.edu", href: "mailto:x@y.edu" }],
            { items: ["one", "two"] },
            { items: ["alpha"], ordered: true },
          ],
        },
      ],
    };
    expect(legalDocumentText(doc)).toBe(
      [
        "T",
        "Version: v1",
        "Effective date: April 12, 2025",
        "",
        "S",
        "",
        "1. First",
        "See the list (/subprocessors) or x@y.edu",
        "- one",
        "- two",
        "1. alpha",
        "",
      ].join("\n"),
    );
  });

  it("changes when a word changes (so a version hash would change)", () => {
    const doc = LEGAL_DOCUMENTS.tos;
    const edited: LegalDocument = { ...doc, summary: `${doc.summary} ` + "Edited." };
    expect(legalDocumentText(edited)).not.toBe(legalDocumentText(doc));
  });

  it("rejects a malformed date", () => {
    expect(() => formatLegalDate("April 12")).toThrow();
    expect(() => formatLegalDate("2025-13-01")).toThrow();
  });
});

describe("legal documents: the business constants of spec §9", () => {
  it("MSA: trial of 1 week, no card, .edu only, automatic conversion, billing the next calendar day", () => {
    const trial = lineMatching("msa", /free trial of (1 week|one week)/);
    expect(trial).toMatch(/7 days/);
    expect(trial).toMatch(/no payment card/i);
    expect(trial).toMatch(/once per email address/);
    expect(trial).toMatch(/\.edu/);
    expect(lineMatching("msa", /converts automatically/)).toMatch(/unless you cancel before the trial ends/);
    expect(text("msa")).toMatch(/Billing starts on the next calendar day after the trial ends/);
  });

  it("TOS and Disclaimer repeat the trial terms", () => {
    for (const id of ["tos", "disclaimer"] as const) {
      const trial = lineMatching(id, /1 week \(7 days\)/);
      expect(trial).toMatch(/converts automatically/);
      expect(trial).toMatch(/next calendar day after the trial ends/);
      expect(trial).toMatch(/\.edu/);
      expect(trial).toMatch(/no (payment )?card/);
    }
  });

  it("MSA: 99.5% monthly uptime target", () => {
    expect(lineMatching("msa", /99\.5%/)).toMatch(/monthly uptime/);
  });

  it("MSA: invoices due within 30 days, overdue interest 1.5% per month", () => {
    expect(text("msa")).toMatch(/Invoices are due within 30 days/);
    expect(text("msa")).toMatch(/1\.5% per month/);
  });

  it("MSA (and TOS, DPA): liability capped at the fees paid in the prior 12 months", () => {
    expect(lineMatching("msa", /total liability/)).toMatch(/fees you paid to us in the 12 months before/);
    expect(text("tos")).toMatch(/fees you paid us in the 12 months before/);
    expect(text("dpa")).toMatch(/fees paid in the 12 months before/);
  });

  it("MSA, DPA and Privacy: export within 30 days of termination, retention up to 30 days then deletion, self-service export and deletion", () => {
    for (const id of ["msa", "dpa"] as const) {
      expect(lineMatching(id, /within 30 days of termination/)).toContain(PRODUCT_FACTS.export);
      expect(lineMatching(id, /up to 30 days after termination/)).toMatch(/delete/);
    }
    for (const id of ["msa", "dpa", "privacy"] as const) expect(text(id)).toContain(PRODUCT_FACTS.deletion);
    expect(lineMatching("privacy", /Coach account and athlete records/)).toMatch(/up to 30 days/);
    expect(lineMatching("privacy", /After you delete your account/)).toContain(PRODUCT_FACTS.keptAfterDeletion);
  });

  it("MSA: termination for cause on 30 days' written notice", () => {
    expect(lineMatching("msa", /for cause/)).toMatch(/30 days' written notice/);
  });

  it("DPA: subprocessor changes announced with a 10-day objection period; links to /subprocessors", () => {
    expect(lineMatching("dpa", /subprocessor/i)).toBeTruthy();
    expect(text("dpa")).toMatch(/10-day objection period/);
    expect(text("dpa")).toMatch(/within 10 days of the notice/);
    expect(linksOf(LEGAL_DOCUMENTS.dpa).some((link) => link.href === "/subprocessors")).toBe(true);
    expect(text("dpa")).toContain("(/subprocessors)");
  });

  it("Privacy and DPA: minor athlete data deleted or anonymized within 90 days", () => {
    for (const id of ["privacy", "dpa"] as const) {
      expect(lineMatching(id, /90 days/)).toMatch(/delete or anonymize/);
    }
  });

  it("Privacy and DPA: athletes not touched for the period the coach chose in Settings are deleted; the periods stated are Settings' own choices", () => {
    expect(lineMatching("privacy", /Athlete records left untouched/)).toContain(PRODUCT_FACTS.untouchedAthletes);
    expect(lineMatching("dpa", /^- Duration:/)).toContain(PRODUCT_FACTS.untouchedAthletes);
    const stated = (label: string) => expect(PRODUCT_FACTS.untouchedAthletes).toContain(label);
    // Every period Settings offers, its default, and as the longest the very choice no other outlasts.
    expect(PRODUCT_FACTS.untouchedAthletes).toContain(`Settings: ${new Intl.ListFormat("en", { type: "disjunction" }).format(ATHLETE_RETENTION_OPTIONS.map((option) => option.label))}.`);
    for (const option of ATHLETE_RETENTION_OPTIONS) stated(option.label);
    stated(`the period is ${ATHLETE_RETENTION_CHOICES[DEFAULT_ATHLETE_RETENTION].label};`);
    stated(`never longer than ${ATHLETE_RETENTION_CHOICES[LONGEST_ATHLETE_RETENTION].label}.`);
    const longestOffered = Math.max(...ATHLETE_RETENTION_OPTIONS.map((option) => ATHLETE_RETENTION_CHOICES[option.value].days));
    expect(ATHLETE_RETENTION_CHOICES[LONGEST_ATHLETE_RETENTION].days).toBe(longestOffered);
    expect(ATHLETE_RETENTION_OPTIONS.map((option) => option.value)).toEqual(athleteRetentionSchema.options);
    expect(ATHLETE_RETENTION_OPTIONS.map((option) => option.label)).toEqual(["1 year", "2 years", "3 years"]);
  });

  it(`Privacy and DPA: a minor athlete's data goes ${RETENTION_DAYS.afterTermination} days after the account ends, within the ${RETENTION_DAYS.minorAthleteData} days promised`, () => {
    expect(RETENTION_DAYS.afterTermination).toBeLessThanOrEqual(RETENTION_DAYS.minorAthleteData);
    expect(PRODUCT_FACTS.minorsAfterTermination).toContain(`${RETENTION_DAYS.afterTermination} days after the account ends, so never later than ${RETENTION_DAYS.minorAthleteData} days`);
    for (const id of ["privacy", "dpa"] as const) expect(lineMatching(id, /delete or anonymize a minor athlete's data/)).toContain(PRODUCT_FACTS.minorsAfterTermination);
  });

  it("Privacy and DPA: no direct collection from children under 13", () => {
    expect(lineMatching("privacy", /under (the age of )?13/)).toMatch(
      /do not knowingly collect personal information directly/,
    );
    expect(lineMatching("dpa", /under 13/)).toMatch(/do not collect information directly from children/);
  });

  it("Privacy and DPA explain FERPA for prospective, non-enrolled athletes", () => {
    for (const id of ["privacy", "dpa"] as const) {
      expect(text(id)).toMatch(/FERPA/);
      expect(text(id)).toMatch(/not (yet )?enrolled|have not enrolled/);
      expect(text(id)).toMatch(/education records/);
    }
    expect(text("privacy")).toMatch(/Family Educational Rights and Privacy Act/);
    expect(text("privacy")).toMatch(/not legal advice/);
  });

  it("MSA and TOS: governed by Kentucky law", () => {
    expect(text("msa")).toMatch(/laws of the Commonwealth of Kentucky/);
    expect(text("tos")).toMatch(/Kentucky/);
  });

  it("requires coaches to disclose processing in an email signature or privacy link", () => {
    for (const id of ["msa", "tos", "disclaimer"] as const) {
      const line = lineMatching(id, /may be processed by/);
      expect(line).toContain(BRAND.name);
      expect(line).toMatch(/email signature/);
      expect(line).toMatch(/privacy notice/);
    }
  });

  it("says coaches correct, merge and split athletes themselves in the portal, never that support must", () => {
    for (const id of ["msa", "tos", "privacy"] as const) {
      expect(lineMatching(id, /correct an athlete's details yourself/)).toContain(PRODUCT_FACTS.corrections);
      expect(text(id)).not.toMatch(/only (by asking|through) our support team|corrections to athlete records are also made through support/);
    }
    expect(PRODUCT_FACTS.corrections).toMatch(/on the athlete's page in the coach portal/);
    expect(PRODUCT_FACTS.corrections).toMatch(/merge two records of the same athlete or split a merge/);
    expect(text("dpa")).toMatch(/correcting, merging or splitting an athlete record in the coach portal/);
    expect(text("dpa")).not.toMatch(/asking support to correct a record/);
  });

  it("TOS: imports exactly the files the Import page accepts, and reads an email forwarded as an .eml attachment", () => {
    const importLine = lineMatching("tos", /Import page/);
    for (const extension of IMPORT_FILE_EXTENSIONS) expect(importLine).toContain(`${extension} `);
    expect(importLine).toContain(`import ${new Intl.ListFormat("en", { type: "conjunction" }).format(IMPORT_FILE_EXTENSIONS)} files`);
    expect(text("tos")).not.toMatch(/\.EML files are not|are not supported/i);
    expect(lineMatching("tos", /Forward as attachment/)).toMatch(/read the same way/);
    expect(IMPORT_MESSAGES.unreadableFile).toBe(`Only ${IMPORT_FILE_EXTENSIONS.join(" and ")} files can be imported.`);
  });

  it("TOS and MSA: cancellation is in the Stripe Customer Portal, opened from the Billing page, not by email", () => {
    for (const id of ["msa", "tos"] as const) {
      expect(lineMatching(id, /To cancel/)).toContain(`To cancel, open ${CUSTOMER_PORTAL} from the Billing page.`);
      expect(text(id)).not.toMatch(/cancel[^.]*by emailing|To cancel, email|billing portal is planned/i);
    }
    expect(CUSTOMER_PORTAL).toBe("the Stripe Customer Portal");
    expect(lineMatching("tos", /Stripe Checkout/)).toMatch(/prorated amount before you confirm/);
  });

  it("never describes features as missing that the portal has", () => {
    for (const doc of legalDocumentsInOrder()) {
      expect(legalDocumentText(doc), doc.id).not.toMatch(/not yet available|coming soon|is planned|During the Beta, athlete records/);
    }
  });

  it("says emails are read by our own software, never by an AI provider (the engine is offline)", () => {
    for (const doc of legalDocumentsInOrder()) {
      const canonical = legalDocumentText(doc);
      expect(canonical, doc.id).not.toMatch(/(our|its) AI provider|uses AI|by AI|AI processing|OpenAI/);
    }
    expect(lineMatching("privacy", /Our own software reads each email/)).toMatch(/No email is sent to an AI provider/);
    expect(text("msa")).toContain(PRODUCT_FACTS.attachments);
  });

  it("names the support and security contacts as mailto links", () => {
    for (const doc of legalDocumentsInOrder()) {
      const hrefs = linksOf(doc).map((link) => link.href);
      expect(hrefs, doc.id).toContain(`mailto:${BRAND.supportEmail}`);
      expect(hrefs, doc.id).toContain(`mailto:${BRAND.securityEmail}`);
    }
  });

  it("names coaches as controllers and the product as processor", () => {
    expect(text("msa")).toMatch(/you are the data controller/);
    expect(text("msa")).toMatch(new RegExp(`${BRAND.name} is your processor`));
    expect(text("dpa")).toMatch(/Customer is the controller/);
    expect(text("dpa")).toMatch(/processor/);
  });

  it("describes what is extracted and where it is stored", () => {
    for (const field of [
      "athlete name",
      "position",
      "height",
      "graduation year",
      "club",
      "high school",
      "state",
      "GPA",
      "contact details",
      "video",
    ]) {
      expect(text("privacy")).toContain(field);
      expect(text("dpa")).toContain(field);
    }
    expect(text("msa")).toMatch(/Google Firebase/);
  });
});

describe("subprocessors", () => {
  it("lists exactly five, each with a name, a purpose and a location", () => {
    expect(SUBPROCESSORS).toHaveLength(5);
    for (const subprocessor of SUBPROCESSORS) {
      expect(subprocessor.name.trim()).not.toBe("");
      expect(subprocessor.purpose.trim().length).toBeGreaterThan(20);
      expect(subprocessor.location.trim()).not.toBe("");
    }
    expect(new Set(SUBPROCESSORS.map((subprocessor) => subprocessor.name)).size).toBe(5);
  });

  it("covers the roles the spec and the code need", () => {
    const byPurpose = (pattern: RegExp) => SUBPROCESSORS.filter((s) => pattern.test(`${s.name} ${s.purpose}`));
    expect(byPurpose(/Firebase|Firestore/)).toHaveLength(1);
    // Inbound mail arrives through SendGrid Inbound Parse (functions/src/inbox/inboundRequest.ts); no AI service reads it.
    expect(byPurpose(/^.*\binbound\b/i).map((s) => s.name)).toEqual(["Twilio SendGrid (Twilio Inc.)"]);
    expect(byPurpose(/SMTP/)).toHaveLength(1);
    expect(byPurpose(/\bAI\b|OpenAI|Mailgun/)).toEqual([]);
    expect(byPurpose(/Workspace/)).toHaveLength(1);
    expect(byPurpose(/Stripe/)).toHaveLength(1);
  });

  it("are the same five that the Privacy Policy and the DPA name", () => {
    for (const id of ["privacy", "dpa"] as const) {
      for (const subprocessor of SUBPROCESSORS) {
        expect(text(id), `${id} names ${subprocessor.name}`).toContain(subprocessor.name);
      }
    }
  });
});

/** Server-renders `element` inside a one-route router, as the app renders it (Link needs a router). */
async function renderInRouter(element: ReactElement): Promise<string> {
  const root = createRootRoute({ component: () => element });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ["/"] }) });
  await router.load();
  return renderToString(createElement(RouterProvider, { router }));
}

const renderView = (props: LegalDocumentViewProps) => renderInRouter(createElement(LegalDocumentView, props));

describe("LegalDocumentView", () => {
  it("renders the title as an h2 anchored by the document id, the effective date, and h3 sections", async () => {
    const html = await renderView({ document: LEGAL_DOCUMENTS.msa });
    expect(html).toMatch(/<h2[^>]*id="msa"[^>]*>Master Services Agreement<\/h2>/);
    expect(html).toContain('<time dateTime="2026-11-28">November 28, 2026</time>');
    expect(html).toMatch(/<h3[^>]*id="msa-parties"[^>]*>1\. Parties and scope<\/h3>/);
    expect(html).not.toMatch(/<h[14]/);
    expect(html).toContain('data-legal-document="msa"');
  });

  it("renders internal links as router links and email addresses as mailto links", async () => {
    const html = await renderView({ document: LEGAL_DOCUMENTS.dpa });
    expect(html).toMatch(/<a[^>]*href="\/subprocessors"[^>]*>Subprocessors page<\/a>/);
    expect(html).toContain(`href="mailto:${BRAND.securityEmail}"`);
    expect(html).toMatch(/<ul[^>]*><li/);
  });

  it("can open app links in a new tab (for the signing step) and say so to screen readers", async () => {
    const html = await renderView({ document: LEGAL_DOCUMENTS.dpa, openLinksInNewTab: true });
    const link = html.match(/<a[^>]*href="\/subprocessors"[^>]*>/)?.[0] ?? "";
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(opens in a new tab)");
  });

  it("follows headingLevel, and hides its own title when the page's h1 names the document", async () => {
    const nested = await renderView({ document: LEGAL_DOCUMENTS.tos, headingLevel: 3 });
    expect(nested).toMatch(/<h3[^>]*id="tos"/);
    expect(nested).toMatch(/<h4[^>]*id="tos-acceptance"/);

    const untitled = await renderView({ document: LEGAL_DOCUMENTS.privacy, showTitle: false });
    expect(untitled).not.toContain(">Privacy Policy</h");
    expect(untitled).toMatch(/<article[^>]*id="privacy"/);
    expect(untitled).toMatch(/<h2[^>]*id="privacy-scope"/);
  });

  it("lists the sections when asked", async () => {
    const html = await renderView({ document: LEGAL_DOCUMENTS.privacy, showContents: true });
    expect(html).toContain('href="#privacy-ferpa"');
  });
});

describe("/legal tabs", () => {
  it("are msa, tos, dpa, privacy, disclaimer with the spec's labels", () => {
    expect(LEGAL_TABS.map((tab) => [tab.value, tab.label])).toEqual([
      ["msa", "Master Services Agreement"],
      ["tos", "Terms of Service"],
      ["dpa", "Data Processing"],
      ["privacy", "Privacy Policy"],
      ["disclaimer", "Disclaimer and Consent"],
    ]);
  });

  it("read a missing or unknown ?tab as msa", () => {
    const validate = (search: Record<string, unknown>) => validateLegalSearch(search as never);
    expect(validate({})).toEqual({ tab: "msa" });
    expect(validate({ tab: "nope" })).toEqual({ tab: "msa" });
    expect(validate({ tab: 3 })).toEqual({ tab: "msa" });
    expect(validate({ tab: ["dpa"] })).toEqual({ tab: "msa" });
    expect(validate({ tab: "dpa", other: "x" })).toEqual({ tab: "dpa" });
  });

  it("read ?version= only when it names an earlier version kept as signed", () => {
    const validate = (search: Record<string, unknown>) => validateLegalSearch(search as never);
    expect(validate({ tab: "tos", version: "2025-04-12" })).toStrictEqual({ tab: "tos", version: "2025-04-12" });
    // Set to undefined rather than left out: the router keeps search keys the validator leaves out.
    expect(validate({ version: LEGAL_VERSION })).toStrictEqual({ tab: "msa", version: undefined });
    expect(validate({ version: "1999-01-01" })).toStrictEqual({ tab: "msa", version: undefined });
    expect(validate({ version: "toString" })).toStrictEqual({ tab: "msa", version: undefined });
  });
});

describe("earlier versions and the changelog", () => {
  // The SHA-256 of each document's canonical text that signatures of version 2025-04-12 recorded
  // (functions/src/onboarding/signLegalDocuments.ts hashes legalDocumentText when the version was current).
  const SIGNED_2025_04_12: Record<LegalDocumentId, string> = {
    msa: "0d63ef4de03132101ea59a49b5e76b040c0aca0775594a17a8f6120d0056adb4",
    tos: "c5da4578e745a41be22e27f391b622d33f37e66ba4006004094403e2d8ce4545",
    privacy: "d653fc76b5d1664177fe073c3a95155cb76d21c504e87c32196dc506822f24a2",
    dpa: "d4a5ffaffadb796eb8dc8329f5fbd9cef56f2deb16b1378338b4d13695a81b54",
    disclaimer: "4d062b50d0bc18dc392891bc063becab6c660f4bb2136f861dc55be892e4bf59",
  };
  const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

  it("keeps version 2025-04-12 exactly as it was signed: each text hashes to what its signatures recorded", async () => {
    const signed = await loadSignedLegalVersion("2025-04-12");
    expect(signed).toMatchObject({ version: "2025-04-12", effectiveDate: "2025-04-12" });
    for (const id of LEGAL_DOCUMENT_IDS) expect(sha256(signed.texts[id]), id).toBe(SIGNED_2025_04_12[id]);
    expect(signed.texts.tos).toMatch(/emails attached as \.EML files are not\./);
  });

  // What signatures of version 2026-11-26 recorded: its texts before the email-original retention promise.
  const SIGNED_2026_11_26: Record<LegalDocumentId, string> = {
    msa: "a903f8f74ef5628e866aa199aadc57cfd07a2d6517e44d9c1f63a63c5d5edde1",
    tos: "834ce26118383c58141fa4fb2016ee6bec97a812f097cef593a00fedc77941fb",
    privacy: "265b661be7712e2cf10b983f8c3a07f5c680876ed058afee6d6232fd4fa09485",
    dpa: "b1a388445ca8d81c5f3e788fad33d7ccead86dfa67583c514fcd39018f20b777",
    disclaimer: "a23e612c1b6ba2d34360bb6e33d69c825f343dcfc74f2b3ca245bd4ee04d4233",
  };

  it("keeps version 2026-11-26 exactly as it was signed, without the later retention promise", async () => {
    const signed = await loadSignedLegalVersion("2026-11-26");
    expect(signed).toMatchObject({ version: "2026-11-26", effectiveDate: "2026-11-26" });
    for (const id of LEGAL_DOCUMENT_IDS) expect(sha256(signed.texts[id]), id).toBe(SIGNED_2026_11_26[id]);
    expect(signed.texts.privacy).not.toContain(PRODUCT_FACTS.rawEmails);
  });

  // What signatures of version 2026-11-27 recorded: its texts before the athlete-record retention promise.
  const SIGNED_2026_11_27: Record<LegalDocumentId, string> = {
    msa: "e5e1dbbe51a72656df6baaf9157b876504565d168aaf2ef69a231f852a17ce19",
    tos: "096807e6f9227967d04aa090d311897b96d646714247cdc638f5c417f44aa104",
    privacy: "90d41d6f097adc2b4fffb51b6bf46cd8255aba74c634b96666fb72700d575eb9",
    dpa: "ab1dd87f5f78ac4a7254f89a120ccebc059d28c68d55b53b9d242c049913abab",
    disclaimer: "2f1b9fad9068e17adbdae990c429b1ebb23ddfb6eb8add922228e20d37aa02c5",
  };

  it("keeps version 2026-11-27 exactly as it was signed, without the later athlete-record retention promise", async () => {
    const signed = await loadSignedLegalVersion("2026-11-27");
    expect(signed).toMatchObject({ version: "2026-11-27", effectiveDate: "2026-11-27" });
    for (const id of LEGAL_DOCUMENT_IDS) expect(sha256(signed.texts[id]), id).toBe(SIGNED_2026_11_27[id]);
    expect(signed.texts.privacy).toContain(PRODUCT_FACTS.rawEmails);
    for (const id of ["privacy", "dpa"] as const) {
      expect(signed.texts[id]).not.toContain(PRODUCT_FACTS.untouchedAthletes);
      expect(signed.texts[id]).not.toContain(PRODUCT_FACTS.minorsAfterTermination);
    }
  });

  it("changes every document's hash in the current version, so a new signature never matches an earlier one", () => {
    for (const doc of legalDocumentsInOrder()) {
      for (const signed of [SIGNED_2025_04_12, SIGNED_2026_11_26, SIGNED_2026_11_27]) expect(sha256(legalDocumentText(doc)), doc.id).not.toBe(signed[doc.id]);
    }
  });

  // The current version's texts as signatures of it record them. The texts are built from product constants
  // (machines/productFacts.ts): a change to a word or a number fails here. Then freeze these texts as
  // signedVersions/<this version>.json, give the documents a new version in version.ts with its changelog
  // entry, and pin the new hashes, so what earlier signers agreed to stays readable and provable.
  const CURRENT_2026_11_28: Record<LegalDocumentId, string> = {
    msa: "75d00407c166055805a7772d2861995b2699c5393c7a747cc4efe22ba64577ec",
    tos: "2ca384af860e3c464806793e2558108502e24bc57f0e973a39ab7abbd960c57f",
    privacy: "1c77ffc98a90f1406f204fc5cf64ba35aefd732ccb73ebf223d802f3e707c5cc",
    dpa: "c41bdcb191412e316fc001fd2d909e416b4bb25bef0115b43c9bcc4edee2341b",
    disclaimer: "ba40b842fa12cf0b9e9134ec7f32addfa0de64ad5ca37acc229c4970a80b03da",
  };

  it("keeps the current version's texts as pinned: a changed word needs a new version", () => {
    expect(LEGAL_VERSION).toBe("2026-11-28");
    for (const doc of legalDocumentsInOrder()) expect(sha256(legalDocumentText(doc)), doc.id).toBe(CURRENT_2026_11_28[doc.id]);
  });

  it("lists the current version first, then every earlier version kept as signed, each with what changed", () => {
    expect(LEGAL_CHANGELOG[0]).toMatchObject({ version: LEGAL_VERSION, effectiveDate: LEGAL_EFFECTIVE_DATE });
    expect(LEGAL_CHANGELOG.slice(1).map((entry) => entry.version)).toEqual(SIGNED_LEGAL_VERSIONS);
    for (const entry of LEGAL_CHANGELOG) {
      expect(entry.changes.length, entry.version).toBeGreaterThan(0);
      expect(() => formatLegalDate(entry.effectiveDate)).not.toThrow();
    }
    expect(LEGAL_CHANGELOG[0]!.changes.join(" ")).toContain(PRODUCT_FACTS.untouchedAthletes);
    expect(LEGAL_CHANGELOG[0]!.changes.join(" ")).toContain(PRODUCT_FACTS.minorsAfterTermination);
    expect(LEGAL_CHANGELOG[1]!.changes.join(" ")).toContain(PRODUCT_FACTS.rawEmails);
    expect(LEGAL_CHANGELOG[2]!.changes.join(" ")).toMatch(/Stripe Customer Portal/);
  });
});
