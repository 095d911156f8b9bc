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
  const distinct = raws.slice(0, files.length);
  const cold = await timeEach(distinct);
  // Warm: the whole mbox after it, as a long-running instance (or a large import) reads mail.
  const warm = await readAll(raws);
  // The slowest message by warm code: each distinct message read once more, timed alone.
  const { slowest } = await timeEach(distinct);
  console.log(`${raws.length} messages (${files.length} distinct, ${(source.size / 1e6).toFixed(1)} MB mbox), one at a time on one thread; ${warm.recruiting} recruiting`);
  console.log(`${(raws.length / warm.seconds).toFixed(0)} emails/second wall clock (${warm.seconds.toFixed(2)} s; lower when other processes share the core)`);
  // CPU time is what the engine itself costs, whatever else the machine is doing.
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`${(raws.length / warm.cpuSeconds).toFixed(0)} emails/second of CPU time (${warm.cpuSeconds.toFixed(2)} s; parse + unwrap + classify + extract)`);
  console.log(`slowest message ${slowest.ms.toFixed(1)} ms of CPU time (${slowest.name})`);
  console.log(`cold, before: the ${files.length} distinct messages each read once at ${(files.length / cold.cpuSeconds).toFixed(0)} emails/second of CPU time, the slowest ${cold.slowest.ms.toFixed(1)} ms (${cold.slowest.name})`);
}

/**
 * Reads the messages in turn: the engine's wall-clock and CPU time over them all. Reading the process's CPU time
 * costs a quarter of a millisecond or more here, as much as a short message, so it is read once around the run.
 */
async function readAll(raws: readonly { raw: Buffer; where: string }[]) {
  let recruiting = 0;
  let seconds = 0;
  const cpuStarted = process.cpuUsage();
  for (const { raw } of raws) {
    const started = performance.now();
    const email = await processRawEmail(raw);
    seconds += (performance.now() - started) / 1000;
    if (email.isRecruiting) recruiting++;
  }
  return { seconds, cpuSeconds: cpuMs(process.cpuUsage(cpuStarted)) / 1000, recruiting };
}

/** Reads each message timed alone in CPU time: the total and the message that took the most. */
async function timeEach(raws: readonly { raw: Buffer; where: string }[]) {
  let cpuSeconds = 0;
  let slowest = { ms: 0, name: "" };
  for (const { raw, where } of raws) {
    const cpuStarted = process.cpuUsage();
    const email = await processRawEmail(raw);
    const ms = cpuMs(process.cpuUsage(cpuStarted));
    cpuSeconds += ms / 1000;
    if (ms > slowest.ms) slowest = { ms, name: email.messageId ?? where };
  }
  return { cpuSeconds, slowest };
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/** mboxrd: a "From " separator line, and body lines starting with (>*)From escaped with one more ">". */
function toMboxEntry(raw: Buffer): Buffer {
  const text = raw.toString("latin1").replace(/\r\n/g, "\n").replace(/^(>*From )/gm, ">$1");
  return Buffer.from(`From bench@inboxscout.invalid Mon Mar  3 07:42:00 2025\n${text}${text.endsWith("\n") ? "" : "\n"}\n`, "latin1");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
