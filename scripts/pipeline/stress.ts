/**
 * npm run pipeline:stress -- [--timeout 60] [--only <substring>]
 * Times the engine on each pathological message (scripts/pipeline/pathologicalEmails.ts), each in
 * its own process so that one stuck in a regular expression is killed at the timeout, and prints
 * a table row per message: wall-clock and CPU seconds (CPU time holds when other processes share
 * the cores) and the warnings the engine gave. With `--case <name>` it runs one message in this
 * process (what each child does; add `node --cpu-prof` to profile one).
 */
import { spawnSync } from "node:child_process";
import { processRawEmail } from "../../functions/src/pipeline/index";
import { pathologicalEmails, rawMessage } from "./pathologicalEmails";

async function runCase(name: string) {
  const email = pathologicalEmails().find((candidate) => candidate.name === name);
  if (!email) throw new Error(`no case named ${name}`);
  // Warm up as a running function instance is (modules loaded, patterns compiled).
  await processRawEmail(rawMessage("Hi Coach,\nI'm Maya Thompson, a 2027 OH from Lexington, KY.\n"));
  const started = process.hrtime.bigint();
  const cpuStarted = process.cpuUsage();
  const processed = await processRawEmail(email.raw);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuStarted);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const warnings = "warnings" in processed ? (processed.warnings as string[]) : [];
  console.log(JSON.stringify({ seconds, cpuSeconds, warnings }));
}

function main() {
  const args = process.argv.slice(2);
  const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const single = option("--case");
  if (single !== undefined) return runCase(single);
  const timeout = Number(option("--timeout") ?? 60);
  const only = option("--only");
  console.log("| message | size | wall clock | CPU | warnings |\n| --- | --- | --- | --- | --- |");
  for (const { name, raw } of pathologicalEmails()) {
    if (only && !name.includes(only)) continue;
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "--case", name], { timeout: timeout * 1000, encoding: "utf8", killSignal: "SIGKILL" });
    const size = `${(Buffer.byteLength(raw) / 1024).toFixed(0)} KB`;
    if (child.error || child.status !== 0) {
      console.log(`| ${name} | ${size} | ${child.signal ? `> ${timeout} s (killed)` : `failed: ${child.stderr.trim().split("\n").at(-1)}`} | | |`);
      continue;
    }
    const result = JSON.parse(child.stdout.trim().split("\n").at(-1)!) as { seconds: number; cpuSeconds: number; warnings: string[] };
    console.log(`| ${name} | ${size} | ${result.seconds.toFixed(3)} s | ${result.cpuSeconds.toFixed(3)} s | ${result.warnings.join("; ")} |`);
  }
}

Promise.resolve(main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
