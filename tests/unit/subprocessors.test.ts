import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND } from "@machines/brand";
import { SUBPROCESSORS, subprocessorsOn, type Subprocessor } from "@machines/legal/documents";
import { SUBPROCESSOR_NOTICE_DAYS, subprocessorChanges, subprocessorNoticesDue } from "@machines/legal/subprocessorChanges";

/**
 * Which outside services the Cloud Functions reach, checked against SUBPROCESSORS. Outbound requests cannot
 * be watched in the functions tests (every service there is a local stand-in on 127.0.0.1), so this reads
 * what decides them instead: every npm package the functions ship, each either named by the subprocessor it
 * talks to or known to open no connection; every URL our own code (functions/src and machines/, which the
 * bundle includes) names; and every `fetch(` it makes. A new SDK, host or call fails here until the list says who it is.
 */

/** The functions' packages that open no connection: parsers, formatters and validators. */
const OFFLINE_PACKAGES = new Set([
  "@kenjiuno/msgreader",
  "archiver",
  "busboy",
  "csv-stringify",
  "email-forward-parser",
  "fastest-levenshtein",
  "html-to-text",
  "ics",
  "libphonenumber-js",
  "mailparser",
  "mammoth",
  "planer",
  "unpdf",
  "zod",
]);

/** Hosts our code names only as text or links, never as something to call: our own site and placeholders in examples. */
const NAMED_NOT_CALLED = [new URL(`https://${BRAND.supportEmail.split("@")[1]}`).hostname, "example", "example.com", "video.example"];

/** Each `fetch(` in the functions and where it goes. */
const FETCH_CALLS: Record<string, string> = {
  // The operator's own webhook endpoints (`webhookEndpoints`), each one set up by us for our own systems.
  "functions/src/webhooks/deliverWebhook.ts": "webhook endpoints the operator configures",
};

const root = join(import.meta.dirname, "../..");
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
const ownCode = [...sourceFiles("functions/src"), ...sourceFiles("machines")].map((file) => ({ file, text: readFileSync(join(root, file), "utf8") }));
const covers = (entry: Subprocessor, host: string) => entry.hosts.some((known) => host === known || host.endsWith(`.${known}`));

describe("subprocessors: every outside service the functions call is listed", () => {
  it("names, for each package the functions ship, the subprocessor it talks to, or knows it talks to none", () => {
    const { dependencies } = JSON.parse(readFileSync(join(root, "functions/package.json"), "utf8")) as { dependencies: Record<string, string> };
    const unlisted = Object.keys(dependencies).filter((name) => !OFFLINE_PACKAGES.has(name) && !SUBPROCESSORS.some((entry) => entry.packages.includes(name)));
    expect(unlisted).toEqual([]);
  });

  it("covers every host our own code names with a subprocessor, unless it is only a link", () => {
    const hosts = new Set(ownCode.flatMap(({ text }) => [...text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+)/giu)].map((match) => match[1]!.toLowerCase())));
    const uncovered = [...hosts].filter((host) => !/^(?:127\.0\.0\.1|localhost)$/.test(host) && !NAMED_NOT_CALLED.some((named) => host === named || host.endsWith(`.${named}`)) && !SUBPROCESSORS.some((entry) => covers(entry, host)));
    expect(uncovered).toEqual([]);
  });

  it("knows where each fetch goes", () => {
    const fetching = ownCode.filter(({ file, text }) => file.startsWith("functions/") && /\bfetch\(/.test(text)).map(({ file }) => file);
    expect(fetching.sort()).toEqual(Object.keys(FETCH_CALLS).sort());
  });

  it("gives each subprocessor a purpose and a region", () => {
    for (const entry of SUBPROCESSORS) expect([entry.name, entry.purpose.length > 20, entry.location]).toEqual([entry.name, true, expect.stringMatching(/\S/)]);
  });
});

describe("subprocessors: changes", () => {
  const acme = (dates: Partial<Pick<Subprocessor, "since" | "until">>): Subprocessor => ({ name: "Acme", purpose: "Parses things for the service.", location: "Canada", hosts: ["acme.test"], packages: [], ...dates });

  it(`finds each change and its notice, due from ${SUBPROCESSOR_NOTICE_DAYS} days before it until it takes effect`, () => {
    const list = [...SUBPROCESSORS, acme({ since: "2027-02-01", until: "2027-06-01" })];
    expect(subprocessorChanges(SUBPROCESSORS)).toEqual([]);
    expect(subprocessorChanges(list).map(({ date, added, removed }) => [date, added.map((e) => e.name), removed.map((e) => e.name)])).toEqual([
      ["2027-02-01", ["Acme"], []],
      ["2027-06-01", [], ["Acme"]],
    ]);
    const due = (iso: string) => subprocessorNoticesDue(list, new Date(iso)).map((change) => change.date);
    expect(due("2027-01-21T23:59:59Z")).toEqual([]);
    expect(due("2027-01-22T00:00:00Z")).toEqual(["2027-02-01"]);
    expect(due("2027-01-31T23:00:00Z")).toEqual(["2027-02-01"]);
    expect(due("2027-02-01T00:00:00Z")).toEqual([]);
    expect(subprocessorsOn(list, "2027-01-31").map((e) => e.name)).not.toContain("Acme");
    expect(subprocessorsOn(list, "2027-02-01").map((e) => e.name)).toContain("Acme");
    expect(subprocessorsOn(list, "2027-06-01").map((e) => e.name)).not.toContain("Acme");
  });
});
