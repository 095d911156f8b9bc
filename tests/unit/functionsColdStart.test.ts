import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Every function instance loads the whole functions bundle (Cloud Functions cold starts, and one emulator
 * worker per function in tests). The mail parsers, the PDF and Word readers, Stripe's SDK, the zip and
 * calendar writers load only in the functions that use them, on first use: this keeps each instance's
 * start about a third cheaper and its memory 25 MB smaller.
 */
const LOADED_ON_FIRST_USE = [
  "stripe",
  "mailparser",
  "mailauth",
  "email-forward-parser",
  "html-to-text",
  "planer",
  "libphonenumber-js",
  "unpdf",
  "mammoth",
  "nodemailer",
  "archiver",
  "ics",
];

const functionsDir = join(import.meta.dirname, "../../functions");
// Under functions/node_modules, so the bundle's packages resolve from there and a running emulator, which ignores that
// folder, does not reload every function for it.
const outDir = mkdtempSync(join(functionsDir, "node_modules", ".cold-start-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const bundle = join(outDir, "index.js");
let built = false;
function buildBundle(): void {
  if (!built) execFileSync(process.execPath, ["build.mjs", "--outfile", bundle], { cwd: functionsDir, stdio: "pipe" });
  built = true;
}

/** Runs a script in a fresh Node as a function instance would, with FUNCTION_TARGET when the platform names one. */
function inInstance(script: string, functionTarget?: string): string {
  buildBundle();
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: "demo-cold-start" };
  delete env.FUNCTION_TARGET;
  if (functionTarget) env.FUNCTION_TARGET = functionTarget;
  return execFileSync(process.execPath, ["-e", script], { cwd: functionsDir, encoding: "utf8", env });
}

/** The packages the bundle requires while every function is loaded (as a deploy lists them), before any is called. */
function packagesRequiredAtLoad(): string[] {
  const probe = `
    const Module = require("node:module");
    // Node names modules by their real path (node_modules may be a symlink, as in a git worktree).
    const bundleFile = require.resolve(${JSON.stringify(bundle)});
    const load = Module._load;
    const required = new Set();
    Module._load = function (request, parent) {
      if (parent?.filename === bundleFile) required.add(request);
      return load.apply(this, arguments);
    };
    const exported = require(${JSON.stringify(bundle)});
    for (const name of Object.keys(exported)) exported[name];
    process.stdout.write(JSON.stringify([...required]));`;
  return JSON.parse(inInstance(probe)) as string[];
}

/** The names the bundle exports, and whether each is a deployable function, in an instance serving `functionTarget`. */
function exportedFunctions(functionTarget?: string): string[] {
  const probe = `
    const exported = require(${JSON.stringify(bundle)});
    process.stdout.write(JSON.stringify(Object.keys(exported).filter((name) => exported[name].__endpoint !== undefined)));`;
  return JSON.parse(inInstance(probe, functionTarget)) as string[];
}

const FUNCTION_NAMES = [...readFileSync(join(functionsDir, "src", "index.ts"), "utf8").matchAll(/^export \{ ([^}]+) \}/gm)].flatMap((match) =>
  match[1]!.split(",").map((name) => name.trim()),
);

describe("the functions bundle's cold start", () => {
  it("loads the heavy packages only in the functions that use them", { timeout: 60_000 }, () => {
    const required = packagesRequiredAtLoad();
    expect(required).toContain("firebase-functions/v2/https");
    const packageOf = (request: string) => (request.startsWith("@") ? request.split("/").slice(0, 2).join("/") : request.split("/")[0]);
    // nodemailer's small address parser is the one part the inbound functions need at once.
    const tooEarly = required.filter((request) => request !== "nodemailer/lib/addressparser" && LOADED_ON_FIRST_USE.includes(packageOf(request)!));
    expect(tooEarly).toEqual([]);
  });

  it("lists every function to a deploy, and an instance the platform started for one function loads that one alone", { timeout: 60_000 }, () => {
    expect(FUNCTION_NAMES.length).toBeGreaterThan(80);
    expect(exportedFunctions().sort()).toEqual([...FUNCTION_NAMES].sort());
    expect(exportedFunctions("getSiteSettings")).toEqual(["getSiteSettings"]);
    // getOnboardingProgress shares its file with saveOnboardingProgress; the instance still exports only its own.
    expect(exportedFunctions("saveOnboardingProgress")).toEqual(["saveOnboardingProgress"]);
    // A target that names none of ours (another platform's variable) changes nothing.
    expect(exportedFunctions("somethingElse").sort()).toEqual([...FUNCTION_NAMES].sort());
  });
});
