import { defineCallable } from "../lib/callable";
import { audit, supportCallOf } from "./audit";
import { requireRecord } from "./coachRecord";
import { forwardingHealth } from "./forwardingHealth";

/** Support: the coach's forwarding health, metadata only (audited). */
export const supportGetForwarding = defineCallable("supportGetForwarding", {
  rateLimit: { limit: 60, windowSeconds: 60 },
  async handle(input, request) {
    const record = await requireRecord(input.uid);
    await audit(supportCallOf(request, input), "viewForwarding", record.uid);
    return forwardingHealth(record);
  },
});
