import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The nineteenth tuning batch's name and multi-athlete misses: a club or an event named after "at" ("head coach at Foothills
 * Rapids", "you asked at Lone Star about …") is no athlete; the position a college coach asked about is none of the players';
 * a club coach's club "out of" a town is the club's town, not each player's home.
 */
const when = new Date("2026-11-27T12:00:00Z");
const clubCoach = { address: "gwhitmore@cedarvalleysc.example", name: "Gwen Whitmore" };
const read = (subject: string, body: string) => processTextEmail({ subject, body, from: clubCoach }, { receivedAt: when });
const names = (email: ReturnType<typeof read>) => (email.athletes ?? []).map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`);

describe("a club or an event after 'at' is no athlete", () => {
  it("reads the recommended keeper, not the club her coach coaches at", () => {
    const email = read("Keeper recommendation", `Coach,\n\nI'm the goalkeeper coach at Cedar Valley. I'd like to recommend our starting goalkeeper, Wren Castellano. She's a 2027 grad, 5'9", and plays for Cedar Valley 2009 Girls Premier.\n\nGwen Whitmore\nCedar Valley Soccer Club`);
    expect(names(email)).toEqual(["Wren Castellano"]);
    expect(email.athlete?.gradYear?.value).toBe(2027);
  });

  it("reads no athlete from the event where the coach asked, nor the position she asked about", () => {
    const email = read("17-1 - Tessa Marlow (OPP) + two more", `Coach,\n\nYou asked at Bayou Classic about left-handed opposites. Tessa is the one I told you about, and two of her teammates are below.\n\n- Nora Pike, 2027, setter, 5'10", nora.pike27@gmail.com\n- Tessa Marlow, 2027, opposite, 6'1", tessamarlow@gmail.com\n- Lila Dunn, 2028, libero, 5'4", lila.dunn@gmail.com\n\nGwen Whitmore\nCedar Valley VBC | 17-1 Head Coach`);
    expect(names(email)).toEqual(["Nora Pike", "Tessa Marlow", "Lila Dunn"]);
    expect(email.athletes?.map((athlete) => athlete.positions?.value)).toEqual([["S"], ["RS/OPP"], ["L/DS"]]);
  });
});

describe("a club coach's club 'out of' a town", () => {
  it("gives the town to none of her players", () => {
    const email = read("Two 2027s", `Coach,\n\nBoth play for Cedar Valley Volleyball Club 17-1 (CVVC 17-1) out of Lafayette, LA.\n\n- Nora Pike, 2027, setter, 5'10", Acadiana Ridge High School\n- Tessa Marlow, 2027, opposite, 6'1", Acadiana Ridge High School\n\nGwen Whitmore\nCedar Valley VBC | 17-1 Head Coach`);
    expect(email.athletes?.map((athlete) => athlete.city?.value ?? null)).toEqual([null, null]);
  });
});
