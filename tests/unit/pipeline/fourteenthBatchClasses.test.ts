import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";
import { processedEmailSchema } from "../../../machines/inbox/processedEmail";

/**
 * The fourteenth tuning batch's failure classes, and the places p16's rules read wrongly on mail written like strangers':
 * where the athlete lives against every other place a letter names.
 */
const when = new Date("2026-11-20T12:00:00Z");
const kenzie = { address: "kenzie.albrecht27@gmail.com", name: "Kenzie Albrecht" };
const letter = (middle: string, signOff = "\n\nThank you,\nKenzie Albrecht") => `Hi Coach,\n\nI'm Kenzie Albrecht, a 2027 setter for Heartland Crush 17 Royal. ${middle}${signOff}`;

function placeOf(body: string, from: { address: string; name: string } = kenzie, subject = "2027 setter"): [string | null, string | null] {
  const athlete = processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;
  return [athlete?.city?.value ?? null, athlete?.state?.value ?? null];
}

describe("a state named before words in brackets is a home only after a place's preposition (p16 read any)", () => {
  it("reads no home from an abbreviation explained in brackets", () => {
    expect(placeOf(letter("I want to become a PA (Physician Assistant), so your program is a great fit."))).toEqual([null, null]);
    expect(placeOf(letter("I take DE (Dual Enrollment) classes at the community college."))).toEqual([null, null]);
  });

  it("reads no home from a club named for a state with its colour in brackets", () => {
    expect(placeOf(letter("In the spring I also train with Club Ohio (Navy)."))).toEqual([null, null]);
  });

  it("still reads 'from Puerto Rico (Bayamón)' and 'we live in Colorado (Boulder)'", () => {
    expect(placeOf(letter("I'm from Puerto Rico (Bayamón)."))).toEqual(["Bayamón", "PR"]);
    expect(placeOf(letter("We live in Colorado (Boulder)."))).toEqual(["Boulder", "CO"]);
  });
});

describe("her own message quoted inside the college's reply is hers (p16 set aside everything under the college's header)", () => {
  it("reads her town from her original under an Outlook header inside the coach's quoted reply", () => {
    const thread = `Thanks Coach! Yes, I'm still very interested.

Kenzie

On Tue, Nov 10, 2026 at 9:14 AM Ann Maddox <amaddox@plainsu.edu> wrote:
> Hi Kenzie, thanks for reaching out. Are you still interested in Plains?
>
> Ann Maddox
> Plains University, Lincoln, NE
>
> From: Kenzie Albrecht <kenzie.albrecht27@gmail.com>
> Sent: Monday, November 9, 2026 8:02 PM
> To: Ann Maddox <amaddox@plainsu.edu>
> Subject: 2027 setter
>
> Hi Coach, I'm a 2027 setter from Katy, TX and I play for Houston Skyline 17 Royal.
>
> Kenzie Albrecht`;
    expect(placeOf(thread)).toEqual(["Katy", "TX"]);
  });

  it("reads her town from her own message quoted under her school account's .edu address", () => {
    const thread = "Coach, here is my updated info!\n\nOn Mon, Nov 9, 2026 at 8:02 PM Kenzie Albrecht <kalbrecht27@katyisd.edu> wrote:\n> Hi Coach, I'm a 2027 setter from Katy, TX and I play for Houston Skyline 17 Royal.\n>\n> Kenzie Albrecht";
    expect(placeOf(thread)).toEqual(["Katy", "TX"]);
  });

  it("still sets aside the college's own sign-off above it", () => {
    const thread = `Thanks Coach! Yes, I'm still very interested.

Kenzie

On Tue, Nov 10, 2026 at 9:14 AM Ann Maddox <amaddox@plainsu.edu> wrote:
> Hi Kenzie, thanks for reaching out. Are you still interested in Plains?
>
> Ann Maddox
> Plains University, Lincoln, NE`;
    expect(placeOf(thread)).toEqual([null, null]);
  });
});

describe("a letter's dateline is no schedule line (p16 dropped every line ending with a date)", () => {
  it("reads the town that heads a letter with its date", () => {
    expect(placeOf("Katy, Texas — November 12\n\nDear Coach,\n\nI'm Kenzie Albrecht, a 2027 setter for Houston Skyline 17 Royal.\n\nKenzie Albrecht")).toEqual(["Katy", "TX"]);
  });

  it("still reads no home from an event's line that ends with its dates", () => {
    expect(placeOf(letter("Upcoming:\nShow Me Classic, Kansas City, MO — March 7-9"))).toEqual([null, null]);
  });
});

describe("a town right after an event or a hotel is where she goes, never her home", () => {
  it("reads her sign-off's town over the town of an event whose name carries no event word", () => {
    const body = letter(
      "The big ones this summer are the Colorado Sparkler in Aurora and the Gulf Coast Showdown in Gulf Shores, AL.",
      "\n\nCaroline Pruitt\nOak Grove Ridge High School\nHattiesburg, Miss.",
    );
    expect(placeOf(body)).toEqual(["Hattiesburg", "MS"]);
  });

  it("reads no home from an event's town when the letter gives none (p16 read it weakly)", () => {
    expect(placeOf(letter("I'll be playing at the Naptown Showcase in Annapolis, Maryland on December 13-14."))).toEqual([null, null]);
    expect(placeOf(letter("We'll be at the Midwest Hoop Fest in Fort Wayne, IN over Thanksgiving."))).toEqual([null, null]);
  });

  it("reads her town over a hotel's", () => {
    expect(placeOf(letter("We're staying at the Hampton Inn in Overland Park, KS for the qualifier.", "\n\nKenzie Albrecht\nSioux Falls, SD"))).toEqual(["Sioux Falls", "SD"]);
  });

  it("still reads her school's town after its name", () => {
    expect(placeOf(letter("I go to Raintree Hollow High School in Lee's Summit, MO. We play the Lone Star Showdown in Waco, TX."))).toEqual(["Lee's Summit", "MO"]);
    expect(placeOf(letter("I go to Bishop Kelly Catholic in Boise, ID. We play the Lone Star Showdown in Waco, TX."))).toEqual(["Boise", "ID"]);
  });
});

describe("'lives in' with the verb's third person or an adverb before 'in'", () => {
  it("reads a coach's 'she lives out in Gibsonia'", () => {
    const body = "Coach,\n\nAva Rinaldi is a 6'1\" junior forward on my team at South Wexford High School (class of 2028). Ava lives out in Gibsonia, about twenty minutes north of the city.\n\nTom Kaczmarek\nGirls Basketball, South Wexford HS";
    expect(placeOf(body, { address: "tkaczmarek@southwexford.k12.example", name: "Tom Kaczmarek" }, "2028 forward - Ava Rinaldi")).toEqual(["Gibsonia", null]);
  });

  it("reads 'we live over in Lenexa'", () => {
    expect(placeOf(letter("We live over in Lenexa."))).toEqual(["Lenexa", null]);
  });
});

describe("the United Kingdom by its short name", () => {
  it("reads 'Location: Leeds, West Yorkshire, UK' as Leeds abroad", () => {
    expect(placeOf(letter("\n\nLocation: Leeds, West Yorkshire, UK\nClub: Leeds Northside WFC U18"))).toEqual(["Leeds", null]);
  });
});

describe("a state's code alone after 'from'", () => {
  it("reads 'a 2027 setter from GA' as Georgia with no town", () => {
    expect(placeOf("Coach Pryce - I'm a 2027 setter from GA, playing for Peachtree Smash 17 Blue. 5'8\", 3.6 GPA.\n\nNia Ballard", { address: "niaballard2027@icloud.com", name: "Nia Ballard" })).toEqual([null, "GA"]);
  });

  it("reads no state from a position's code after 'from' in a sentence about a pass", () => {
    expect(placeOf(letter("My favourite play is a back set from OH to the pin."))).toEqual([null, null]);
  });
});

describe("a parent's office in her sign-off is not the family's home", () => {
  const mother = { address: "cashby@plattevalleycu.example", name: "Colleen Ashby" };
  const signOff = "\n\nBest regards,\nColleen Ashby\nBranch Manager\nPlatte Valley Credit Union\n18 Depot Street, Hastings, NE 68901\n402-555-0113 (office)";
  const note = "Hello Coach,\n\nMy daughter Tatum Ashby is a 2029 pitcher for Heartland Havoc 15U Gold and a freshman at Plum Creek High School. Tatum's email: tatum.ashby29@gmail.com";

  it("reads no home from her employer's address", () => {
    expect(placeOf(`${note}${signOff}`, mother, "Tatum Ashby - 2029 pitcher")).toEqual([null, null]);
  });

  it("still reads the family's town from a parent's sign-off with no employer", () => {
    expect(placeOf(`${note}\n\nColleen Ashby\nHastings, NE`, mother, "Tatum Ashby - 2029 pitcher")).toEqual(["Hastings", "NE"]);
    expect(placeOf(`${note}\n\nColleen Ashby\nHastings, NE\nCell: 402-555-0157\nOffice: 402-555-0113`, mother, "Tatum Ashby - 2029 pitcher")).toEqual(["Hastings", "NE"]);
  });
});

describe("a club coach's 'we're based in' is the club's town", () => {
  it("reads no home from it", () => {
    const body = "Coach,\n\nMaddie Oyler (2027, C/1B) is our starting catcher for KC Sparks 18U National. We're based in Olathe and practice out of the Heartland Sportsplex. She is a senior at Park Ridge North High School.\n\nLana Pruett\nHead Coach, KC Sparks 18U National";
    expect(placeOf(body, { address: "lpruett@kcsparks.example", name: "Lana Pruett" }, "Sparks 18U catcher - Maddie Oyler 2027")).toEqual([null, null]);
  });

  it("reads no home from 'our club is located in'", () => {
    const body = "Coach,\n\nMaddie Oyler (2027, C/1B) is our starting catcher for KC Sparks 18U National. Our club is located in Olathe, KS. She is a senior at Park Ridge North High School.\n\nLana Pruett\nHead Coach, KC Sparks 18U National";
    expect(placeOf(body, { address: "lpruett@kcsparks.example", name: "Lana Pruett" }, "Sparks 18U catcher - Maddie Oyler 2027")).toEqual([null, null]);
  });
});

describe("a sign-off under a high school's name is her school's town whatever the writer's role reads as (p16 set aside an `other` writer's)", () => {
  it("reads a coach's sign-off of name, school and town with no title", () => {
    const body = "Coach,\n\nKenzie Albrecht is a 2027 setter on my varsity team. Her email is kenzie.albrecht27@gmail.com.\n\nTom Reyes\nMillard West High School\nOmaha, NE";
    expect(placeOf(body, { address: "treyes@millardwest.example", name: "Tom Reyes" }, "Kenzie Albrecht - 2027 setter")).toEqual(["Omaha", "NE"]);
  });

  it("still sets aside a trainer's sign-off town", () => {
    const body = "Coach,\n\nI train Kenzie Albrecht, a 2027 setter. She's the hardest worker I have.\n\nMike Tran\nPeak Strength\nSugar Land, TX";
    expect(placeOf(body, { address: "mike@peakstrength.example", name: "Mike Tran" }, "Kenzie Albrecht 2027 setter")).toEqual([null, null]);
  });
});

describe("where someone else lives or moved is theirs (p16 read every 'moved to' as her home)", () => {
  it("reads her town over her sister's and her club coach's move", () => {
    expect(placeOf(letter("My older sister just moved to Denver, CO for college, and I'm from Katy, TX."))).toEqual(["Katy", "TX"]);
    expect(placeOf(letter("My club coach moved to Austin, TX last year so I switched clubs. I live in Katy, TX."))).toEqual(["Katy", "TX"]);
  });

  it("reads her town over her grandparents'", () => {
    expect(placeOf(letter("My grandparents live in Wichita, KS, about an hour from your campus. We live in Katy, TX."))).toEqual(["Katy", "TX"]);
  });

  it("still reads where she moved, and where she lives over where she was born", () => {
    expect(placeOf(letter("We moved to Katy, TX last summer."))).toEqual(["Katy", "TX"]);
    expect(placeOf(letter("I was born in Denver, CO but have lived in Katy, TX since I was 3."))).toEqual(["Katy", "TX"]);
    expect(placeOf(letter("I was born and raised in Katy, TX."))).toEqual(["Katy", "TX"]);
  });
});

describe("an event's positions fit the schema", () => {
  it("keeps the words after a basketball event's name within 40 characters", () => {
    const body = "Coach,\n\nI'm a 5'7\" point guard in the class of 2028. In AAU I play for Indy Lady Flight 16U.\n\nWe'll be at the Midwest Hoop Fest in Fort Wayne, IN over Thanksgiving weekend.\n\nAmara Whitlow";
    const email = processTextEmail({ subject: "Class of 2028 PG - Amara Whitlow", body, from: { address: "amarawhitlow.hoops@gmail.com", name: "Amara Whitlow" } }, { receivedAt: when });
    expect(email.events.map((event) => event.name)).toContain("Midwest Hoop Fest");
    expect(processedEmailSchema.safeParse(email).success).toBe(true);
  });
});

describe("what follows the writer's sign-off and names her is about her (p16 set aside the whole sign-off of a club or a service)", () => {
  const dana = { address: "dana@skyline.example", name: "Dana Pryor" };

  it("reads her town from her profile under a club coach's sign-off", () => {
    const body = "Coach,\n\nI'd like you to look at my setter Kenzie Albrecht. Great hands, great kid.\n\nBest,\nDana Pryor\nHouston Skyline VBC\n\nKenzie Albrecht\nClass of 2027 | Setter\nHometown: Katy, TX\nkenzie.albrecht27@gmail.com";
    expect(placeOf(body, dana, "Kenzie Albrecht - 2027 setter")).toEqual(["Katy", "TX"]);
  });

  it("reads her town from a postscript under the sign-off", () => {
    const body = "Coach,\n\nI'd like you to look at my setter Kenzie Albrecht (2027). Great hands, great kid.\n\nThanks,\nDana\n\nP.S. She lives in Katy, TX, about 30 minutes from our gym.";
    expect(placeOf(body, dana, "Kenzie Albrecht - 2027 setter")).toEqual(["Katy", "TX"]);
  });

  it("reads her town from a service's profile under its sign-off", () => {
    const body = "Coach,\n\nPlease review the athlete below.\n\nThanks,\nThe ProspectPath Team\n\nAthlete: Kenzie Albrecht\nGrad: 2027\nPosition: Setter\nHometown: Katy, TX";
    expect(placeOf(body, { address: "profiles@prospectpath.example", name: "ProspectPath" }, "Athlete profile: Kenzie Albrecht")).toEqual(["Katy", "TX"]);
  });

  it("still sets aside the club's own address in the sign-off", () => {
    const body = "Coach,\n\nI'd like you to look at my setter Kenzie Albrecht (2027). Great hands, great kid.\n\nDana Pryor\nHouston Skyline VBC\n1200 Main St, Houston, TX 77002";
    expect(placeOf(body, dana, "Kenzie Albrecht - 2027 setter")).toEqual([null, null]);
  });
});
