import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * An athlete writing about herself and, in a paragraph of her own, her younger sister with a class and a position (the twentieth
 * tuning batch): two athletes, each with her own film; the sister carries the family's surname and home, never the writer's
 * address or phone. A sibling told of in passing is no athlete.
 */
const when = new Date("2026-11-27T12:00:00Z");
const writer = { address: "avareed.ss@gmail.com", name: "Ava Reed" };
const read = (body: string) => processTextEmail({ subject: "Ava Reed 2027 SS", body, from: writer }, { receivedAt: when });

describe("an athlete introducing her sister too", () => {
  it("gives each sister her own details and film", () => {
    const email = read(`Hi Coach!\n\nMy name is Ava Reed and I'm a 2027 shortstop at Bryant High School in Bryant, Arkansas. I play for Natural State Heat 18U. My video: https://www.youtube.com/watch?v=AvRd27SSaa1\n\nMy little sister Lucy is a 2029 catcher on Natural State Heat 14U. Her video is https://www.youtube.com/watch?v=LuRd29Cbb22\n\nThanks!\nAva Reed\n501-555-0144`);
    const [ava, lucy] = email.athletes ?? [];
    expect((email.athletes ?? []).map((athlete) => `${athlete.firstName?.value} ${athlete.lastName?.value}`)).toEqual(["Ava Reed", "Lucy Reed"]);
    expect(email.athlete?.firstName?.value).toBe("Ava");
    expect(ava?.videoUrls?.value).toEqual(["https://www.youtube.com/watch?v=AvRd27SSaa1"]);
    expect(ava?.positions?.value).toEqual(["SS"]);
    expect(lucy?.gradYear?.value).toBe(2029);
    expect(lucy?.positions?.value).toEqual(["C"]);
    expect(lucy?.clubTeam?.value).toBe("Natural State Heat 14U");
    expect(lucy?.videoUrls?.value).toEqual(["https://www.youtube.com/watch?v=LuRd29Cbb22"]);
    expect([lucy?.city?.value, lucy?.state?.value]).toEqual(["Bryant", "AR"]);
    expect(lucy?.email ?? null).toBeNull();
    expect(lucy?.phone ?? null).toBeNull();
  });

  it("introduces no sibling told of in passing", () => {
    const email = read(`Hi Coach,\n\nMy name is Ava Reed and I'm a 2027 shortstop at Bryant High School. My twin sister Sydney, a 6'0" middle, will email you herself. My brother Obi (class of 2026) plays at Sable Creek.\n\nAva Reed`);
    expect(email.athletes?.length).toBe(1);
  });
});
