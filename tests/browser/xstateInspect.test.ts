import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_PROJECT_ID } from "../support/testStack";

/** The production build the test stack serves (scripts/local/stack.ts builds it as Hosting would ship it). */
const ASSETS = join(import.meta.dirname, "../../.local-web", TEST_PROJECT_ID, "assets");

describe("the Stately inspector", () => {
  it("is not in the production build (VITE_XSTATE_INSPECT works in development only)", () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const bundled = scripts.filter((name) => /createBrowserInspector|stately\.ai\/inspect|@statelyai/.test(readFileSync(join(ASSETS, name), "utf8")));
    expect(bundled).toEqual([]);
  });
});
