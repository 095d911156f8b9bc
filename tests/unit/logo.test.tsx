import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { LOGO_SIZES, Logo, LogoMark, type LogoSize } from "@/components/brand/Logo";

const SIZES = Object.keys(LOGO_SIZES) as LogoSize[];

const render = renderToStaticMarkup;

/** Each element inside the outer <svg>, as "tag attributes", normalised for comparison. */
function innerElements(svg: string): string[] {
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return [...inner.matchAll(/<(\w+)([^>]*?)\/?>/g)].map(([, tag, attributes]) =>
    `${tag} ${attributes!.trim().replace(/\s+/g, " ")}`.toLowerCase(),
  );
}

describe("Logo sizes", () => {
  it("has sm, md and lg, growing in that order", () => {
    expect(SIZES).toEqual(["sm", "md", "lg"]);
    expect(LOGO_SIZES.sm.markPx).toBeLessThan(LOGO_SIZES.md.markPx);
    expect(LOGO_SIZES.md.markPx).toBeLessThan(LOGO_SIZES.lg.markPx);
  });

  it.each(SIZES)("draws the %s mark at its mapped pixel size", (size) => {
    const { markPx } = LOGO_SIZES[size];
    const html = render(<Logo variant="icon" size={size} />);
    expect(html).toContain(`width="${markPx}"`);
    expect(html).toContain(`height="${markPx}"`);
  });

  it.each(SIZES)("sets the %s wordmark text class", (size) => {
    expect(render(<Logo variant="text" size={size} />)).toContain(LOGO_SIZES[size].textClass);
  });
});

describe("Logo variants", () => {
  it("full: decorative mark plus the product name", () => {
    const html = render(<Logo variant="full" />);
    expect(html).toContain("<svg");
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(`>${BRAND.name}</span>`);
    expect(html).not.toContain('role="img"');
  });

  it("text: the product name without a mark", () => {
    const html = render(<Logo variant="text" />);
    expect(html).not.toContain("<svg");
    expect(html).toContain(`>${BRAND.name}</span>`);
  });

  it("icon: the mark alone, named for assistive tech", () => {
    const html = render(<Logo variant="icon" />);
    expect(html).toMatch(/^<svg[^>]*role="img"/);
    expect(html).toContain(`aria-label="${BRAND.name}"`);
    expect(html).not.toContain("aria-hidden");
  });

  it("defaults to the full logo at md size", () => {
    expect(render(<Logo />)).toBe(render(<Logo variant="full" size="md" />));
  });

  it("draws the mark in the brand blue", () => {
    expect(render(<Logo variant="icon" />).toLowerCase()).toContain(`fill="${BRAND.colors.primary.toLowerCase()}"`);
  });
});

describe("favicon", () => {
  it("draws the same shapes as the logo mark", () => {
    const favicon = readFileSync(new URL("../../public/favicon.svg", import.meta.url), "utf8");
    const markElements = innerElements(render(<LogoMark sizePx={48} />));
    expect(markElements.length).toBeGreaterThan(0);
    expect(innerElements(favicon)).toEqual(markElements);
  });
});
