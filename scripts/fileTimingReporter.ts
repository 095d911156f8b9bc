import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

/** One test file as `npm test`'s closing table shows it: where CI's minutes go. */
export interface FileTiming {
  file: string;
  project: string;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  /** From starting the file's environment to its last hook: what the file kept a worker busy for. */
  seconds: number;
  /** Each failed test's full name and the first line of its first error: CI keeps only the end of the output. */
  failures: string[];
}

/** The reporter's name for `--outputFile.<name>=<path>`, where it writes its rows as JSON. */
export const FILE_TIMINGS_OUTPUT = "fileTimings";

function firstLine(message: string | undefined): string {
  return (message ?? "no error message").split("\n")[0]!.slice(0, 300);
}

function timingOf(module: TestModule, root: string): FileTiming {
  const tests = [...module.children.allTests()];
  const count = (state: string) => tests.filter((test) => test.result().state === state).length;
  const diagnostic = module.diagnostic();
  const milliseconds =
    diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.duration;
  // A file that failed before its tests ran (an import error, a failing beforeAll) counts as one failure.
  const failed = count("failed") || (module.state() === "failed" ? 1 : 0);
  const failures = tests
    .filter((test) => test.result().state === "failed")
    .map((test) => `${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
  if (failures.length === 0 && failed > 0) failures.push(`(the file itself): ${firstLine(module.errors()[0]?.message)}`);
  return {
    file: relative(root, module.moduleId),
    project: module.project.name,
    tests: tests.length,
    passed: count("passed"),
    failed,
    skipped: count("skipped") + count("pending"),
    seconds: milliseconds / 1000,
    failures,
  };
}

/**
 * A vitest reporter that writes one row per test file (project, tests and their outcomes, seconds) to the
 * file named by `--outputFile.fileTimings`; scripts/test.ts prints them as a table at the end of `npm test`.
 */
export default class FileTimingReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const config = this.vitest!.config;
    const output = typeof config.outputFile === "object" ? config.outputFile[FILE_TIMINGS_OUTPUT] : undefined;
    if (!output) throw new Error(`FileTimingReporter needs --outputFile.${FILE_TIMINGS_OUTPUT}=<file>`);
    writeFileSync(output, JSON.stringify(testModules.map((module) => timingOf(module, config.root))));
  }
}
