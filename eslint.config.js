import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", ".local-web", "functions/lib", "src/routeTree.gen.ts", "test-results", ".local-data", "coverage"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: globals.node } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Inside the web app, shared code never depends on a feature (bulletproof-react's restricted-path zones):
    // components/ and lib/ are used by features, so a feature import there would make a cycle.
    files: ["src/components/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/hooks/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/features", "@/features/*", "**/features/*", "@/routes/*", "**/routes/*"], message: "src/components, src/hooks and src/lib are shared: they never import a feature or a route." }] },
      ],
    },
  },
  {
    // One-way dependencies: shared domain code never imports the web app, the functions or the scripts.
    files: ["machines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/*", "**/src/*", "**/functions/*", "**/scripts/*", "react", "firebase", "firebase/*", "firebase-admin/*", "firebase-functions/*"], message: "machines/ is shared by the web app and the functions; it must not depend on either." }] },
      ],
    },
  },
  {
    files: ["functions/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/*", "**/src/routes/*", "react"], message: "Functions never import the web app." },
            { group: ["xstate", "xstate/*", "@machines/*/*Machine"], message: "Machines run in the browser; functions use the contracts and rules beside them." },
          ],
        },
      ],
    },
  },
  {
    // The email engine runs in functions, in the batch command and in benchmarks: pure, offline, no Firebase.
    // (Listed again with the functions rule because a later no-restricted-imports replaces an earlier one.)
    files: ["functions/src/pipeline/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "firebase-admin", message: "functions/src/pipeline is a pure engine: no Firebase imports." },
            { name: "firebase-functions", message: "functions/src/pipeline is a pure engine: no Firebase imports." },
            { name: "firebase", message: "functions/src/pipeline is a pure engine: no Firebase imports." },
          ],
          patterns: [
            { group: ["firebase-admin/*", "firebase-functions/*", "firebase/*", "@firebase/*"], message: "functions/src/pipeline is a pure engine: no Firebase imports." },
            { group: ["@/*", "**/src/routes/*", "react"], message: "Functions never import the web app." },
          ],
        },
      ],
    },
  },
);
