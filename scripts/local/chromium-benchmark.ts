import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH, ensureChromium } from "./chromium.ts";
import { stackUrls, TEST_STACK } from "./stackConfig.ts";

/**
 * `npm run browser:bench [-- --url <web app>]`: the CPU each Chromium build spends loading the same public pages in
 * fresh profiles, as the browser tests do (default: the test stack's web app, `npm run test:stack`). Prints CPU
 * seconds (every Chromium process, from this process's reaped children) and wall seconds per build.
 */
const PAGES = ["/", "/pricing", "/login", "/how-it-works", "/faq"];
const PROFILES = 8;

const urlFlag = process.argv.indexOf("--url");
const baseURL = urlFlag > 0 ? process.argv[urlFlag + 1]! : stackUrls(TEST_STACK).web;

/** CPU seconds of this process's children that have exited and been reaped (a closed browser and all it spawned). */
function reapedChildrenCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const ticksPerSecond = 100;
  return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
}

async function loadPages(executablePath: string): Promise<{ cpu: number; wall: number }> {
  const cpuBefore = reapedChildrenCpuSeconds();
  const started = Date.now();
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  for (let profile = 0; profile < PROFILES; profile++) {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    await context.close();
  }
  await browser.close();
  return { cpu: reapedChildrenCpuSeconds() - cpuBefore, wall: (Date.now() - started) / 1000 };
}

ensureChromium();
console.log(`${PROFILES} fresh profiles × ${PAGES.length} pages on ${baseURL} (load average ${readFileSync("/proc/loadavg", "utf8").split(" ")[0]}):`);
for (const [name, path] of [
  ["chromium (full browser)", CHROMIUM_PATH],
  ["chromium-headless-shell", TEST_CHROMIUM_PATH],
] as const) {
  const { cpu, wall } = await loadPages(path);
  console.log(`  ${name.padEnd(26)} ${cpu.toFixed(1).padStart(6)} CPU-s  ${wall.toFixed(1).padStart(6)} s`);
}
