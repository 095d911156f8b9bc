import { describe, expect, it } from "vitest";
import { Deadline } from "../../../functions/src/pipeline/deadline";
import { Warnings } from "../../../functions/src/pipeline/limits";

/** Keeps the thread busy for `ms` of wall-clock time (and so about as much CPU time). */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) Math.sqrt(Math.random());
}

describe("a message's time budget", () => {
  it("is spent at once when it is zero, and says before which stage", () => {
    const warnings = new Warnings();
    expect(new Deadline({ cpuLimitMs: 0 }).passed(warnings, "reading the athlete")).toBe(true);
    expect(warnings.list()).toEqual(["time limit reached before reading the athlete: the email was only partly read"]);
  });

  it("is not spent by ordinary mail, whose few milliseconds end before the CPU time is even read", () => {
    const warnings = new Warnings();
    const deadline = new Deadline({});
    busyFor(5);
    expect(deadline.passed(warnings, "reading the athlete")).toBe(false);
    expect(warnings.list()).toEqual([]);
  });

  it("is spent once the CPU time used passes the limit, however late it is first read", () => {
    const deadline = new Deadline({ cpuLimitMs: 80 });
    busyFor(60);
    expect(deadline.passed(new Warnings(), "first stage")).toBe(false);
    // However the core is shared, the thread's CPU time reaches the limit: then, and only then, it is spent.
    let spent = false;
    for (const giveUpAt = performance.now() + 10_000; !spent && performance.now() < giveUpAt; ) {
      busyFor(5);
      spent = deadline.passed(new Warnings(), "a later stage");
    }
    expect(spent).toBe(true);
  });

  it("gives back the time spent loading a library once per instance", () => {
    const deadline = new Deadline({ cpuLimitMs: 80, timeLimitMs: 80 });
    busyFor(100);
    deadline.credit(100);
    expect(deadline.passed(new Warnings(), "reading attachments")).toBe(false);
  });

  it("is spent by the wall clock alone when a time limit is given", () => {
    const deadline = new Deadline({ timeLimitMs: 0, cpuLimitMs: Infinity });
    expect(deadline.passed(new Warnings(), "unwrapping forwards")).toBe(true);
  });
});
