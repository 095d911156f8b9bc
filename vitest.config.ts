import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { TEST_ENV } from "./tests/support/testStack.ts";

// Reuses vite.config.ts so the `@/` and `@machines/` aliases resolve in tests too.
// The functions and browser projects need the stack that `npm test` starts (scripts/test.ts).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
        },
        {
          extends: true,
          test: {
            name: "functions",
            include: ["tests/functions/**/*.test.ts"],
            environment: "node",
            env: TEST_ENV,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            name: "browser",
            include: ["tests/browser/**/*.test.ts"],
            environment: "node",
            env: TEST_ENV,
            testTimeout: 60_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: "rules",
            include: ["tests/rules/**/*.test.ts"],
            environment: "node",
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
