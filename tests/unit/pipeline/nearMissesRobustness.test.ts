import { describe, expect, it } from "vitest";
import { probeInbox, verdictOf, type ProbeMail, type Route } from "./probeHarness";

/**
 * Near misses (scripts/pipeline/robustness/nearMisses.ts): mail that names a recruit with her class, position, height, club and
 * school, yet introduces nobody. Each is filtered, surely enough not to be asked about.
 */
const coach = { address: "tmarsh@larkspurstate.edu", name: "Tess Marsh" };
const inbox = probeInbox({ coach, note: "For the file.", sentAt: new Date("2026-11-17T20:14:02Z"), receivedAt: new Date("2026-11-20T12:00:00Z") });

/** A probe from `from` under `subject`, its body the lines given. */
const probe = (from: ProbeMail["from"], subject: string, lines: readonly string[]): ProbeMail => ({ from, subject, body: lines.join("\n") });

function expectFiltered(mail: ProbeMail, routes: readonly Route[], role?: string) {
  for (const route of routes) {
    const result = inbox(mail, route);
    expect(`${route}: ${verdictOf(result)}`).toMatch(new RegExp(`^${route}: filtered .*${role ? ` role=${role} ` : ""}`, "u"));
  }
}

describe("near misses robustness", () => {
  it("filters surely the programme's own staff paperwork on a player: an official visit's itinerary, a media-guide bio", () => {
    const itinerary = probe({ address: "dvanterpool@larkspurstate.edu", name: "Dale Vanterpool" }, "OV itinerary - Kaylee Moran", [
      "Staff,",
      "",
      "Here is the itinerary for Kaylee's official visit this weekend.",
      "",
      "Recruit: Kaylee Moran - 2028 OH, 5'11\", Bluegrass Juniors 17 National, Henry Clay High School, Lexington, KY",
      "Guests: her parents",
      "",
      "Friday 3:00 pm  Arrive, check in at the hotel",
      "Saturday 9:00 am  Campus tour with admissions",
      "",
      "Dale Vanterpool",
      "Director of Operations",
    ]);
    const bio = probe({ address: "mcho@athletics.larkspurstate.edu", name: "Megan Cho" }, "Media guide bio check - Kaylee Moran", [
      "Tess,",
      "",
      "Below is the draft bio for the media guide. Can you check the facts by Friday?",
      "",
      "#8 KAYLEE MORAN",
      "Sophomore | Outside Hitter | 5'11\" | Lexington, KY / Henry Clay High School",
      "",
      "Before Larkspur State: Four-year letterwinner at Henry Clay High School; played club for Bluegrass Juniors 17 National.",
      "",
      "Megan Cho",
      "Assistant Director, Athletic Communications",
    ]);
    expectFiltered(itinerary, ["gmail", "outlook"], "other");
    expectFiltered(bio, ["gmail", "apple"], "other");
  });

  it("filters surely a mail server's bounce of the coach's reply, whose words name the recruit's class, position and club", () => {
    const bounce = probe({ address: "mailer-daemon@googlemail.com", name: "Mail Delivery Subsystem" }, "Delivery Status Notification (Failure)", [
      "** Address not found **",
      "",
      "Your message wasn't delivered to kmoran2028@gmail.com because the address couldn't be found, or is unable to receive mail.",
      "",
      "----- Original message -----",
      "",
      "From: Tess Marsh <tmarsh@larkspurstate.edu>",
      "To: kmoran2028@gmail.com",
      "Subject: Re: Recruiting",
      "",
      "Hi Kaylee,",
      "",
      "Thanks for your email. A 2028 outside hitter from Bluegrass Juniors 17 National is just what we are looking for.",
      "",
      "Coach Marsh",
    ]);
    expectFiltered(bounce, ["direct", "gmail", "outlook"], "other");
  });

  it("filters surely a school's press release on its player's honour, her class, position, height and club in it", () => {
    const release = probe(
      { address: "athletics@henryclayhs.k12.example", name: "Henry Clay High School Athletics" },
      "Kaylee Moran named First Team All-State",
      [
        "FOR IMMEDIATE RELEASE",
        "",
        "KAYLEE MORAN NAMED FIRST TEAM ALL-STATE",
        "",
        "Henry Clay High School volleyball standout Kaylee Moran has been named to the Class 4A All-State First Team. The 5'11\" outside hitter (class of 2028) led the Blue Devils to the regional final and plays club for Bluegrass Juniors 17 National.",
        "",
        "Henry Clay High School Athletics",
        "Media contact: Paula Grissom, Athletic Communications",
      ],
    );
    expectFiltered(release, ["direct", "gmail", "outlook"], "high_school_coach");
  });
});
