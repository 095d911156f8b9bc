import { processRawEmail, processTextEmail } from "./functions/src/pipeline/index";
const raw = [
      "From: Lisa Castellano <lisa.castellano@outlook.com>",
      "To: coach@college.example",
      "Subject: My daughter Wren - 2027 libero",
      "Date: Fri, 20 Nov 2026 10:00:00 -0700",
      "Message-ID: <probe-tel@outlook.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello Coach,</p><p>My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.</p>",
      '<p>Her cell: <a href="tel:+13035550160">tap to call</a> and <a href="mailto:wren27@gmail.com">email her</a></p>',
      "<p>Lisa Castellano</p>",
    ].join("\r\n");
processRawEmail(Buffer.from(raw), { receivedAt: new Date("2026-11-20") }).then((e) => console.log(JSON.stringify(e.athlete?.email), JSON.stringify(e.athlete?.phone)));
const body = ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "You can reach Wren directly at 303-555-0160 or me at 303-555-0171.", "", "Lisa Castellano"].join("\n");
const e = processTextEmail({ from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" }, subject: "My daughter Wren - 2027 libero", body }, { receivedAt: new Date("2026-11-20") });
console.log(e.senderRole, JSON.stringify(e.athlete?.phone), JSON.stringify(e.athlete?.contacts));
