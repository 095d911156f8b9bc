import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/**
 * The official Firestore emulator (with the security-rules engine) runs where Java 21+ and its
 * downloaded jar are present; elsewhere the stack uses the pure-Node local Firestore.
 */
export function officialFirestoreEmulator(): { available: true } | { available: false; reason: string } {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  const version = Number(/version "(\d+)/.exec(`${java.stderr ?? ""}${java.stdout ?? ""}`)?.[1] ?? 0);
  if (version < 21) {
    return {
      available: false,
      reason: `the official Firestore emulator needs Java 21+ (found ${version || "none"}); install it and run \`npx firebase setup:emulators:firestore\`, then npm test runs them.`,
    };
  }
  const cache = join(homedir(), ".cache", "firebase", "emulators");
  const jar = existsSync(cache) && readdirSync(cache).some((file) => file.startsWith("cloud-firestore-emulator"));
  if (!jar) return { available: false, reason: "the official Firestore emulator is not downloaded; run `npx firebase setup:emulators:firestore` (needs internet)." };
  return { available: true };
}
