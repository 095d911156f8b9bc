/**
 * npm run pipeline:bench -- [corpus dir] [--messages 5000]
 * Runs benchmark.ts on the engine as it deploys: bundled by esbuild into CommonJS for Node 20 with the packages
 * left external, as functions/build.mjs bundles the functions, then run by plain Node. Under tsx (the TypeScript
 * runner the other scripts use) the same engine reads mail about a tenth slower: its module loader, not the engine.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { build } from "esbuild";

const root = join(import.meta.dirname, "..", "..");
// Inside functions/: the bundle resolves its packages as the deployed functions do (functions/node_modules first).
const outfile = join(root, "functions", "node_modules", ".cache", "inboxscout-bench", "benchmark.cjs");

await build({
  entryPoints: [join(import.meta.dirname, "benchmark.ts")],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  packages: "external",
  tsconfig: join(root, "tsconfig.node.json"),
  logLevel: "warning",
});

const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(run.status ?? 1);
