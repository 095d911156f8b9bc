import { describe, expect, it } from "vitest";
import { probeInbox, verdictOf, type ProbeMail, type Route } from "./probeHarness";

/**
 * Look-alikes (mail that introduces nobody) as real mail brings them to the coach (scripts/pipeline/robustness/lookalikes.ts):
 * forwarded with a question above, passed on by a colleague, under a subject that reads like a prospect's, signed with a title.
 * Each is still filtered, surely enough not to be asked about.
 */
const inbox = probeInbox({ coach: { address: "tmarsh@larkspurstate.edu", name: "Tess Marsh" }, note: "Worth a look?", sentAt: new Date("2026-11-17T20:14:02Z"), receivedAt: new Date("2026-11-20T12:00:00Z") });

function expectFiltered(mail: ProbeMail, routes: readonly Route[]) {
  for (const route of routes) {
    const result = inbox(mail, route);
    expect(`${route}: ${verdictOf(result)}`).toMatch(new RegExp(`^${route}: filtered `, "u"));
  }
}

describe("look-alikes robustness", () => {
  it("filters an organisation's bulletin forwarded by the coach, its unsubscribe footer standing for the bulk mailer's headers", () => {
    const campAd: ProbeMail = {
      from: { address: "camps@bayridgeacademy.example", name: "Bayridge Volleyball Academy" },
      subject: "Spring Skills Camp - March 7-8 - early bird ends Friday",
      body: [
        "BAYRIDGE VOLLEYBALL ACADEMY",
        "Spring Skills Camp · March 7-8, 2027 · Northgate Field House",
        "",
        "Our campers go on: Lila Marchetti (OH, Class of 2025) now plays at Kestrel State and Aubree Fenn (S, 2026) signed with Dunmore College.",
        "",
        "Register: https://bayridgeacademy.example/camps/spring",
        "You are receiving this because you coached at one of our camps. Unsubscribe: https://bayridgeacademy.example/u",
      ].join("\n"),
    };
    const shoutOuts: ProbeMail = {
      from: { address: "news@tidemarkvbc.example", name: "Tidemark VBC" },
      subject: "Tidemark Weekly: 17 Black wins in Dayton",
      body: [
        "TIDEMARK VBC WEEKLY",
        "",
        "Shout-outs",
        "Harper Quill (2027 OH) put down 16 kills in the 17 Black final.",
        "Noelle Barsky served 9 straight points in the semifinal.",
        "",
        "Club fees for January are due on the 1st.",
        "Unsubscribe: https://tidemarkvbc.example/u",
      ].join("\n"),
    };
    const showcaseRoster: ProbeMail = {
      from: { address: "roster@lakefrontprime.example", name: "Lakefront Prime Showcase" },
      subject: "Lakefront Prime 2027 Showcase roster announced",
      body: [
        "LAKEFRONT PRIME SHOWCASE - 2027 ROSTER",
        "Pitchers: Della Strand (Prairie Crush 18U), Ivy Corrado (Iowa Flames 18U Gold)",
        "Catchers: Becca Sayre (Buckeye Blaze 18U Gold), Tamsin Ebert (Hoosier Heat 18U)",
        "Infield: Sloane Lomeli (SS), Rae Dunmore (2B), Kiara Bellweather (3B)",
        "",
        "College coaches can request a schedule at https://lakefrontprime.example/coaches",
        "Unsubscribe: https://lakefrontprime.example/u",
      ].join("\n"),
    };
    for (const mail of [campAd, shoutOuts, showcaseRoster]) expectFiltered(mail, ["gmail", "outlook", "apple"]);
  });

  it("filters surely the coach's recall of a forward she sent, whose subject names the athlete, her class and position", () => {
    const recall: ProbeMail = {
      from: { address: "tmarsh@larkspurstate.edu", name: "Tess Marsh" },
      subject: "Recall: Fwd: 2027 OH Kaylee Moran - Bluegrass Juniors 17 National",
      body: 'Tess Marsh would like to recall the message, "Fwd: 2027 OH Kaylee Moran - Bluegrass Juniors 17 National".',
    };
    const forwardedRecall: ProbeMail = { ...recall, from: { address: "dvanterpool@larkspurstate.edu", name: "Dale Vanterpool" }, body: recall.body.replace("Tess Marsh", "Vanterpool, Dale") };
    expectFiltered(recall, ["direct"]);
    expectFiltered(forwardedRecall, ["outlook"]);
  });
});
