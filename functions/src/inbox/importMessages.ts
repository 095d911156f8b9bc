import { IMPORT_REQUEST_MAX_BYTES, type ImportOutcome } from "@machines/portal/import";
import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { messageIdentity, storeForCoach } from "./acceptInbound";

/** Enough of a header section to be a message: a "Name: value" line before the first blank line. */
function looksLikeEmail(raw: Buffer): boolean {
  const head = raw.subarray(0, 65_536).toString("latin1");
  const end = head.search(/\r?\n\r?\n/);
  const headers = end >= 0 ? head.slice(0, end) : head;
  return /^(?:from|to|subject|date|message-id|received|return-path|mime-version):/im.test(headers);
}

/**
 * One batch of messages from a file the coach imports (.eml, or an .mbox the browser split): each is
 * stored and processed like forwarded mail. A message already stored for the coach (same Message-ID,
 * or same bytes) is skipped, so a resumed or repeated import adds nothing twice.
 */
export const importMessages = defineCallable("importMessages", {
  rateLimit: { limit: 600, windowSeconds: 3600 },
  maxPayloadBytes: IMPORT_REQUEST_MAX_BYTES,
  options: { memory: "512MiB", timeoutSeconds: 300 },
  async handle({ importId, messages }, { auth }) {
    const uid = auth.uid;
    const coach = await requireCoach(uid);
    const receivedAt = new Date();
    const results: Array<{ index: number; outcome: ImportOutcome }> = [];
    for (const message of messages) {
      const raw = Buffer.from(message.raw, "base64");
      if (!looksLikeEmail(raw)) {
        results.push({ index: message.index, outcome: "not-an-email" });
        continue;
      }
      const stored = await storeForCoach(
        uid,
        { raw, envelope: { from: null, to: [coach.forwardingAddress] }, senderIp: null, source: "import", forwardingAddress: coach.forwardingAddress, importId, ...messageIdentity(raw) },
        receivedAt,
      );
      results.push({ index: message.index, outcome: stored === "accepted" ? "imported" : "duplicate" });
    }
    return { results };
  },
});
