import { processTextEmail } from "./functions/src/pipeline/index";
const body = [
        "Coach Albright,",
        "",
        "Wren Castellano is a 2027 libero on my 17 Black team and a junior at Pinecrest Ridge High School in Boulder, CO.",
        "Contact: wrencastellano27@gmail.com (Wren) or castellanofamily@gmail.com (parents), 303-555-0160 (Wren's cell)",
        "",
        "Dmitri Halvorsen",
        "Head Coach, Flatirons Juniors 17 Black",
      ].join("\n");
const e = processTextEmail({ from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" }, subject: "Wren Castellano - 2027 libero", body }, { receivedAt: new Date("2026-11-20") });
console.log(e.senderRole, JSON.stringify(e.athlete?.email), JSON.stringify(e.athlete?.phone), JSON.stringify(e.athlete?.contacts));
