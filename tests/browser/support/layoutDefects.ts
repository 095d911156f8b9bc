import type { Page } from "playwright-core";

/**
 * What a coach would see as broken layout on the page as it stands: blank screens below the footer, anything
 * wider than the viewport (the page scrolls sideways), and a long token (address, code, link) broken mid-word.
 * Returns one sentence per defect, empty when the page is clean.
 */
export function layoutDefects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const defects: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const viewportHeight = window.innerHeight;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;

    const footer = document.querySelector("footer");
    const documentHeight = document.documentElement.scrollHeight;
    if (footer) {
      const footerBottom = footer.getBoundingClientRect().bottom + window.scrollY;
      const blank = documentHeight - footerBottom;
      if (blank > viewportHeight) defects.push(`${Math.round(blank)} px of page below the footer`);
    } else {
      defects.push("no footer");
    }

    if (document.documentElement.scrollWidth > viewportWidth) {
      // Name the widest culprits: elements whose box reaches past the viewport and that are not clipped by
      // a scrolling ancestor of their own (a table in an overflow-x-auto wrapper is fine).
      const culprits = Array.from(document.body.querySelectorAll("*")).filter((element) => {
        if (element.getBoundingClientRect().right <= viewportWidth + 1) return false;
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") return false;
        }
        return true;
      });
      defects.push(
        `page is ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px viewport: ${culprits.slice(-3).map(describe).join(", ")}`,
      );
    }

    // A token may wrap only after '@', a dot or a '/' (what TokenText's <wbr>s allow): find each line start
    // inside it and look at the character before.
    for (const token of Array.from(document.querySelectorAll("[data-token]"))) {
      const walker = document.createTreeWalker(token, NodeFilter.SHOW_TEXT);
      let previous: { char: string; top: number; bottom: number } | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) continue;
          const char = text[index]!;
          if (previous && rect.top >= previous.bottom - 1 && !/[@./]/.test(previous.char)) {
            defects.push(`token "${token.textContent}" breaks mid-word before "${text.slice(index, index + 8)}"`);
          }
          previous = { char, top: rect.top, bottom: rect.bottom };
        }
      }
    }
    return defects;
  });
}
