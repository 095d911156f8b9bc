import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = readdirSync(new URL("src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A feature never imports another feature (bulletproof-react's restricted-path zones): what two share lives in
 * src/components, src/lib or machines, and a route composes features. One block per feature and folder depth,
 * since each may import only itself, and a relative path with more "../" than the file is deep leaves it.
 */
const FEATURE_DEPTHS = [0, 1, 2, 3];
const featureZones = FEATURES.flatMap((feature) =>
  FEATURE_DEPTHS.map((depth) => ({
    files: [
      `src/features/${feature}/${"*/".repeat(depth)}${depth === FEATURE_DEPTHS.at(-1) ? "**/" : ""}*.{ts,tsx}`,
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // Negations last: in these gitignore-style lists a later line wins.
              group: [
                "@/features/*",
                "**/features/*",
                "@/routes/*",
                "**/routes/*",
                `${"../".repeat(depth + 1)}*`,
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
              ],
              message: `A feature never imports another feature or a route: move what ${feature} shares into src/components, src/lib or machines (imported as @/…), or let the route compose them.`,
            },
          ],
        },
      ],
    },
  })),
);

/** What every functions file may not import (the web app, the machines themselves). */
const FUNCTIONS_PATTERNS = [
  {
    group: ["@/*", "**/src/routes/*", "react"],
    message: "Functions never import the web app.",
  },
  {
    group: ["xstate", "xstate/*", "@machines/*/*Machine"],
    message:
      "Machines run in the browser; functions use the contracts and rules beside them.",
  },
];

/** The functions rule plus a folder's own limits (a later no-restricted-imports block replaces an earlier one). */
function functionsFolderRule(files, group, message) {
  return {
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...FUNCTIONS_PATTERNS, { group, message }] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      "dist",
      ".local-web",
      "functions/lib",
      "src/routeTree.gen.ts",
      "test-results",
      ".local-data",
      "coverage",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Inside the web app, shared code never depends on a feature (bulletproof-react's restricted-path zones):
    // components/ and lib/ are used by features, so a feature import there would make a cycle.
    files: [
      "src/components/**/*.{ts,tsx}",
      "src/lib/**/*.{ts,tsx}",
      "src/hooks/**/*.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/features",
                "@/features/*",
                "**/features/*",
                "@/routes/*",
                "**/routes/*",
              ],
              message:
                "src/components, src/hooks and src/lib are shared: they never import a feature or a route.",
            },
          ],
        },
      ],
    },
  },
  ...featureZones,
  {
    // One-way dependencies: shared domain code never imports the web app, the functions or the scripts.
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/*",
                "**/src/*",
                "**/functions/*",
                "**/scripts/*",
                "react",
                "firebase",
                "firebase/*",
                "firebase-admin/*",
                "firebase-functions/*",
              ],
              message:
                "machines/ is shared by the web app and the functions; it must not depend on either.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["functions/src/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: FUNCTIONS_PATTERNS }],
    },
  },
  // functions/src/lib is what every endpoint shares: it imports no feature folder (they import it). Identity
  // keeps links and ownership and imports only lib and mail: the features that act on a proof (onboarding) import it.
  functionsFolderRule(
    ["functions/src/lib/**/*.ts"],
    ["../*"],
    "functions/src/lib imports no feature folder: move the shared piece into lib (or machines), or let the feature call it.",
  ),
  // The inbox stores what it reads as athletes, and holds mail from unknown senders or until the plan is active:
  // those folders never import the inbox back (no loop); mail they send back through processing goes by lib/releaseHeld.ts.
  functionsFolderRule(
    ["functions/src/athletes/**/*.ts", "functions/src/billing/**/*.ts", "functions/src/senders/**/*.ts"],
    ["../inbox", "../inbox/*"],
    "functions/src/athletes, billing and senders never import functions/src/inbox (the inbox imports them): move the shared piece into lib or machines, or into the folder itself.",
  ),
  functionsFolderRule(
    ["functions/src/identity/**/*.ts"],
    ["../*", "!../lib", "!../lib/*", "!../mail", "!../mail/*"],
    "functions/src/identity imports only lib and mail: the feature acting on a proven address (onboarding) imports identity, not the reverse.",
  ),
  {
    // The email engine runs in functions, in the batch command and in benchmarks: pure, offline, no Firebase.
    // (Listed again with the functions rule because a later no-restricted-imports replaces an earlier one.)
    files: ["functions/src/pipeline/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "firebase-admin",
              message:
                "functions/src/pipeline is a pure engine: no Firebase imports.",
            },
            {
              name: "firebase-functions",
              message:
                "functions/src/pipeline is a pure engine: no Firebase imports.",
            },
            {
              name: "firebase",
              message:
                "functions/src/pipeline is a pure engine: no Firebase imports.",
            },
          ],
          patterns: [
            {
              group: [
                "firebase-admin/*",
                "firebase-functions/*",
                "firebase/*",
                "@firebase/*",
              ],
              message:
                "functions/src/pipeline is a pure engine: no Firebase imports.",
            },
            {
              group: ["@/*", "**/src/routes/*", "react"],
              message: "Functions never import the web app.",
            },
          ],
        },
      ],
    },
  },
);
