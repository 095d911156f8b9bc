import { processTextEmail } from "./functions/src/pipeline/index";
const r = (from: any, body: string[]) => { const e = processTextEmail({ from, subject: "Re: 2027 libero - Wren Castellano", body: body.join("\n") }, { receivedAt: new Date("2026-11-20") }); console.log(e.senderRole, JSON.stringify(e.originalFrom), JSON.stringify(e.athlete?.email?.value), JSON.stringify(e.athlete?.phone), JSON.stringify(e.athlete?.contacts?.map(c => [c.role, c.name, c.email, c.phone]))); };
r({ name: "Wren Castellano", address: "wrencastellano27@gmail.com" }, [
        "Hi Coach, just following up with my updated schedule!",
        "",
        "Wren",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Wren Castellano <wrencastellano27@gmail.com> wrote:",
        "> Hi Coach Albright,",
        "> I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "> Wren Castellano",
        "> 303-555-0160",
        "> Parent:",
        "> 303-555-0171",
      ]);
r({ name: "Lisa Castellano", address: "lisa.castellano@outlook.com" }, [
        "Coach, following up on Wren's note below. My cell is 303-555-0171 if you'd like to talk.",
        "",
        "Lisa",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Wren Castellano <wrencastellano27@gmail.com> wrote:",
        "> Hi Coach Albright,",
        "> I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "> Wren Castellano",
        "> 303/555-0160",
      ]);
