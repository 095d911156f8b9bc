import { describe, expect, it, vi } from "vitest";
import { MAYA, rawMessage, WRAPPERS } from "./fixtures";

/** CPU time spent until `ms` have passed: what a library's first load costs a cold instance. */
function spin(ms: number): void {
  const until = process.cpuUsage().user / 1000 + ms;
  while (process.cpuUsage().user / 1000 < until);
}

describe("a cold instance's first message", () => {
  it("is not charged for loading the MIME parser: the forward is read whole within its budget", async () => {
    vi.resetModules();
    vi.doMock("mailparser", async (importOriginal) => {
      spin(700);
      return importOriginal();
    });
    try {
      const { processRawEmail } = await import("../../../functions/src/pipeline/index");
      const email = await processRawEmail(rawMessage(WRAPPERS.appleMail!(MAYA, "Strong arm"), { subject: "Fwd: 2027 OH" }), { cpuLimitMs: 600 });
      expect(email.warnings).toEqual([]);
      expect(email.originalFrom?.address).toBe(MAYA.fromAddress);
    } finally {
      vi.doUnmock("mailparser");
      vi.resetModules();
    }
  });
});
