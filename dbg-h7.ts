import { processTextEmail } from "./functions/src/pipeline/index";
const body = [
        "Hello Coach,",
        "",
        "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "",
        "| Name | Email | Phone |",
        "| Wren Castellano | wrencastellano27@gmail.com | 303-555-0160 |",
        "| Lisa Castellano (mom) | lisa.castellano@outlook.com | 303-555-0171 |",
        "",
        "Lisa Castellano",
      ].join("\n");
const e = processTextEmail({ from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" }, subject: "My daughter Wren - 2027 libero", body }, { receivedAt: new Date("2026-11-20") });
console.log(e.senderRole, JSON.stringify(e.athlete?.phone), JSON.stringify(e.athlete?.email), JSON.stringify(e.athlete?.contacts));
