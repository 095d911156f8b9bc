import { SMTPServer } from "smtp-server";
import { HOST } from "./stackConfig.ts";

export interface SmtpIngressOptions {
  port: number;
  /** The receiveEmail function's URL. */
  endpoint: string;
  secret: string;
  log: (line: string) => void;
}

/**
 * The local stand-in for the inbound mail provider: an SMTP server on loopback that posts every
 * message it accepts to receiveEmail, as message/rfc822 with the SMTP envelope and the client's IP,
 * exactly as production's provider posts to the same function. Any mail client or `swaks` can send to it.
 */
export async function startSmtpIngress(options: SmtpIngressOptions): Promise<{ stop(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    banner: "InboxScout local inbound mail",
    size: 25 * 1024 * 1024,
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
            else callback(Object.assign(new Error(`InboxScout answered ${response.status}: ${answer}`), { responseCode: response.status >= 500 ? 451 : 550 }));
          },
          (error: unknown) => callback(Object.assign(new Error(`InboxScout unreachable: ${String(error)}`), { responseCode: 451 })),
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
