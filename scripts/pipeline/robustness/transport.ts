import { WRAPPERS } from "../../../tests/unit/pipeline/fixtures";
import { coachMessage, senderOf } from "./message";
import type { Transform } from "./transform";

/**
 * Changes on the way to InboxScout: the same email forwarded once more, through another mail client, in
 * another MIME shape. Nothing the athlete wrote changes, so neither may the label.
 */
export const TRANSPORT_TRANSFORMS: Transform[] = [
  {
    name: "forwarded again through Gmail",
    why: "An assistant forwards the coach's forward to the head coach, who forwards it to InboxScout.",
    apply: ({ label, message }) => {
      if (!message.text) return null;
      const sender = senderOf(message);
      const text = WRAPPERS.gmail!({ fromName: sender.name, fromAddress: sender.address, subject: message.subject ?? "", body: message.text }, "FYI");
      return { raw: coachMessage(`Fwd: ${message.subject ?? ""}`, text, { messageId: `again-${label.file}@robustness.example`, date: message.date }), label };
    },
  },
];
