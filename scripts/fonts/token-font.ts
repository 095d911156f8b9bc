/**
 * Writes public/fonts/token-mono.woff2, the face forwarding addresses and referral codes are shown in:
 *   npx tsx scripts/fonts/token-font.ts
 * Atkinson Hyperlegible Mono (SIL OFL 1.1, licence beside the font) tells O from 0 (slashed zero) and I from 1
 * and l, which the system monospace faces do not everywhere (DejaVu Sans Mono on Linux, Android's default).
 * Only the characters tokens use are kept (about 4 KB), and the browser fetches the file only on a page that
 * shows a token (src/components/token); the app's stack falls back to the system monospace face meanwhile.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { ROOT } from "../local/stack.ts";

/** Letters, digits and what addresses and codes contain. */
const TOKEN_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@.-_+ ";

const require = createRequire(import.meta.url);
const fontPackage = dirname(require.resolve("@fontsource/atkinson-hyperlegible-mono/package.json"));
const source = readFileSync(join(fontPackage, "files", "atkinson-hyperlegible-mono-latin-600-normal.woff2"));
const subset = await subsetFont(source, TOKEN_CHARACTERS, { targetFormat: "woff2" });

const output = join(ROOT, "public", "fonts", "token-mono.woff2");
writeFileSync(output, subset);
copyFileSync(join(fontPackage, "LICENSE"), join(ROOT, "public", "fonts", "token-mono-OFL.txt"));
console.log(`Wrote ${output}: ${subset.length} bytes (from ${source.length})`);
