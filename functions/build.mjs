// Bundles the functions and the shared domain code in ../machines into lib/index.js.
// Packages stay external and must be listed in this package.json, because that is what
// Cloud Functions installs on deploy; the build fails if one is missing.
import { build, context } from "esbuild";
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";

const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const declared = new Set(Object.keys(dependencies));
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

const packageName = (specifier) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

const requireDeclaredDependencies = {
  name: "require-declared-dependencies",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@machines/")) return undefined;
      if (builtins.has(args.path)) return { path: args.path, external: true };
      const name = packageName(args.path);
      if (!declared.has(name)) {
        return { errors: [{ text: `"${name}" is imported by ${args.importer} but not listed in functions/package.json dependencies` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

// `--outfile <path>` builds elsewhere (the cold-start test does, so it never races a running stack's build).
const outfileFlag = process.argv.indexOf("--outfile");
const options = {
  entryPoints: ["src/index.ts"],
  outfile: outfileFlag > 0 ? process.argv[outfileFlag + 1] : "lib/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "info",
  plugins: [requireDeclaredDependencies],
};

if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
