/**
 * npm run pipeline:bench -- [corpus dir] [--messages 5000]
 * Builds an mbox of 5,000 messages from the corpus's .eml files (repeated), streams it back and
 * runs the full engine (parse, unwrap, classify, extract) on each, one message at a time on one
 * core, and prints emails per second and the slowest message's time.
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

  // Warm up the regex and library caches as a long-running function instance would be.
  for (const message of messages.slice(0, 20)) await processRawEmail(message);

  const source = await openSource(mboxPath);
  let processed = 0;
  let recruiting = 0;
  let slowest = { seconds: 0, name: "" };
  // The engine's CPU time only: reading and splitting the mbox between messages is not the engine's.
  let cpuSeconds = 0;
  const started = process.hrtime.bigint();
  for await (const message of source.messages) {
    if (message.kind !== "raw") continue;
    const messageCpuStarted = process.cpuUsage();
    const email = await processRawEmail(message.raw);
    const messageCpu = process.cpuUsage(messageCpuStarted);
    const messageSeconds = (messageCpu.user + messageCpu.system) / 1e6;
    cpuSeconds += messageSeconds;
    if (messageSeconds > slowest.seconds) slowest = { seconds: messageSeconds, name: email.messageId ?? message.where };
    processed++;
    if (email.isRecruiting) recruiting++;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await rm(workDir, { recursive: true, force: true });
  console.log(`${processed} messages (${files.length} distinct, ${(source.size / 1e6).toFixed(1)} MB mbox), one at a time on one thread; ${recruiting} recruiting`);
  console.log(`${(processed / seconds).toFixed(0)} emails/second wall clock (${seconds.toFixed(2)} s; lower when other processes share the core)`);
  // CPU time is what the engine itself costs, whatever else the machine is doing.
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(`${(processed / cpuSeconds).toFixed(0)} emails/second of CPU time (${cpuSeconds.toFixed(2)} s; parse + unwrap + classify + extract)`);
  console.log(`slowest message ${(slowest.seconds * 1000).toFixed(1)} ms of CPU time (${slowest.name})`);
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
