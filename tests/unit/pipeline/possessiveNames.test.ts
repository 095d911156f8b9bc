import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * A parent names her daughter in the possessive ("my daughter Tobi's highlight video", "our daughter Mariah's profile"): the
 * name is Tobi, not "Tobi's", and the family's surname from the parent's sign-off is still hers.
 */
const when = new Date("2026-11-27T12:00:00Z");
const read = (body: string) => processTextEmail({ subject: "my daughter", body, from: { address: "royelaran@gmail.com", name: "Raymond Oyelaran" } }, { receivedAt: when });

describe("a daughter named in the possessive", () => {
  it.each([
    ["I wanted to share my daughter Tobi's highlight video. She is a 2028 middle blocker (6'2\") at Lakota East High School.\n\nhttps://youtu.be/tobi2028mb", "Tobi"],
    ["My daughter Ava’s club team is Ohio Valley 16 Black. She is a 2029 setter.", "Ava"],
    ["Here is our daughter Mariah's profile: she is a 2028 libero with Lakeshore Juniors 16 Red.", "Mariah"],
  ])("reads %s as her name without the possessive", (sentence, first) => {
    const email = read(`Hello Coach,\n\n${sentence}\n\nRaymond Oyelaran`);
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete?.firstName?.value).toBe(first);
    expect(email.athlete?.lastName?.value).toBe("Oyelaran");
  });

  it("keeps a surname that ends in an apostrophe and s as written elsewhere ('Dana O'Hara's' is O'Hara's daughter)", () => {
    const email = read("Hello Coach,\n\nMy daughter Dana O'Hara is a 2028 setter at Lakota East High School. Dana O'Hara's video: https://youtu.be/danaoh28\n\nRaymond Oyelaran");
    expect(email.athlete?.firstName?.value).toBe("Dana");
    expect(email.athlete?.lastName?.value).toBe("O'Hara");
  });

  it("takes her surname as the parent writes it elsewhere, not the parent's own ('from Valentina's parents' … 'Valentina Ruiz')", () => {
    const email = processTextEmail(
      {
        subject: "volleyball for my daughter",
        body: "Good morning Coach,\n\nA quick note from Valentina's parents.\n\nMy daughter name is Valentina Ruiz, she play volleyball like setter in the club Alianza 16 Black. She finish the school in 2028.\n\nRosa Ibarra (mother)",
        from: { address: "rosaibarra1977@hotmail.com", name: "Rosa Ibarra" },
      },
      { receivedAt: when },
    );
    expect(email.isRecruiting).toBe(true);
    expect(email.athlete).toMatchObject({ firstName: { value: "Valentina" }, lastName: { value: "Ruiz" }, clubTeam: { value: "Alianza 16 Black" } });
  });
});
