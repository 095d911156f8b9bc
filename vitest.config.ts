import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";
import { TEST_ENV } from "./tests/support/testStack.ts";

// Reuses vite.config.ts so the `@/` and `@machines/` aliases resolve in tests too.
// The functions, firestore and browser projects need the stack that `npm test` starts (scripts/test.ts).
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
            // Firestore conformance: firebase-admin against the test stack's Firestore, or against another
            // Firestore (the official emulator, say) named by CONFORMANCE_FIRESTORE_HOST.
            name: "firestore",
            include: ["tests/firestore/**/*.test.ts"],
            environment: "node",
            env: { ...TEST_ENV, FIRESTORE_EMULATOR_HOST: process.env.CONFORMANCE_FIRESTORE_HOST ?? TEST_ENV.FIRESTORE_EMULATOR_HOST },
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
