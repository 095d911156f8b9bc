/**
 * Draws public/og-image.png, the 1200×630 share image every page's og:image names:
 *   npx tsx scripts/seo/og-image.ts
 * Run it again after a brand change (name, tagline, colours or the mark in public/favicon.svg).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { BRAND } from "../../machines/brand.ts";
import { OG_IMAGE } from "../../src/components/seo/site.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../local/chromium.ts";
import { ROOT } from "../local/stack.ts";

const mark = readFileSync(join(ROOT, "public", "favicon.svg"), "utf8").replace("<svg ", '<svg width="112" height="112" ');
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const html = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; font-family: "DejaVu Sans", Arial, sans-serif; color: ${BRAND.colors.text};
         background: linear-gradient(135deg, #ffffff 0%, #e8eef7 100%); display: flex; flex-direction: column; justify-content: center; padding: 0 96px; position: relative; overflow: hidden; }
  .band { position: absolute; left: 0; top: 0; bottom: 0; width: 24px; background: ${BRAND.colors.primary}; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .name { font-size: 76px; font-weight: 700; letter-spacing: -2px; color: ${BRAND.colors.primary}; }
  h1 { margin-top: 44px; font-size: 64px; line-height: 1.1; letter-spacing: -1.5px; }
  p { margin-top: 28px; font-size: 32px; line-height: 1.4; color: #334155; max-width: 960px; }
  .badge { margin-top: 40px; display: inline-block; align-self: flex-start; padding: 12px 26px; border-radius: 999px; background: ${BRAND.colors.primary}; color: #fff; font-size: 26px; font-weight: 700; }
</style></head><body>
  <div class="band"></div>
  <div class="brand">${mark}<span class="name">${escapeHtml(BRAND.name)}</span></div>
  <h1>${escapeHtml(BRAND.tagline)}</h1>
  <p>Forward recruiting emails. Get clean athlete summaries and a daily report in your inbox.</p>
  <span class="badge">7-day free trial · Volleyball &amp; softball beta</span>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height } });
await page.setContent(html);
const output = join(ROOT, "public", OG_IMAGE.path.slice(1));
await page.screenshot({ path: output, type: "png" });
await browser.close();
console.log(`Wrote ${output} (${OG_IMAGE.width}×${OG_IMAGE.height})`);
