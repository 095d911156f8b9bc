import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * A club team written apart from its club, probed with short invented introductions: the team (age group, level,
 * colour) before the club ("the 16U Premier team at Fresno Force Volleyball Club"), or in a later clause ("compete on
 * their 16 National squad"). Her club is the club as the email names it: with its team when the team follows its name
 * (as the corpus labels "… at Lakeshore Power on their 16 Black team"), without it when the team comes first (as it labels
 * "on the 17U team at Carolina Elite").
 */
const when = new Date("2026-11-27T12:00:00Z");
const clubOf = (sentence: string) =>
  processTextEmail(
    {
      subject: "2028 OH - interested in Bellmoor",
      body: `Hi Coach Vance,\n\nMy name is Janelle Ochoa, a 2028 outside hitter from Fresno, CA. ${sentence} My GPA is 3.8.\n\nThank you,\nJanelle Ochoa`,
      from: { address: "janelle.ochoa28@gmail.com", name: "Janelle Ochoa" },
    },
    { receivedAt: when },
  ).athlete?.clubTeam?.value ?? null;

describe("a club team written apart from its club", () => {
  it.each([
    ["I compete for the 16 Adidas team at Mizuno Long Beach.", "Mizuno Long Beach"],
    ["Currently playing 16s for Tidal Wave.", "Tidal Wave"],
    ["I was recently selected for the Sunrise 16 Red team at Sunrise Volleyball Academy.", "Sunrise Volleyball Academy"],
    ["I train with Sierra Spikers VBC and compete on their 16 National squad.", "Sierra Spikers VBC 16 National"],
  ])("reads %s as her club", (sentence, club) => {
    expect(clubOf(sentence)).toBe(club);
  });

  it.each([
    ["I'm on the 16U Premier team at Fresno Force Volleyball Club.", "Fresno Force Volleyball Club"],
    ["Currently playing 16s for Coast Volleyball Club.", "Coast Volleyball Club"],
    ["I play club for Valley Elite 16 Blue.", "Valley Elite 16 Blue"],
    ["My club team is Dig Deep 16 Elite (coached by Marla Fenn).", "Dig Deep 16 Elite"],
    ["I play for Fresno Force Volleyball Club and we won the 16U division at the Sunshine Classic.", "Fresno Force Volleyball Club"],
  ])("leaves %s as it was read", (sentence, club) => {
    expect(clubOf(sentence)).toBe(club);
  });
});
