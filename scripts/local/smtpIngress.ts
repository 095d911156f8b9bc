import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { INBOUND_LIMITS, INBOUND_MESSAGES } from "../../machines/inbox/inboundLimits.ts";
import { ACCOUNT_MESSAGES } from "../../machines/account/contracts.ts";
import { HOST } from "./stackConfig.ts";

export interface SmtpIngressOptions {
  port: number;
  /** The receiveEmail function's URL. */
  endpoint: string;
  /** The checkRecipient function's URL: is a recipient a live forwarding address? */
  recipientCheckEndpoint: string;
  secret: string;
  log: (line: string) => void;
}

/** An SMTP reply for smtp-server's callbacks. */
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * The local stand-in for the inbound mail provider: an SMTP server on loopback that posts every
 * message it accepts to receiveEmail, as message/rfc822 with the SMTP envelope and the client's IP,
 * exactly as production's provider posts to the same function. Any mail client or `swaks` can send to it.
 * Recipients are checked as the sender names them (INBOUND_LIMITS): a few per message and per connection,
 * and an address nobody has is refused there (checkRecipient counts it); after a few of those the
 * connection gets no further recipient, so it cannot be used to try addresses one after another.
 */
export async function startSmtpIngress(options: SmtpIngressOptions): Promise<{ stop(): Promise<void> }> {
  /** Recipients each connection has named, and how many of them were unknown. */
  const named = new WeakMap<SMTPServerSession, { all: number; unknown: number }>();
  const statusOf = async (recipient: string) => {
    const response = await fetch(options.recipientCheckEndpoint, {
      method: "POST",
      headers: { Authorization: `Bearer ${options.secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ recipient }),
    });
    if (!response.ok) throw new Error(`checkRecipient answered ${response.status}`);
    return ((await response.json()) as { status: "live" | "closed" | "unknown" }).status;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "InboxScout local inbound mail",
    size: 25 * 1024 * 1024,
    maxRecipients: INBOUND_LIMITS.recipientsPerMessage,
    onRcptTo(address, session, callback) {
      const tally = named.get(session) ?? { all: 0, unknown: 0 };
      named.set(session, tally);
      if (tally.unknown >= INBOUND_LIMITS.unknownRecipientsPerConnection) return callback(smtpError(550, INBOUND_MESSAGES.tooManyUnknownRecipients));
      if (tally.all >= INBOUND_LIMITS.recipientsPerConnection) return callback(smtpError(452, INBOUND_MESSAGES.tooManyRecipientsOnConnection));
      tally.all++;
      statusOf(address.address).then(
        (status) => {
          if (status === "live") return callback();
          tally.unknown++;
          options.log(`inbound SMTP refused a ${status} recipient from ${session.remoteAddress}`);
          callback(smtpError(550, status === "closed" ? ACCOUNT_MESSAGES.forwardingAddressClosed : INBOUND_MESSAGES.unknownRecipient));
        },
        (error: unknown) => callback(smtpError(451, `InboxScout unreachable: ${String(error)}`)),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelope = session.envelope;
        fetch(options.endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${options.secret}`,
            "Content-Type": "message/rfc822",
            "X-Envelope-From": envelope.mailFrom ? envelope.mailFrom.address : "",
            "X-Envelope-To": envelope.rcptTo.map((recipient) => recipient.address).join(","),
            "X-Sender-Ip": session.remoteAddress,
          },
          body: Buffer.concat(chunks),
        }).then(
          async (response) => {
            const answer = await response.text();
            options.log(`inbound SMTP → receiveEmail ${response.status} ${answer}`);
            if (response.ok) callback();
            else callback(smtpError(response.status >= 500 ? 451 : 550, `InboxScout answered ${response.status}: ${answer}`));
          },
          (error: unknown) => callback(smtpError(451, `InboxScout unreachable: ${String(error)}`)),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, HOST, () => resolve());
  });
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
