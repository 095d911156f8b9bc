import { describe, expect, it } from "vitest";
import { probeInbox, verdictOf, type ProbeMail, type Route } from "./probeHarness";

/**
 * Look-alikes (mail that introduces nobody) as real mail brings them to the coach (scripts/pipeline/robustness/lookalikes.ts):
 * forwarded with a question above, passed on by a colleague, recalled, under a subject that reads like a prospect's. Each is
 * still filtered, surely enough not to be asked about.
 */
const inbox = probeInbox({ coach: { address: "tmarsh@larkspurstate.edu", name: "Tess Marsh" }, note: "Worth a look?", sentAt: new Date("2026-11-17T20:14:02Z"), receivedAt: new Date("2026-11-20T12:00:00Z") });

function expectFiltered(mail: ProbeMail, routes: readonly Route[]) {
  for (const route of routes) {
    const result = inbox(mail, route);
    expect(`${route}: ${verdictOf(result)}`).toMatch(new RegExp(`^${route}: filtered `, "u"));
  }
}

describe("look-alikes robustness", () => {
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
