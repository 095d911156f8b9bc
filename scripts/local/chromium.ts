import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium; browser tests never download a browser of their own. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

/** Installs Debian's chromium when it is missing and we are root; otherwise says what to run. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const install = "apt-get update && apt-get install -y --no-install-recommends chromium";
  if (process.getuid?.() !== 0) {
    console.error(`Browser tests need Chromium at ${CHROMIUM_PATH}. Install it with:\n  sudo sh -c '${install}'`);
    process.exit(1);
  }
  console.log(`\n▶ Installing Chromium: ${install}`);
  const result = spawnSync("sh", ["-c", install], { stdio: "inherit" });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error(`Installing Chromium failed. Run it yourself:\n  ${install}`);
    process.exit(1);
  }
}
