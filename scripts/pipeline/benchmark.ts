/**
 * npm run pipeline:bench -- [corpus dir] [--messages 5000]
 * Builds an mbox of 5,000 messages from the corpus's .eml files (repeated), reads it back and
 * runs the full engine (parse, unwrap, classify, extract) on each, one message at a time on one
 * core, and prints emails per second and the slowest message's time. The figure is for warm code,
 * after one cold reading of each distinct message (whose own rate is printed beside it).
 */
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { processRawEmail } from "../../functions/src/pipeline/index";
import { emlFiles } from "./corpus";
import { openSource } from "./messageSources";

async function main() {
  const args = process.argv.slice(2);
  const countAt = args.indexOf("--messages");
  const total = countAt >= 0 ? Number(args[countAt + 1]) : 5000;
  const dir = args.find((arg, index) => !arg.startsWith("--") && !(countAt >= 0 && index === countAt + 1)) ?? "tests/pipeline/corpus";
  const files = await emlFiles(dir);
  if (!files.length) throw new Error(`${dir}: no .eml files to build the benchmark mbox from`);
  const messages = await Promise.all(files.map((file) => readFile(file)));

  const workDir = await mkdtemp(join(tmpdir(), "inboxscout-bench-"));
  const mboxPath = join(workDir, "bench.mbox");
  const out = createWriteStream(mboxPath);
  for (let index = 0; index < total; index++) {
    if (!out.write(toMboxEntry(messages[index % messages.length]!))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");

  // The mbox is read and split first: reading and splitting it is not the engine's work.
  const source = await openSource(mboxPath);
  const raws: { raw: Buffer; where: string }[] = [];
  for await (const message of source.messages) if (message.kind === "raw") raws.push(message);
  await rm(workDir, { recursive: true, force: true });

  // Cold: each distinct message read once by code V8 has not optimised yet, as by a new function instance.
  const cold = await run(raws.slice(0, files.length));
  // Warm: the whole mbox after it, as a long-running instance (or a large import) reads mail.
  const warm = await run(raws);
  console.log(`${raws.length} messages (${files.length} distinct, ${(source.size / 1e6).toFixed(1)} MB mbox), one at a time on one thread; ${warm.recruiting} recruiting`);
  console.log(`${(raws.length / warm.seconds).toFixed(0)} emails/second wall clock (${warm.seconds.toFixed(2)} s; lower when other processes share the core)`);
  // CPU time is what the engine itself costs, whatever else the machine is doing.
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`${(raws.length / warm.cpuSeconds).toFixed(0)} emails/second of CPU time (${warm.cpuSeconds.toFixed(2)} s; parse + unwrap + classify + extract)`);
  console.log(`slowest message ${warm.slowest.ms.toFixed(1)} ms of CPU time (${warm.slowest.name})`);
  console.log(`cold, before: the ${files.length} distinct messages each read once at ${(files.length / cold.cpuSeconds).toFixed(0)} emails/second of CPU time, the slowest ${cold.slowest.ms.toFixed(1)} ms (${cold.slowest.name})`);
}

/**
 * Reads each message in turn: the engine's wall-clock and CPU time over them all, and the message that took the most
 * CPU time. (Reading the process's CPU time makes the caller wait a quarter of a millisecond or more here, so the clock
 * is read inside those readings, around the engine alone.)
 */
async function run(raws: readonly { raw: Buffer; where: string }[]) {
  let recruiting = 0;
  let seconds = 0;
  let cpuSeconds = 0;
  let slowest = { ms: 0, name: "" };
  for (const { raw, where } of raws) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const email = await processRawEmail(raw);
    seconds += (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const ms = (cpu.user + cpu.system) / 1000;
    cpuSeconds += ms / 1000;
    if (ms > slowest.ms) slowest = { ms, name: email.messageId ?? where };
    if (email.isRecruiting) recruiting++;
  }
  return { seconds, cpuSeconds, slowest, recruiting };
}

/** mboxrd: a "From " separator line, and body lines starting with (>*)From escaped with one more ">". */
function toMboxEntry(raw: Buffer): Buffer {
  const text = raw.toString("latin1").replace(/\r\n/g, "\n").replace(/^(>*From )/gm, ">$1");
  return Buffer.from(`From bench@inboxscout.invalid Mon Mar  3 07:42:00 2025\n${text}${text.endsWith("\n") ? "" : "\n"}\n`, "latin1");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
