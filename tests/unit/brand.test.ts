import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { HOME_DOCUMENT_TITLE, documentTitle, pageHead } from "@/components/seo/page-head";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const readRepoFile = (path: string) => readFileSync(join(repoRoot, path), "utf8");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("BRAND", () => {
  it("carries the spec's name, tagline and colours", () => {
    expect(BRAND.name).toBe("InboxScout");
    expect(BRAND.tagline).toBe("Less Inbox. More Coaching.");
    expect(BRAND.colors.primary.toLowerCase()).toBe("#1e4d8c");
    expect(BRAND.colors.text).toBe("#1e293b");
  });

  it("matches the Tailwind theme colours", () => {
    const css = readRepoFile("src/styles.css").toLowerCase();
    expect(css).toContain(`--color-brand: ${BRAND.colors.primary.toLowerCase()};`);
    expect(css).toContain(`--color-brand-text: ${BRAND.colors.text.toLowerCase()};`);
  });

  it("is the only place the web app spells the product name", () => {
    const offenders = sourceFiles(join(repoRoot, "src"))
      .filter((path) => !path.endsWith("routeTree.gen.ts"))
      .filter((path) => readFileSync(path, "utf8").includes(BRAND.name))
      .map((path) => relative(repoRoot, path));
    expect(offenders).toEqual([]);
  });
});

describe("document titles", () => {
  it("home reads '<product> — <tagline>'", () => {
    expect(HOME_DOCUMENT_TITLE).toBe("InboxScout — Less Inbox. More Coaching.");
  });

  it("other pages read '<Page> | <product>'", () => {
    expect(documentTitle("Pricing")).toBe("Pricing | InboxScout");
  });

  it("pageHead gives a title and a meta description", () => {
    expect(pageHead({ title: "FAQ", description: "Answers." }).meta.slice(0, 2)).toEqual([
      { title: "FAQ | InboxScout" },
      { name: "description", content: "Answers." },
    ]);
    expect(pageHead({ description: "Home." }).meta[0]).toEqual({ title: HOME_DOCUMENT_TITLE });
  });
});
