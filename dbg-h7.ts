import { processTextEmail } from "./functions/src/pipeline/index";
const body = ["Hi Coach Albright,", "", "I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO. I play for Flatirons Juniors 17 Black.", "", "Thank you for your time,", "Wren Castellano", "303-555-0160", "", "References:", "Dmitri Halvorsen", "Head Coach, Flatirons Juniors 17 Black", "303-555-0188"].join("\n");
const e = processTextEmail({ from: { name: "Wren Castellano", address: "wrencastellano27@gmail.com" }, subject: "2027 libero - Wren Castellano", body }, { receivedAt: new Date("2026-11-20") });
console.log(e.senderRole, JSON.stringify(e.athlete?.phone), JSON.stringify(e.athlete?.contacts), e.athlete?.firstName?.value);
