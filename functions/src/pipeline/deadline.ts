import { MAX_CPU_MS, type Warnings } from "./limits";

/**
 * How long a message has run before the process's CPU time is first read. Reading it is a system call that
 * costs a quarter of a millisecond or more here (several times what ordinary mail takes to read), and mail that
 * ends sooner cannot have spent a budget of MAX_CPU_MS.
 */
const CPU_READ_AFTER_MS = 50;

/**
 * When a message's time budget runs out: a wall-clock limit, and a CPU-time limit (a busy machine does not cut the
 * reading short). Pure code cannot be stopped mid-pattern, so it is checked between stages.
 */
export class Deadline {
  private readonly startedAt = performance.now();
  private readonly at: number;
  private readonly cpuLimitMs: number;
  private readonly readCpuAfter: number;
  /**
   * The process's CPU time when first read, and how long the message had run then. The engine's code runs on one
   * thread, so until that read it cannot have spent more CPU time than the time that passed.
   */
  private cpuRead: { cpuMs: number; elapsedMs: number } | null = null;
  private creditedMs = 0;

  constructor({ timeLimitMs = Infinity, cpuLimitMs = MAX_CPU_MS }: { timeLimitMs?: number; cpuLimitMs?: number }) {
    this.at = this.startedAt + timeLimitMs;
    this.cpuLimitMs = cpuLimitMs;
    this.readCpuAfter = Math.min(CPU_READ_AFTER_MS, cpuLimitMs);
  }

  /** Gives back time spent on work done once per instance (loading a library), which says nothing about this message. */
  credit(ms: number): void {
    this.creditedMs += ms;
  }

  /** Waits for work done once per instance (loading a library) and gives its time back. */
  async notCounting<T>(work: () => Promise<T>): Promise<T> {
    const startedAt = performance.now();
    try {
      return await work();
    } finally {
      this.credit(performance.now() - startedAt);
    }
  }

  /** True (and warned about) once either budget is spent. */
  passed(warnings: Warnings, stage: string): boolean {
    const now = performance.now();
    if (now - this.creditedMs < this.at && this.cpuSpentMs(now) < this.cpuLimitMs) return false;
    warnings.add(`time limit reached before ${stage}: the email was only partly read`);
    return true;
  }

  private cpuSpentMs(now: number): number {
    const elapsedMs = now - this.startedAt;
    if (elapsedMs < this.readCpuAfter) return 0;
    if (!this.cpuRead) {
      this.cpuRead = { cpuMs: cpuMs(), elapsedMs };
      return elapsedMs - this.creditedMs;
    }
    return this.cpuRead.elapsedMs + (cpuMs() - this.cpuRead.cpuMs) - this.creditedMs;
  }
}

/** The process's CPU time (user and system) in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
