import { processTextEmail } from "./functions/src/pipeline/index";
const body = [
        "Hi Coach Albright,",
        "",
        "Thank you for the reply! As a reminder I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO, and I play for Flatirons Juniors 17 Black. My highlight video: https://www.hudl.com/video/3/1234567/abcdef123456",
        "",
        "Wren",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Dana Albright <dalbright@college.example> wrote:",
        "> Wren, great to meet you at camp. Call me any time.",
        "> Dana Albright",
        "> Head Volleyball Coach",
        "> 720-555-0111",
      ].join("\n");
const e = processTextEmail({ from: { name: "Wren Castellano", address: "wrencastellano27@gmail.com" }, subject: "Re: 2027 libero - Wren Castellano", body }, { receivedAt: new Date("2026-11-20") });
console.log(e.isRecruiting, e.senderRole, JSON.stringify(e.classification ?? e).slice(0,600));
