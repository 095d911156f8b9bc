import { spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { FILE_TIMINGS_OUTPUT, type FileTiming } from "./fileTimingReporter.ts";
import { ensureChromium } from "./local/chromium.ts";
import { officialFirestoreEmulator } from "./local/officialFirestore.ts";
import { ROOT, startStack, webBuildDir } from "./local/stack.ts";
import { TEST_STACK } from "./local/stackConfig.ts";

/**
 * `npm test`: every check, in order. Static checks and unit tests first; then the test stack
 * (emulators, local Firestore, mail catcher, Vite) starts once for the functions and browser tests.
 */
const runStarted = Date.now();
const resultsDir = join(ROOT, "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Seconds each step took and each test file kept a worker busy, for the tables that end the run (where CI's minutes go). */
const stepSeconds: Array<{ title: string; seconds: number }> = [];
const fileTimings: FileTiming[] = [];

/**
 * Runs a step without blocking this process, which also serves the local Firestore and web app. A step that
 * runs beside another (`alongside`) keeps its output until it ends, so the two never interleave.
 */
async function run(title: string, command: string, args: string[], { alongside = false } = {}): Promise<boolean> {
  if (!alongside) console.log(`\n▶ ${title}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const output: Buffer[] = [];
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: alongside ? ["ignore", "pipe", "pipe"] : "inherit", env: process.env });
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    child.once("close", resolve);
  });
  if (alongside) process.stdout.write(`\n▶ ${title}: ${[command, ...args].join(" ")}\n${Buffer.concat(output).toString("utf8")}`);
  const ok = status === 0;
  const seconds = (Date.now() - started) / 1000;
  stepSeconds.push({ title, seconds });
  console.log(`${ok ? "✔" : "✘"} ${title} (${seconds.toFixed(1)} s)`);
  if (!ok) failures.push(title);
  return ok;
}

async function vitest(title: string, projects: string[], { alongside = false } = {}): Promise<boolean> {
  const output = join(resultsDir, `timings-${projects.join("-")}.json`);
  const projectArgs = projects.flatMap((project) => ["--project", project]);
  const reporters = ["--reporter=default", `--reporter=${join(ROOT, "scripts", "fileTimingReporter.ts")}`, `--outputFile.${FILE_TIMINGS_OUTPUT}=${output}`];
  const ok = await run(title, "npx", ["vitest", "run", ...projectArgs, ...reporters], { alongside });
  if (existsSync(output)) {
    const files = JSON.parse(readFileSync(output, "utf8")) as FileTiming[];
    fileTimings.push(...files);
    for (const file of files) {
      tally.passed += file.passed;
      tally.failed += file.failed;
      tally.skipped += file.skipped;
    }
  } else if (!ok) {
    tally.failed += 1;
  }
  return ok;
}

function printTimingTables(): void {
  console.log(`\nSeconds per step (the checks, unit tests and stack start side by side; ${((Date.now() - runStarted) / 1000).toFixed(0)} s in all):`);
  for (const step of stepSeconds) console.log(`${step.seconds.toFixed(1).padStart(8)}  ${step.title}`);
  const total = fileTimings.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`\nSeconds per test file, slowest first (${total.toFixed(0)} s in ${fileTimings.length} files):`);
  const projectWidth = Math.max(...fileTimings.map((row) => row.project.length));
  for (const row of [...fileTimings].sort((a, b) => b.seconds - a.seconds)) {
    console.log(`${row.seconds.toFixed(1).padStart(8)}  ${String(row.tests).padStart(4)} tests  ${row.project.padEnd(projectWidth)}  ${row.file}`);
  }
}

/** `npm run typecheck`'s projects, one process each: the web app without Node's types, the functions without the DOM's. */
const TYPECHECK_PROJECTS = [
  { name: "web app and machines", project: "tsconfig.app.json" },
  { name: "functions and machines", project: "functions" },
  { name: "everything, with scripts and tests", project: "tsconfig.node.json" },
];

// The static checks, the unit tests and the test stack's start need nothing from each other. Run one after
// another, ESLint finished long before the last tsc project and a core sat idle; side by side they keep both busy.
const checks = Promise.all([
  ...TYPECHECK_PROJECTS.map(({ name, project }) => run(`Typecheck (${name})`, "npx", ["tsc", "-p", project], { alongside: true })),
  run("Lint", "npx", ["eslint", "."], { alongside: true }),
  vitest("Unit tests", ["unit", "unit-isolated"], { alongside: true }),
]);

ensureChromium();
console.log("\n▶ Starting the test stack (emulators, local Firestore, mail catcher, web app) beside the static checks and unit tests…");
const emulatorLog = join(resultsDir, "emulators.log");
console.log(`  (emulator output: ${emulatorLog})`);
const stackStarted = Date.now();
const stack = await startStack(TEST_STACK, { watchFunctions: false, web: "build", log: (line) => appendFileSync(emulatorLog, `${line}\n`) }).catch((error: unknown) => {
  console.error(`✘ The test stack did not start: ${error instanceof Error ? error.message : String(error)}`);
  return checks.then(() => process.exit(1));
});
stepSeconds.push({ title: "Starting the test stack", seconds: (Date.now() - stackStarted) / 1000 });
console.log(`✔ Test stack running (${stepSeconds.at(-1)!.seconds.toFixed(1)} s)`);
// The stack has just built the web app for production: the home page's JavaScript budget is measured on that build.
await run("Home page JavaScript budget", "npx", ["tsx", "scripts/size-report.ts", "--built", webBuildDir(TEST_STACK)]);
await checks;
// Security rules need the rules engine, which only the official Firestore emulator has.
const rulesEngine = officialFirestoreEmulator();
try {
  await vitest("Functions, Firestore conformance, browser and rules tests against the emulators", ["functions", "firestore", "browser", "site-wide", ...(rulesEngine.available ? ["rules"] : [])]);
} finally {
  await stack.stop();
}
if (!rulesEngine.available) console.log(`\n⚠ Security rules tests skipped: ${rulesEngine.reason}`);

printTimingTables();
const failedTests = fileTimings.flatMap((row) => row.failures.map((failure) => `  ${row.file} › ${failure}`));
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.join("\n")}`);
console.log(`\nTotal: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
if (failures.length > 0) {
  console.log(`Failed steps: ${failures.join("; ")}`);
  process.exit(1);
}
process.exit(0);
