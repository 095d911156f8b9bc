import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { preview } from "vite";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./local/chromium.ts";
import { ROOT } from "./local/stack.ts";

/**
 * `npm run lighthouse`: builds the web app for production, serves it with `vite preview` on 127.0.0.1 and runs
 * Lighthouse (mobile profile, simulated throttling) on the marketing pages, then prints the four category
 * scores and LCP per page. Exits 1 when a page misses a target: performance ≥ 95, the other categories 100.
 * Uses Debian's Chromium; never downloads a browser.
 */
const PAGES = ["/", "/pricing", "/how-it-works", "/faq"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const PORT = 4181;
/** Full JSON reports, one per page, for digging into a score (open them in the Lighthouse viewer). */
const REPORTS = join(ROOT, "test-results", "lighthouse");
const origin = `http://127.0.0.1:${PORT}`;

execSync("npx vite build --logLevel warn", {
  cwd: ROOT,
  stdio: "inherit",
  // As scripts/size-report.ts: any project id will do, nothing talks to Firebase before interaction.
  env: { ...process.env, VITE_FIREBASE_PROJECT_ID: "lighthouse", VITE_FIREBASE_API_KEY: "lighthouse" },
});

const server = await preview({ root: ROOT, preview: { host: "127.0.0.1", port: PORT, strictPort: true }, logLevel: "warn" });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  failing: string[];
}
const rows: Row[] = [];
mkdirSync(REPORTS, { recursive: true });
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Row["scores"];
    // Audits that cost points in a category with a target of 100, so the table says what to fix.
    const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id} — ${lhr.audits[ref.id]?.title}`),
    );
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const metrics = { fcp: metric("first-contentful-paint"), lcp: metric("largest-contentful-paint"), tbt: metric("total-blocking-time"), cls: metric("cumulative-layout-shift") };
    rows.push({ page, scores, metrics, failing });
    writeFileSync(join(REPORTS, `${page === "/" ? "home" : page.slice(1)}.json`), result.report as string);
  }
} finally {
  chrome.kill();
  await server.close();
}

const cell = (text: string, width: number) => text.padEnd(width);
console.log(`\nLighthouse (mobile, simulated throttling) on the production build at ${origin}\n`);
console.log(`${cell("Page", 16)}${cell("Performance", 13)}${cell("Accessibility", 15)}${cell("Best practices", 16)}${cell("SEO", 6)}${cell("LCP", 8)}${cell("FCP", 8)}${cell("TBT", 9)}CLS`);
let missed = false;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
for (const { page, scores, metrics } of rows) {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const ok = scores[id] >= TARGETS[id];
    missed ||= !ok;
    return `${scores[id]}${ok ? "" : " ✘"}`;
  };
  console.log(
    `${cell(page, 16)}${cell(score("performance"), 13)}${cell(score("accessibility"), 15)}${cell(score("best-practices"), 16)}${cell(score("seo"), 6)}${cell(seconds(metrics.lcp), 8)}${cell(seconds(metrics.fcp), 8)}${cell(`${Math.round(metrics.tbt)} ms`, 9)}${metrics.cls.toFixed(3)}`,
  );
}
for (const { page, failing } of rows.filter((row) => row.failing.length > 0)) {
  console.log(`\n${page}:`);
  for (const line of failing) console.log(`  ${line}`);
}
console.log(`\nFull reports: ${REPORTS}`);
console.log(`Targets: performance ≥ ${TARGETS.performance}; accessibility, best practices and SEO ${TARGETS.seo}. ${missed ? "✘ Some pages miss them." : "✔ All met."}`);
process.exitCode = missed ? 1 : 0;
