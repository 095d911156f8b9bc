import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { prerenderPublicPages } from "./scripts/build/prerenderPublicPages.ts";
import { appStart } from "./scripts/build/appStart.ts";
import { seoFiles } from "./scripts/seo/seoFilesPlugin.ts";

/**
 * The local stack (scripts/local/stack.ts) sets these before starting the dev server: the paths firebase.json
 * has Hosting rewrite to a function go to the functions emulator instead, so they work the same on 127.0.0.1.
 */
const functionsEmulator = process.env.VITE_USE_EMULATORS === "true" ? process.env.VITE_FUNCTIONS_EMULATOR_URL : undefined;
interface HostingRewrite {
  source: string;
  function?: { functionId: string; region: string };
}
const hostingRewrites = (JSON.parse(readFileSync(new URL("./firebase.json", import.meta.url), "utf8")) as { hosting: { rewrites: HostingRewrite[] } }).hosting.rewrites;
const functionRewrites = functionsEmulator
  ? Object.fromEntries(
      hostingRewrites.flatMap(({ source, function: target }) =>
        target
          ? [[source, { target: functionsEmulator, rewrite: (path: string) => `/${process.env.VITE_FIREBASE_PROJECT_ID}/${target.region}/${target.functionId}${path.slice(source.length)}` }]]
          : [],
      ),
    )
  : undefined;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      // Loaders in their own chunks too: they call functions (callables, contracts, zod), which public pages never need.
      codeSplittingOptions: { defaultBehavior: [["component"], ["errorComponent"], ["notFoundComponent"], ["loader"]] },
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
    }),
    react(),
    tailwindcss(),
    seoFiles(),
    appStart(),
    prerenderPublicPages(),
  ],
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./src/", import.meta.url)),
      "@machines/": fileURLToPath(new URL("./machines/", import.meta.url)),
    },
  },
  server: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy: functionRewrites },
  preview: { host: "127.0.0.1", port: Number(process.env.WEB_PORT ?? 4173), strictPort: true },
  build: {
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (React, the router, the shell) in one file: left to itself the
        // bundler splits it into ~20 small chunks shared with route chunks, and each is a request before first paint.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
});
