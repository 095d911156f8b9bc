import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium, for what needs the full browser (Lighthouse, the screenshot tools). Nothing downloads a browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): what the browser tests and the size
 * report run. The same engine without the full browser's windowing and UI layers, it loads the same pages for well
 * under half the CPU (`npm run browser:bench`), and the browser tests are most of CI's minutes.
 */
export const TEST_CHROMIUM_PATH = "/usr/lib/chromium/chromium-headless-shell";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const DEBIAN_PACKAGES = ["chromium", "chromium-headless-shell"];

/** Installs Debian's chromium and its headless shell when one is missing and we are root; otherwise says what to run. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH) && existsSync(TEST_CHROMIUM_PATH)) return;
  const install = `apt-get update && apt-get install -y --no-install-recommends ${DEBIAN_PACKAGES.join(" ")}`;
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Chromium at ${CHROMIUM_PATH} and its headless shell at ${TEST_CHROMIUM_PATH}. Install them with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`\n▶ Installing Chromium: ${install}`);
  const result = spawnSync("sh", ["-c", install], { stdio: "inherit" });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH) || !existsSync(TEST_CHROMIUM_PATH)) {
    console.error(`Installing Chromium failed. Run it yourself:\n  ${install}`);
    process.exit(1);
  }
}
