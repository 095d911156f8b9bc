import { describe, expect, it } from "vitest";
import { updateAthleteRequestSchema } from "@machines/portal/athletes";
import { TEXT_MESSAGES } from "@machines/shared/text";

const athleteId = "athlete-1";
const fieldErrors = (request: Record<string, unknown>) =>
  Object.fromEntries((updateAthleteRequestSchema.safeParse({ athleteId, ...request }).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const RLO = "\u202E";

describe("a coach's edits of an athlete: what the portal, report and CSV will show", () => {
  it("accepts real names, clubs, schools, cities, tags and notes", () => {
    const request = {
      athleteId,
      corrections: { firstName: "Zoë", lastName: "O'Neil-Ramírez", clubTeam: "KJV 17 Elite", highSchool: "St. Mary's H.S.", city: "Lexington", email: "Maya@Gmail.com" },
      tags: ["2027 OH", "top 10"],
      notes: "Strong arm.\nWatch at Bluegrass.",
    };
    const parsed = updateAthleteRequestSchema.parse(request);
    expect(parsed.corrections).toMatchObject({ lastName: "O'Neil-Ramírez", email: "maya@gmail.com" });
  });

  it.each([
    ["firstName", `Maya${RLO}`],
    ["lastName", `${RLO}nospmohT`],
    ["lastName", "Thomp\u200Bson"],
    ["lastName", "Thompson\u2066"],
  ])("refuses a %s correction with hidden or direction-changing characters", (field, value) => {
    expect(fieldErrors({ corrections: { [field]: value } })).toEqual({ [`corrections.${field}`]: TEXT_MESSAGES.nameCharacters });
  });

  it("refuses hidden characters in every other stored text: club, school, city, email, positions, height, film, tags, notes", () => {
    expect(
      fieldErrors({
        corrections: {
          clubTeam: `KJV ${RLO}17 Elite`,
          highSchool: `Lafayette${RLO}`,
          city: `\u200FLexington`,
          email: `maya${RLO}@gmail.com`,
          positions: [`OH${RLO}`],
          height: { written: `5'10"${RLO}`, inches: 70 },
          videoUrls: [`https://youtu.be/abc${RLO}123`],
        },
        tags: [`vip${RLO}`],
        notes: `Great kid ${RLO}see film`,
      }),
    ).toEqual({
      "corrections.clubTeam": TEXT_MESSAGES.organizationCharacters,
      "corrections.highSchool": TEXT_MESSAGES.organizationCharacters,
      "corrections.city": TEXT_MESSAGES.organizationCharacters,
      "corrections.email": expect.any(String),
      "corrections.positions.0": TEXT_MESSAGES.hiddenCharacters,
      "corrections.height.written": TEXT_MESSAGES.hiddenCharacters,
      "corrections.videoUrls.0": TEXT_MESSAGES.hiddenCharacters,
      "tags.0": TEXT_MESSAGES.hiddenCharacters,
      notes: TEXT_MESSAGES.hiddenCharacters,
    });
  });

  it("refuses a web address as a corrected name", () => {
    expect(fieldErrors({ corrections: { firstName: "evil.com" } })).toEqual({ "corrections.firstName": TEXT_MESSAGES.noWebAddress });
  });
});
