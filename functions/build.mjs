// Bundles the functions and the shared domain code in ../machines into lib/index.js.
// Packages stay external and must be listed in this package.json, because that is what
// Cloud Functions installs on deploy; the build fails if one is missing.
import { build, context } from "esbuild";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
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

/**
 * src/index.ts only re-exports each function from its file. Bundled as written, every function instance (a Cloud
 * Functions cold start, an emulator worker) would evaluate every function's code, though it serves one: the platform
 * names it in FUNCTION_TARGET (firebase-tools sets it on deploy and in the emulator). The entry is bundled instead as
 * getters that load a function's file when it is first read, and an instance whose FUNCTION_TARGET names one of the
 * functions exports that one alone. Deploys and the emulator, which list the functions without FUNCTION_TARGET,
 * see them all.
 */
const EXPORT_LINE = /^export \{ ([A-Za-z0-9_, ]+) \} from "(\.\/[^"]+)";$/;
const lazyFunctionExports = {
  name: "lazy-function-exports",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]functions[\\/]src[\\/]index\.ts$/ }, (args) => {
      const lines = readFileSync(args.path, "utf8").split("\n").filter((line) => line.trim() !== "");
      const modules = lines.map((line) => {
        const match = EXPORT_LINE.exec(line);
        if (!match) throw new Error(`src/index.ts only re-exports functions (export { name } from "./file";), not: ${line}`);
        return { names: match[1].split(",").map((name) => name.trim()), path: match[2] };
      });
      const contents = [
        "const modules = [",
        ...modules.map(({ names, path }) => `  [${JSON.stringify(names)}, () => require(${JSON.stringify(path)})],`),
        "];",
        "const target = process.env.FUNCTION_TARGET;",
        "const served = modules.some(([names]) => names.includes(target)) ? target : undefined;",
        "for (const [names, load] of modules)",
        "  for (const name of names)",
        "    if (served === undefined || name === served) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });",
      ].join("\n");
      return { contents, loader: "js", resolveDir: dirname(args.path) };
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
  plugins: [lazyFunctionExports, requireDeclaredDependencies],
};

if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
