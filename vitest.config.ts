import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { TEST_ENV } from "./tests/support/testStack.ts";

// Reuses vite.config.ts so the `@/` and `@machines/` aliases resolve in tests too.
// The functions, firestore and browser projects need the stack that `npm test` starts (scripts/test.ts).

/**
 * Test files against the stack run two at a time: much of a functions or browser test is waiting on the
 * emulators (a task's retry, a page's request). Three keep two cores saturated, and then timings stretch
 * past the tests' limits. Each file makes its own coaches.
 */
const STACK_WORKERS = 2;

/**
 * Unit files that get a module graph of their own: those that replace a module (`vi.mock`, `vi.doMock`) for the code they
 * test, and those that hold the engine to a budget of CPU seconds (in a worker's heap shared with earlier files, garbage
 * collection of their data is part of the time). Every other unit file shares its worker's modules (`isolate: false`):
 * the engine is loaded once per worker rather than once per file, which took three times the CPU of the tests themselves.
 */
const ISOLATED_UNIT_FILES = [
  "tests/unit/callableGuards.test.ts",
  "tests/unit/pipeline/phoneRuns.test.ts",
  "tests/unit/pipeline/coldStart.test.ts",
  "tests/unit/pipeline/deadline.test.ts",
  "tests/unit/pipeline/boundedWork.test.ts",
  "tests/unit/pipeline/transportRobustness.test.ts",
  "tests/unit/pipeline/attachments.test.ts",
  "tests/unit/pipeline/hostileInput.test.ts",
  "tests/unit/pipeline/strangersMail.test.ts",
];

/** Files that change what every visitor sees (the `settings/site` document): they run last, alone. */
const SITE_WIDE_FILES = ["tests/functions/siteSettings.test.ts", "tests/browser/home.test.ts"];

/**
 * What every project against the test stack shares. `expect.poll` waits for what a callable brings back (a
 * profile after a reload, a list after a sort); vitest's default second is too short on a busy two-core machine.
 */
const STACK_TEST = {
  environment: "node",
  env: TEST_ENV,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  expect: { poll: { timeout: 15_000 } },
} as const;

const UNIT_TEST = { environment: "node", testTimeout: 30_000 } as const;

/**
 * A browser test is a coach's journey over several pages and callables; on a busy two-core machine one
 * took 21 s locally and over 60 s in CI. Each step still fails on its own wait (Playwright's, or the
 * page settling), so a stuck step says where it stuck long before this.
 */
const JOURNEY_TIMEOUT = 180_000;
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          // npm test runs the unit tests beside typecheck, lint and the stack's start: a slow second is no hang.
          test: { ...UNIT_TEST, name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], exclude: ISOLATED_UNIT_FILES, isolate: false },
        },
        { extends: true, test: { ...UNIT_TEST, name: "unit-isolated", include: ISOLATED_UNIT_FILES } },
        {
          extends: true,
          test: {
            ...STACK_TEST,
            name: "functions",
            include: ["tests/functions/**/*.test.ts"],
            exclude: SITE_WIDE_FILES,
            maxWorkers: STACK_WORKERS,
          },
        },
        {
          extends: true,
          test: {
            // Firestore conformance: firebase-admin against the test stack's Firestore, or against another
            // Firestore (the official emulator, say) named by CONFORMANCE_FIRESTORE_HOST.
            ...STACK_TEST,
            name: "firestore",
            include: ["tests/firestore/**/*.test.ts"],
            maxWorkers: STACK_WORKERS,
            env: { ...TEST_ENV, FIRESTORE_EMULATOR_HOST: process.env.CONFORMANCE_FIRESTORE_HOST ?? TEST_ENV.FIRESTORE_EMULATOR_HOST },
          },
        },
        {
          extends: true,
          test: {
            ...STACK_TEST,
            name: "browser",
            testTimeout: JOURNEY_TIMEOUT,
            include: ["tests/browser/**/*.test.ts"],
            exclude: SITE_WIDE_FILES,
            maxWorkers: STACK_WORKERS,
          },
        },
        {
          extends: true,
          test: {
            ...STACK_TEST,
            name: "site-wide",
            include: SITE_WIDE_FILES,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: "rules",
            include: ["tests/rules/**/*.test.ts"],
            environment: "node",
            maxWorkers: STACK_WORKERS,
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
