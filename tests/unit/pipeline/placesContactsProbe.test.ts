import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import type { ProcessedEmail } from "../../../machines/inbox/processedEmail";

/**
 * The athlete's town and state, and her own email and phone beside other people's, probed with short invented emails:
 * towns with their state written every way (codes with and without full stops, old abbreviations, names, brackets, a
 * ZIP code, an address), towns that are everyday words or first names, Puerto Rico, a town near a larger one; the
 * towns of tournaments, colleges and clubs that are not hers; phones in every format, a parent's, a club coach's and a
 * high-school coach's numbers and addresses beside hers, addresses spelled out against harvesters, and mailto links.
 */
const RECEIVED = { receivedAt: new Date("2026-11-20T12:00:00Z") };
type Sender = { address: string; name?: string };

interface Other {
  role: string;
  email?: string;
  phone?: string;
}

interface Wanted {
  city?: string | null;
  state?: string | null;
  email?: string | null;
  phone?: string | null;
  /** Other people's contacts that must be read as theirs (role with the phone or address). */
  others?: Other[];
}

interface Probe {
  shape: string;
  subject: string;
  body: string;
  from: Sender;
  /** The body is HTML, sent as a raw message. */
  html?: boolean;
  want: Wanted;
  /** Why a miss is left: the probe is expected to fail until that part of the engine reads it. */
  left?: string;
}

function rawHtml(probe: Probe): string {
  return [
    `From: ${probe.from.name ? `${probe.from.name} ` : ""}<${probe.from.address}>`,
    "To: coach@college.example",
    `Subject: ${probe.subject}`,
    "Date: Fri, 20 Nov 2026 10:00:00 -0600",
    `Message-ID: <places-probe-${probe.from.address.replace(/\W/gu, "")}@mail.example>`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "",
    probe.body,
  ].join("\r\n");
}

async function processed(probe: Probe): Promise<ProcessedEmail> {
  if (probe.html) return processRawEmail(Buffer.from(rawHtml(probe)), RECEIVED);
  return processTextEmail({ subject: probe.subject, body: probe.body, from: probe.from as { address: string; name: string } }, RECEIVED);
}

/** What the engine read of the fields the probe asks about. */
async function readFields(probe: Probe): Promise<Wanted> {
  const athlete = (await processed(probe)).athlete;
  const read: Wanted = {};
  const { want } = probe;
  if ("city" in want) read.city = athlete?.city?.value ?? null;
  if ("state" in want) read.state = athlete?.state?.value ?? null;
  if ("email" in want) read.email = athlete?.email?.value ?? null;
  if ("phone" in want) read.phone = athlete?.phone?.value ?? null;
  if (want.others) {
    const contacts = athlete?.contacts ?? [];
    read.others = want.others.map((other) => {
      const found = contacts.find((contact) => contact.role === other.role && (!other.phone || contact.phone === other.phone) && (!other.email || contact.email === other.email));
      return found ? other : { role: `none of ${JSON.stringify(contacts.map(({ role, email, phone }) => ({ role, email, phone })))}` };
    });
  }
  return read;
}

const kenzie = { address: "kenzie.albrecht27@gmail.com", name: "Kenzie Albrecht" };
const thanks = "\n\nThank you,\nKenzie Albrecht";
const letter = (middle: string, signature = thanks) => `Hi Coach Maddox,\n\nMy name is Kenzie Albrecht and I'm a 2027 outside hitter for Heartland Crush 17 Royal. ${middle}${signature}`;

export const PROBES: Probe[] = [
  // Her town and state written the ways strangers write them.
  { shape: "'from Katy, TX'", subject: "2027 OH", body: letter("I'm from Katy, TX and I'd love to visit your campus."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Katy (Houston area), Texas'", subject: "2027 OH", body: letter("I live in Katy (Houston area), Texas."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'a small town outside Omaha' with the state after it: the state only", subject: "2027 OH", body: letter("I live in a small town outside Omaha, Nebraska."), from: kenzie, want: { city: null, state: "NE" } },
  { shape: "'Puerto Rico (Bayamón)'", subject: "2027 OH", body: letter("I am from Puerto Rico (Bayamón) and I am moving to Florida for my senior year."), from: kenzie, want: { city: "Bayamón", state: "PR" } },
  { shape: "'Bayamón, Puerto Rico'", subject: "2027 OH", body: letter("I live in Bayamón, Puerto Rico and train with my club in San Juan."), from: kenzie, want: { city: "Bayamón", state: "PR" } },
  { shape: "'Hometown: Bayamón, P.R.'", subject: "2027 OH", body: letter("Here is my info.\n\nHometown: Bayamón, P.R.\nGPA: 3.7"), from: kenzie, want: { city: "Bayamón", state: "PR" } },
  { shape: "a code with full stops ('Cary, N.C.')", subject: "2027 OH", body: letter("I'm a junior at Panther Creek High School in Cary, N.C."), from: kenzie, want: { city: "Cary", state: "NC" } },
  { shape: "an old abbreviation with its full stop ('Mobile, Ala.')", subject: "2027 OH", body: letter("I am from Mobile, Ala. and play for my high school too."), from: kenzie, want: { city: "Mobile", state: "AL" } },
  { shape: "'Neb.' after the town", subject: "2027 OH", body: letter("I'm from Kearney, Neb., about two hours from your campus."), from: kenzie, want: { city: "Kearney", state: "NE" } },
  { shape: "'Calif.' in a hometown line", subject: "2027 OH", body: letter("\n\nHometown: Visalia, Calif.\nHeight: 6'0\""), from: kenzie, want: { city: "Visalia", state: "CA" } },
  { shape: "'Sask.' for a Canadian province", subject: "2027 OH", body: letter("I live in Saskatoon, Sask. and would love to play in the States."), from: kenzie, want: { city: "Saskatoon", state: "SK" } },
  { shape: "'B.C.' with full stops", subject: "2027 OH", body: letter("I'm from Kelowna, B.C. and my club trains in Vancouver."), from: kenzie, want: { city: "Kelowna", state: "BC" } },
  { shape: "a town that is a word ('Normal, IL')", subject: "2027 OH", body: letter("I'm a junior at Normal Community High School. I live in Normal, IL."), from: kenzie, want: { city: "Normal", state: "IL" } },
  { shape: "a town that is a word, in lower case ('from normal illinois')", subject: "2027 oh", body: "hi coach im kenzie albrecht, 2027 oh from normal illinois. i play for heartland crush 17 royal\n\nkenzie", from: kenzie, want: { city: "Normal", state: "IL" } },
  { shape: "a town that is a first name ('Logan, Utah')", subject: "2027 OH", body: letter("I'm from Logan, Utah and go to Sky View High School."), from: kenzie, want: { city: "Logan", state: "UT" } },
  { shape: "a town that is a surname ('Chandler, AZ')", subject: "2027 OH", body: letter("I live in Chandler, AZ."), from: kenzie, want: { city: "Chandler", state: "AZ" } },
  { shape: "an athlete named Chandler from another town", subject: "2028 setter", body: "Hi Coach,\n\nMy name is Chandler Voss, a 2028 setter from Mesa, AZ. I play for Desert Heat 16 Black.\n\nChandler Voss", from: { address: "chandlervoss28@gmail.com", name: "Chandler Voss" }, want: { city: "Mesa", state: "AZ" } },
  { shape: "a town that is a country's name ('Lebanon, Ohio')", subject: "2027 OH", body: letter("I'm from Lebanon, Ohio, just north of Cincinnati."), from: kenzie, want: { city: "Lebanon", state: "OH" } },
  { shape: "'Peru, Indiana'", subject: "2027 OH", body: letter("I live in Peru, Indiana and play for my high school, Peru HS."), from: kenzie, want: { city: "Peru", state: "IN" } },
  { shape: "'Paris, Texas'", subject: "2027 OH", body: letter("I'm from Paris, Texas."), from: kenzie, want: { city: "Paris", state: "TX" } },
  { shape: "a code without a comma ('Katy TX')", subject: "2027 OH", body: letter("\n\nKenzie Albrecht\nKaty TX\n2027 OH", "\n\nThanks"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a code written without a space ('Katy,TX')", subject: "2027 OH", body: letter("\n\nHometown: Katy,TX"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a code in mixed case ('Katy, Tx')", subject: "2027 OH", body: letter("\n\nHometown: Katy, Tx"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a town and code with a dash ('Katy - TX')", subject: "2027 OH", body: letter("\n\nHometown: Katy - TX"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'City/State: Katy / TX'", subject: "2027 OH", body: letter("\n\nCity/State: Katy / TX"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Hometown: Omaha (NE)' in a bullet", subject: "2027 OH", body: letter("\n\n• Grad year: 2027\n• Hometown: Omaha (NE)\n• GPA: 3.6"), from: kenzie, want: { city: "Omaha", state: "NE" } },
  { shape: "a street address with a ZIP code in her signature", subject: "2027 OH", body: letter("I'd love to come to your camp.", "\n\nKenzie Albrecht\n1423 Willow Bend Dr.\nKaty, TX 77494\n(281) 555-0143"), from: kenzie, want: { city: "Katy", state: "TX", phone: "+12815550143" } },
  { shape: "an address on one signature line ('1423 Willow Bend Dr, Katy TX 77494')", subject: "2027 OH", body: letter("I'd love to come to your camp.", "\n\nKenzie Albrecht | 1423 Willow Bend Dr, Katy TX 77494"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'St. Louis, Mo.'", subject: "2027 OH", body: letter("I'm from St. Louis, Mo. and go to Cor Jesu Academy."), from: kenzie, want: { city: "St. Louis", state: "MO" } },
  { shape: "'Saint Paul, Minnesota'", subject: "2027 OH", body: letter("I live in Saint Paul, Minnesota."), from: kenzie, want: { city: "Saint Paul", state: "MN" } },
  { shape: "'out of Sioux Falls, South Dakota'", subject: "2027 OH", body: letter("I'm a lefty out of Sioux Falls, South Dakota."), from: kenzie, want: { city: "Sioux Falls", state: "SD" } },
  { shape: "her state alone ('a 2028 setter from Iowa')", subject: "2028 setter", body: "Hello Coach,\n\nI'm Tessa Nyland, a 2028 setter from Iowa. I play for Iowa Lightning 16 Gold.\n\nTessa Nyland", from: { address: "tessanyland@gmail.com", name: "Tessa Nyland" }, want: { city: null, state: "IA" } },
  { shape: "'Spokane, Washington'", subject: "2027 OH", body: letter("I'm from Spokane, Washington."), from: kenzie, want: { city: "Spokane", state: "WA" } },
  { shape: "'Washington, D.C.'", subject: "2027 OH", body: letter("I live in Washington, D.C. and attend Sidwell Friends."), from: kenzie, want: { city: "Washington", state: "DC" } },
  { shape: "a town named for a neighbour ('Woodbury, MN (Twin Cities)')", subject: "2027 OH", body: letter("I'm from Woodbury, MN (Twin Cities area)."), from: kenzie, want: { city: "Woodbury", state: "MN" } },
  { shape: "the town after 'just outside' another ('Papillion, just outside Omaha, NE')", subject: "2027 OH", body: letter("I live in Papillion, just outside Omaha, NE."), from: kenzie, want: { city: "Papillion", state: "NE" } },
  { shape: "all capitals ('LOGAN, UTAH')", subject: "2027 OH", body: "COACH,\n\nMY NAME IS KENZIE ALBRECHT. I AM A 2027 OUTSIDE HITTER FROM LOGAN, UTAH.\n\nKENZIE", from: kenzie, want: { city: "Logan", state: "UT" } },
  { shape: "lower case 'from mobile al'", subject: "2027 oh", body: "hey coach im kenzie, 2027 oh from mobile al. heres my film https://youtu.be/Ka27Oh01xYz\n\nkenzie", from: kenzie, want: { city: "Mobile", state: "AL" } },
  { shape: "a school and its town in brackets with the state ('Sky View HS (Smithfield, UT)')", subject: "2027 OH", body: letter("I go to Sky View HS (Smithfield, UT)."), from: kenzie, want: { city: "Smithfield", state: "UT" } },
  { shape: "'Kansas City, Kansas' (a town named for the other state)", subject: "2027 OH", body: letter("I'm from Kansas City, Kansas."), from: kenzie, want: { city: "Kansas City", state: "KS" } },
  { shape: "'Hometown' then the town with a state name spelled lower case ('katy, texas')", subject: "2027 OH", body: letter("\n\nhometown: katy, texas"), from: kenzie, want: { city: "Katy", state: "TX" } },

  // Places that are not hers.
  { shape: "a tournament's town before her own ('Lone Star Classic in Dallas, TX … from Tyler, TX')", subject: "2027 OH", body: letter("We just got back from the Lone Star Classic in Dallas, TX, where we took 3rd. I'm from Tyler, TX."), from: kenzie, want: { city: "Tyler", state: "TX" } },
  { shape: "a tournament's town alone", subject: "2027 OH", body: letter("I will be playing at AAU Nationals in Orlando, FL in June, court schedule to follow."), from: kenzie, want: { city: null, state: null } },
  { shape: "the college's town ('visited your campus in Ames, Iowa')", subject: "2027 OH", body: letter("I visited your campus in Ames, Iowa last fall and loved it."), from: kenzie, want: { city: null, state: null } },
  { shape: "the college's town as a wish ('I've always wanted to live in Boulder, CO')", subject: "2027 OH", body: letter("I've always wanted to live in Boulder, CO, and your program is my top choice."), from: kenzie, want: { city: null, state: null } },
  { shape: "a parent's birthplace before her town ('my dad grew up in Chicago, IL but I live in Normal, IL')", subject: "2027 OH", body: letter("My dad grew up in Chicago, IL but I live in Normal, IL."), from: kenzie, want: { city: "Normal", state: "IL" } },
  { shape: "where she was born before where she moved ('born in Houston, TX … moved to Boise, Idaho')", subject: "2027 OH", body: letter("I was born in Houston, TX and moved to Boise, Idaho in 8th grade."), from: kenzie, want: { city: "Boise", state: "ID" } },
  { shape: "a schedule line naming a tournament's town", subject: "2027 OH", body: letter("Upcoming:\nShow Me Classic, Kansas City, MO — March 7-9\nMid-America Qualifier, Omaha, NE — April 4-6"), from: kenzie, want: { city: null, state: null } },
  { shape: "a club's address in a club coach's signature, her home not given", subject: "Kenzie Albrecht - 2027 OH", body: "Coach Maddox,\n\nKenzie Albrecht is a 2027 outside hitter on my 17 Royal team. 6'0\", 3.8 GPA, great arm.\n\nDana Pryor\nHeartland Crush VBC\n8800 Q St, Omaha, NE 68127\n402-555-0188", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { city: null, state: null } },
  { shape: "a college coach's signature quoted in her reply", subject: "Re: Camp", body: "Coach,\n\nThank you! I will be there. I'm from Katy, TX so it's a short flight.\n\nKenzie\n\nOn Thu, Nov 19, 2026 at 9:00 AM Ann Maddox <amaddox@plainsu.edu> wrote:\n> Kenzie, we'd love to see you at camp.\n> Ann Maddox\n> Plains University, Lincoln, NE 68588", from: kenzie, want: { city: "Katy", state: "TX" }, left: "the classifier reads her two-line reply ('Thank you! I will be there.') as no introduction; with a fuller reply the quoted college town is set aside (the next probes)" },
  { shape: "a club's town in its name is no home ('Omaha Starz 17 Black')", subject: "2027 OH", body: "Hi Coach,\n\nI'm Brynn Okafor, 2027 OH for Omaha Starz 17 Black. I go to Millard West.\n\nBrynn Okafor", from: { address: "brynnokafor@gmail.com", name: "Brynn Okafor" }, want: { city: null, state: null } },

  // Her phone written every way, and other people's numbers beside it.
  { shape: "'(402) 555-0143' under her name", subject: "2027 OH", body: letter("My film is below.", "\n\nKenzie Albrecht\n(402) 555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'402.555.0143'", subject: "2027 OH", body: letter("My film is below.", "\n\nKenzie Albrecht\n402.555.0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'+1 402 555 0143'", subject: "2027 OH", body: letter("My film is below.", "\n\nKenzie Albrecht\n+1 402 555 0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'cell: 4025550143'", subject: "2027 OH", body: letter("My film is below.", "\n\nKenzie Albrecht\ncell: 4025550143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'text me at 402-555-0143'", subject: "2027 OH", body: letter("Feel free to text me at 402-555-0143 anytime."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'1-402-555-0143'", subject: "2027 OH", body: letter("My number is 1-402-555-0143."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "en dashes ('402–555–0143')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nCall/text: 402–555–0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'phone # 402 555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nphone # 402 555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "two numbers, 'mine / my mom's' in brackets after each", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143 (mine) / 402-555-0157 (my mom's)"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "two numbers, 'my mom's' first", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0157 (my mom's) / 402-555-0143 (mine)"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'my cell is … and my mom's is …' in a sentence", subject: "2027 OH", body: letter("My cell is 402-555-0143 and my mom's is 402-555-0157."), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'my mom's number is … and mine is …'", subject: "2027 OH", body: letter("My mom's number is 402-555-0157 and mine is 402-555-0143."), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "only a parent's number, labelled 'Mom:'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nMom: 402-555-0157"), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a parent's number labelled 'Mom (Julie)' on the next line after hers", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nC: 402-555-0143\nMom (Julie): 402-555-0157"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a father's work line with an extension", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nDad (work): 402-555-0160 ext. 214"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550160" }] } },
  { shape: "a club coach's number in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nClub coach: Dana Pryor, 402-555-0188"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "club_coach", phone: "+14025550188" }] } },
  { shape: "a club coach's number alone in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nClub Coach Dana Pryor - 402.555.0188"), from: kenzie, want: { phone: null, others: [{ role: "club_coach", phone: "+14025550188" }] }, left: "the sender-role classifier reads the 'Club Coach Dana Pryor' line under her name as her own title, so the mail is a club coach's with no athlete" },
  { shape: "a high-school coach's number after her own", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nHS Coach: Mr. Tom Reyes 402-555-0190"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "high_school_coach", phone: "+14025550190" }] } },
  { shape: "a reference line with a coach's number ('References: Coach Reyes (Millard West) 402-555-0190')", subject: "2027 OH", body: letter("My high school coach would be happy to talk with you: Coach Tom Reyes, Millard West High School, 402-555-0190."), from: kenzie, want: { phone: null, others: [{ role: "high_school_coach", phone: "+14025550190" }] } },
  { shape: "her number only in her signature, with her town above it", subject: "2027 OH", body: letter("Thank you for reading.", "\n\nKenzie Albrecht\nPapillion, NE\n402-555-0143"), from: kenzie, want: { phone: "+14025550143", city: "Papillion", state: "NE" } },
  { shape: "a parent writing: 'Her cell is …, mine is …'", subject: "My daughter Kenzie", body: "Coach Maddox,\n\nMy daughter Kenzie Albrecht is a 2027 outside hitter for Heartland Crush 17 Royal. Her cell is 402-555-0143, mine is 402-555-0157.\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a parent writing: her number labelled with her first name, the parent's 'Me:'", subject: "My daughter Kenzie", body: "Coach Maddox,\n\nMy daughter Kenzie Albrecht is a 2027 outside hitter for Heartland Crush 17 Royal.\n\nKenzie: 402-555-0143\nMe: 402-555-0157\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a parent writing, only the parent's own number in the signature", subject: "My daughter Kenzie", body: "Coach Maddox,\n\nMy daughter Kenzie Albrecht is a 2027 outside hitter for Heartland Crush 17 Royal. We live in Papillion, NE.\n\nJulie Albrecht\n402-555-0157", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: null, city: "Papillion", state: "NE", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a parent's family address in her signature", subject: "My daughter Kenzie", body: "Coach Maddox,\n\nMy daughter Kenzie Albrecht is a 2027 outside hitter for Heartland Crush 17 Royal.\n\nJulie Albrecht\n611 Cedar Ln\nPapillion, NE 68046", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { city: "Papillion", state: "NE" } },
  { shape: "a club coach writing her contacts, his own in the signature", subject: "Kenzie Albrecht - 2027 OH", body: "Coach Maddox,\n\nKenzie Albrecht is a 2027 OH on my 17 Royal team. Her contact: kenzie.albrecht27@gmail.com / 402-555-0143.\n\nDana Pryor\nHeartland Crush VBC\n402-555-0188", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { email: "kenzie.albrecht27@gmail.com", phone: "+14025550143", others: [{ role: "club_coach", phone: "+14025550188" }] }, left: "her contacts are read; the sender-role classifier reads a sign-off of name, club and number with no coach's title as 'other', whose own contacts are not kept" },
  { shape: "a high-school coach: 'You can reach Jada at …'", subject: "Jada Whitfield - 2028 PG", body: "Coach,\n\nJada Whitfield is our starting point guard, class of 2028. You can reach Jada at jada.whitfield28@gmail.com or 316-555-0131.\n\nCoach Terri Lamb\nHead Girls Basketball Coach, Wichita Northeast HS\n316-555-0177", from: { address: "tlamb@wichitaschools.example", name: "Terri Lamb" }, want: { email: "jada.whitfield28@gmail.com", phone: "+13165550131", others: [{ role: "high_school_coach", phone: "+13165550177" }] } },
  { shape: "a service's profile with its advisor's number", subject: "Athlete profile: Kenzie Albrecht", body: "Coach Maddox,\n\nPlease find below the profile of Kenzie Albrecht, 2027 OH.\n\nAthlete phone: 402-555-0143\nAthlete email: kenzie.albrecht27@gmail.com\n\nYour advisor: Rick Dale, 800-555-0119\nNextLevel Recruiting", from: { address: "rick@nextlevel.example", name: "Rick Dale" }, want: { phone: "+14025550143", email: "kenzie.albrecht27@gmail.com" } },
  { shape: "a phone written '402 5550143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nCell 402 5550143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'+1-402-555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n+1-402-555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'(402)-555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n(402)-555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "a phone in her sign-off line with pipes ('Kenzie Albrecht | 2027 OH | 402.555.0143')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht | 2027 OH | 402.555.0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'Parents: Julie & Mark Albrecht, 402-555-0157' after her number", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nParents: Julie & Mark Albrecht, 402-555-0157"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'my mom Julie (402-555-0157)' in a sentence", subject: "2027 OH", body: letter("If you have questions you can also call my mom Julie (402-555-0157)."), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },

  // Her address written every way, and other people's.
  { shape: "'name at gmail dot com'", subject: "2027 OH", body: letter("My email is kenzie.a27 at gmail dot com."), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "'name AT gmail DOT com' in capitals", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nkenzie.a27 AT gmail DOT com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "'name[at]gmail.com' with no spaces", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nkenzie.a27[at]gmail.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "an address in capitals ('Email: Kenzie.Albrecht27@Gmail.com')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nEmail: Kenzie.A27@Gmail.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "her address only in her signature, written from her mother's account", subject: "2027 OH", body: "Hi Coach Maddox,\n\nI'm Kenzie Albrecht, a 2027 outside hitter. I'm writing from my mom's account.\n\nKenzie Albrecht\nkenzie.a27@gmail.com", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "a club coach's address in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nClub Coach: Dana Pryor (dana@heartlandcrush.example)"), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "club_coach", email: "dana@heartlandcrush.example" }] } },
  { shape: "a high-school coach's address in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nHS Coach: Tom Reyes - treyes@millardwest.example"), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "high_school_coach", email: "treyes@millardwest.example" }] } },
  { shape: "a parent writing: 'Her email: …' and the parent's own in the signature", subject: "My daughter Kenzie", body: "Coach Maddox,\n\nMy daughter Kenzie Albrecht is a 2027 outside hitter for Heartland Crush 17 Royal.\nHer email: kenzie.a27@gmail.com\n\nJulie Albrecht\njulie.albrecht@yahoo.com", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { email: "kenzie.a27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "'my parents' email is …' in her letter", subject: "2027 OH", body: letter("My parents' email is albrechts@outlook.com if you need them."), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "parent", email: "albrechts@outlook.com" }] } },
  { shape: "a mother's address with 'Mom -' in a signature line of a parent-written mail about her daughter", subject: "Kenzie Albrecht 2027", body: "Coach,\n\nWriting for my daughter Kenzie Albrecht, 2027 OH. She is at kenzie.a27@gmail.com.\n\nMom - Julie Albrecht, julie.albrecht@yahoo.com, 402-555-0157", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { email: "kenzie.a27@gmail.com", phone: null } },

  // HTML.
  { shape: "a mailto link whose text is 'email me'", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht and I'm a 2027 outside hitter from Katy, TX. Please <a href=\"mailto:kenzie.a27@gmail.com\">email me</a> anytime.</p><p>Kenzie Albrecht</p>", from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com", city: "Katy", state: "TX" } },
  { shape: "an HTML signature table with her town and a tel link", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht and I'm a 2027 outside hitter.</p><table><tr><td>Kenzie Albrecht</td></tr><tr><td>Papillion, NE</td></tr><tr><td><a href=\"tel:4025550143\">402-555-0143</a></td></tr></table>", from: kenzie, want: { phone: "+14025550143", city: "Papillion", state: "NE" } },
  { shape: "HTML with the parent's mailto labelled 'Mom'", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter.</p><p>Kenzie Albrecht<br>Mom: <a href=\"mailto:julie.albrecht@yahoo.com\">Julie Albrecht</a></p>", from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  // A second round of shapes, measured with the first before any change.
  { shape: "'Lives in: Katy, TX'", subject: "2027 OH", body: letter("\n\nLives in: Katy, TX\nGPA: 3.6"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Residence: Katy, TX'", subject: "2027 OH", body: letter("\n\nResidence: Katy, TX\nGPA: 3.6"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Home - Katy, TX'", subject: "2027 OH", body: letter("\n\nHome - Katy, TX\nGPA: 3.6"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Address: 1423 Willow Bend Dr, Katy, TX 77494'", subject: "2027 OH", body: letter("\n\nAddress: 1423 Willow Bend Dr, Katy, TX 77494\nGPA: 3.6"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a ZIP+4 after the state ('Katy, TX 77494-1234')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n1423 Willow Bend Dr\nKaty, TX 77494-1234"), from: kenzie, want: { city: "Katy", state: "TX", phone: null } },
  { shape: "'Hometown: Katy, Texas (Fort Bend County)'", subject: "2027 OH", body: letter("\n\nHometown: Katy, Texas (Fort Bend County)"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'reach me at … or my mom at …'", subject: "2027 OH", body: letter("You can reach me at 402-555-0143 or my mom at 402-555-0157."), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'the best number to reach us is my dad's'", subject: "2027 OH", body: letter("The best number to reach us is my dad's: 402-555-0160."), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550160" }] } },
  { shape: "'Cell: … (text preferred)'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nCell: 402-555-0143 (text preferred)"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'Ph. 402-555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nPh. 402-555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'M: +1 (402) 555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nM: +1 (402) 555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'+1.402.555.0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n+1.402.555.0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'Mobile … | Home …' on one line", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nMobile 402 555 0143 | Home 402 555 0166"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'text me @ 402-555-0143'", subject: "2027 OH", body: letter("Text me @ 402-555-0143 with any questions."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "only her parents' numbers under her name ('Mom: Julie …', 'Dad: Mark …')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nKaty, TX\nMom: Julie 281-555-0157\nDad: Mark 281-555-0162"), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+12815550157" }, { role: "parent", phone: "+12815550162" }] } },
  { shape: "a local part with its dot spelled ('kenzie dot a27 at gmail dot com')", subject: "2027 OH", body: letter("My email is kenzie dot a27 at gmail dot com."), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "a parent's 'Contact info for Kenzie: …. Our info: …'", subject: "Kenzie Albrecht 2027 OH", body: "Hello Coach,\n\nOur daughter Kenzie Albrecht is a 2027 OH for Heartland Crush 17 Royal.\n\nContact info for Kenzie: kenzie.a27@gmail.com, 402-555-0143. Our info: julie.albrecht@yahoo.com, 402-555-0157.\n\nJulie and Mark Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { email: "kenzie.a27@gmail.com", phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a high-school coach's 'Cell (Kenzie):' among her own lines", subject: "Kenzie Albrecht", body: "Coach,\n\nI'd like to recommend Kenzie Albrecht, a 2027 OH on my varsity team at Millard West High School.\n\nCell (Kenzie): 402-555-0143\nEmail (Kenzie): kenzie.a27@gmail.com\n\nTom Reyes\nHead Volleyball Coach, Millard West HS\n402-555-0190", from: { address: "treyes@millardwest.example", name: "Tom Reyes" }, want: { email: "kenzie.a27@gmail.com", phone: "+14025550143", others: [{ role: "high_school_coach", phone: "+14025550190" }] } },
  { shape: "an HTML tel link whose text is 'Mom's cell'", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter.</p><p>Kenzie Albrecht<br><a href=\"tel:+14025550143\">402-555-0143</a><br><a href=\"tel:+14025550157\">Mom's cell</a></p>", from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  // A third round, each measured before the change it asks for.
  { shape: "a state's name starting a town's name after a comma ('Heartland Crush, Kansas City's top program')", subject: "2027 OH", body: letter("My club, Heartland Crush, Kansas City's top program, trains all year."), from: kenzie, want: { city: null, state: null } },
  { shape: "an athlete's 'you can reach us at' (the family's number)", subject: "2027 OH", body: letter("If it's easier, you can reach us at 402-555-0166."), from: kenzie, want: { phone: null } },
  { shape: "a college coach's signature quoted under a fuller reply", subject: "Re: Camp", body: "Coach Maddox,\n\nThank you for the invite! I'm Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal, and I'll be at camp. I'm from Katy, TX.\n\nKenzie Albrecht\n\nOn Thu, Nov 19, 2026 at 9:00 AM Ann Maddox <amaddox@plainsu.edu> wrote:\n> Kenzie, we'd love to see you at camp.\n> Ann Maddox\n> Plains University, Lincoln, NE 68588", from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a college coach's signature quoted under a reply that gives no home", subject: "Re: Camp", body: "Coach Maddox,\n\nThank you for the invite! I'm Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal, and I'll be at camp.\n\nKenzie Albrecht\n\nOn Thu, Nov 19, 2026 at 9:00 AM Ann Maddox <amaddox@plainsu.edu> wrote:\n> Kenzie, we'd love to see you at camp.\n> Ann Maddox\n> Plains University, Lincoln, NE 68588", from: kenzie, want: { city: null, state: null } },
  { shape: "a college coach's phone and address quoted under her reply", subject: "Re: Camp", body: "Coach Maddox,\n\nThank you for the invite! I'm Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal, and I'll be at camp.\n\nKenzie Albrecht\n\nOn Thu, Nov 19, 2026 at 9:00 AM Ann Maddox <amaddox@plainsu.edu> wrote:\n> Kenzie, we'd love to see you at camp. Questions? Email our ops director at camps.ops@gmail.com.\n> Ann Maddox\n> Plains University Volleyball\n> 402-555-0100", from: kenzie, want: { phone: null, email: "kenzie.albrecht27@gmail.com" } },
  // A fourth round, measured before any change made for it.
  { shape: "'Ft. Wayne, IN'", subject: "2027 OH", body: letter("I'm from Ft. Wayne, IN."), from: kenzie, want: { city: "Ft. Wayne", state: "IN" } },
  { shape: "'Mt. Pleasant, SC'", subject: "2027 OH", body: letter("I live in Mt. Pleasant, SC."), from: kenzie, want: { city: "Mt. Pleasant", state: "SC" } },
  { shape: "an apostrophe in the town ('O'Fallon, MO')", subject: "2027 OH", body: letter("I'm from O'Fallon, MO."), from: kenzie, want: { city: "O'Fallon", state: "MO" } },
  { shape: "a hyphenated town ('Winston-Salem, NC')", subject: "2027 OH", body: letter("I'm from Winston-Salem, NC."), from: kenzie, want: { city: "Winston-Salem", state: "NC" } },
  { shape: "'Lake Havasu City, AZ'", subject: "2027 OH", body: letter("I live in Lake Havasu City, AZ."), from: kenzie, want: { city: "Lake Havasu City", state: "AZ" } },
  { shape: "'born and raised in Logan, Utah'", subject: "2027 OH", body: letter("I was born and raised in Logan, Utah."), from: kenzie, want: { city: "Logan", state: "UT" } },
  { shape: "'Home: Normal, Ill.'", subject: "2027 OH", body: letter("\n\nHome: Normal, Ill.\nGPA: 3.9"), from: kenzie, want: { city: "Normal", state: "IL" } },
  { shape: "'from the Omaha area (Elkhorn, NE)'", subject: "2027 OH", body: letter("I'm from the Omaha area (Elkhorn, NE)."), from: kenzie, want: { city: "Elkhorn", state: "NE" } },
  { shape: "'Las Cruces, N.M.'", subject: "2027 OH", body: letter("I'm from Las Cruces, N.M."), from: kenzie, want: { city: "Las Cruces", state: "NM" } },
  { shape: "'from Oklahoma City'", subject: "2027 OH", body: letter("I'm from Oklahoma City and go to Heritage Hall."), from: kenzie, want: { city: "Oklahoma City", state: "OK" } },
  { shape: "'from Virginia Beach, VA'", subject: "2027 OH", body: letter("I'm from Virginia Beach, VA."), from: kenzie, want: { city: "Virginia Beach", state: "VA" } },
  { shape: "Spanish 'Soy de Ponce, Puerto Rico'", subject: "2027 OH", body: "Hola Coach,\n\nMe llamo Kenzie Albrecht, soy de Ponce, Puerto Rico y juego de opuesta para Heartland Crush 17 Royal.\n\nKenzie Albrecht", from: kenzie, want: { city: "Ponce", state: "PR" } },
  { shape: "a post-office box in her signature ('PO Box 112, Logan, UT 84321')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nPO Box 112, Logan, UT 84321"), from: kenzie, want: { city: "Logan", state: "UT" } },
  { shape: "all lower case 'i live in chandler az'", subject: "2027 oh", body: "hi coach im kenzie albrecht, 2027 oh. i live in chandler az and play for desert heat 17 black\n\nkenzie", from: kenzie, want: { city: "Chandler", state: "AZ" } },
  { shape: "a club named for a state is no home ('Texas Advantage 17 Black')", subject: "2027 OH", body: "Hi Coach,\n\nI'm Brynn Okafor, a 2027 OH for Texas Advantage 17 Black.\n\nBrynn Okafor", from: { address: "brynnokafor@gmail.com", name: "Brynn Okafor" }, want: { city: null, state: null } },
  { shape: "a school named for a town is no home ('Katy High School')", subject: "2027 OH", body: "Hi Coach,\n\nI'm Brynn Okafor, a 2027 OH at Katy High School.\n\nBrynn Okafor", from: { address: "brynnokafor@gmail.com", name: "Brynn Okafor" }, want: { city: null, state: null } },
  { shape: "a tournament's town in brackets ('the Mideast Qualifier (Columbus, OH)')", subject: "2027 OH", body: letter("I'll be at the Mideast Qualifier (Columbus, OH) next weekend."), from: kenzie, want: { city: null, state: null } },
  { shape: "'we'll be in Chicago, IL for the Windy City Classic'", subject: "2027 OH", body: letter("We'll be in Chicago, IL for the Windy City Classic, court 12."), from: kenzie, want: { city: null, state: null } },
  { shape: "'I'm traveling to Denver, CO for …'", subject: "2027 OH", body: letter("I'm traveling to Denver, CO for the Colorado Crossroads."), from: kenzie, want: { city: null, state: null } },
  { shape: "the college's town after its name ('play at Plains University in Lincoln, Nebraska')", subject: "2027 OH", body: letter("It has been my dream to play at Plains University in Lincoln, Nebraska."), from: kenzie, want: { city: null, state: null } },
  { shape: "'(cell) … (home)' on one line", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143 (cell) 402-555-0166 (home)"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'402 - 555 - 0143' with spaced dashes", subject: "2027 OH", body: letter("My number: 402 - 555 - 0143."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'(402)5550143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n(402)5550143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'Mom's cell: …; my cell: …' on one line", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nMom's cell: (402) 555-0157; my cell: (402) 555-0143"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'Dad - …, Me - …'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nDad - 402.555.0160, Me - 402.555.0143"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550160" }] } },
  { shape: "a parent's 'Kenzie - … / Julie (mom) - …'", subject: "My daughter Kenzie", body: "Coach,\n\nMy daughter Kenzie Albrecht is a 2027 OH for Heartland Crush 17 Royal.\n\nKenzie - 402-555-0143 / Julie (mom) - 402-555-0157\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a high-school coach's 'my cell' beside 'her cell'", subject: "Kenzie Albrecht", body: "Coach,\n\nKenzie Albrecht is a 2027 OH on my varsity team at Millard West High School. Her cell is 402-555-0143 and my cell is 402-555-0190.\n\nTom Reyes\nMillard West Volleyball", from: { address: "treyes@millardwest.example", name: "Tom Reyes" }, want: { phone: "+14025550143", others: [{ role: "high_school_coach", phone: "+14025550190" }] }, left: "her cell is read; the sender-role classifier reads a coach signing with name and team but no title as 'other', whose own contacts are not kept" },
  { shape: "a personal and a school address, the personal first", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nkenzie.a27@gmail.com (personal) / kalbrecht27@mwhs.example (school)"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "'please cc my mom at …'", subject: "2027 OH", body: letter("Please cc my mom at julie.albrecht@yahoo.com on any replies."), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "'Email: … | Parent email: …'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nEmail: kenzie.a27@gmail.com | Parent email: julie.albrecht@yahoo.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "an HTML mailto whose text is her name", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal.</p><p><a href=\"mailto:kenzie.a27@gmail.com\">Kenzie Albrecht</a></p>", from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com" } },
  { shape: "an HTML mailto whose text is 'Email my mom'", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal.</p><p>Kenzie Albrecht<br><a href=\"mailto:julie.albrecht@yahoo.com\">Email my mom</a></p>", from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "a club coach's letter with her 'Cell:' and his own 'Cell:' in the sign-off", subject: "Kenzie Albrecht - 2027 OH", body: "Coach Maddox,\n\nI coach Kenzie Albrecht, a 2027 OH on Heartland Crush 17 Royal.\nCell: 402-555-0143\nEmail: kenzie.a27@gmail.com\n\nDana Pryor\nClub Director, Heartland Crush\nCell: 402-555-0188", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { phone: "+14025550143", email: "kenzie.a27@gmail.com", others: [{ role: "club_coach", phone: "+14025550188" }] } },
  // A fifth round, measured before any change made for it.
  { shape: "a town said with no state ('a 2027 OH from Mobile')", subject: "2027 OH", body: "Hi Coach,\n\nI'm Kenzie Albrecht, a 2027 OH from Mobile. I play for Gulf Coast Elite 17 Black.\n\nKenzie Albrecht", from: kenzie, want: { city: "Mobile", state: null } },
  { shape: "a family that relocated ('relocated from Denver, CO to Papillion, NE')", subject: "2027 OH", body: letter("Our family just relocated from Denver, CO to Papillion, NE this summer."), from: kenzie, want: { city: "Papillion", state: "NE" } },
  { shape: "states only, moved from one to another ('moved from Texas to Nebraska')", subject: "2027 OH", body: letter("We moved from Texas to Nebraska last year."), from: kenzie, want: { city: null, state: "NE" } },
  { shape: "'originally from Fresno, CA but now live in Reno, NV'", subject: "2027 OH", body: letter("I'm originally from Fresno, CA but now live in Reno, NV."), from: kenzie, want: { city: "Reno", state: "NV" } },
  { shape: "'Hometown/State: Katy, Texas'", subject: "2027 OH", body: letter("\n\nHometown/State: Katy, Texas\nGPA: 3.6"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a Canadian postal code in her signature ('Mississauga, ON L5B 1M2')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n44 Elm Dr\nMississauga, ON L5B 1M2"), from: kenzie, want: { city: "Mississauga", state: "ON" } },
  { shape: "'from Toronto, Ontario, Canada'", subject: "2027 OH", body: letter("I'm from Toronto, Ontario, Canada."), from: kenzie, want: { city: "Toronto", state: "ON" } },
  { shape: "a Puerto Rico ZIP code ('Guaynabo, PR 00969')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nGuaynabo, PR 00969"), from: kenzie, want: { city: "Guaynabo", state: "PR" } },
  { shape: "a parent's 'We live in Papillion, NE but she goes to school in Omaha'", subject: "My daughter Kenzie", body: "Coach,\n\nMy daughter Kenzie Albrecht is a 2027 OH. We live in Papillion, NE but she goes to school in Omaha.\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { city: "Papillion", state: "NE" } },
  { shape: "her phone in the subject", subject: "2027 OH Kenzie Albrecht - 402-555-0143", body: letter("My film is below."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "a high-school coach: 'Kenzie's mother, Julie Albrecht, can be reached at …'", subject: "Kenzie Albrecht", body: "Coach,\n\nKenzie Albrecht is a 2027 OH at Millard West High School. Kenzie's mother, Julie Albrecht, can be reached at 402-555-0157.\n\nTom Reyes\nHead Volleyball Coach, Millard West HS", from: { address: "treyes@millardwest.example", name: "Tom Reyes" }, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "a club coach: 'Parents: Julie & Mark Albrecht (julie.albrecht@yahoo.com)'", subject: "Kenzie Albrecht - 2027 OH", body: "Coach,\n\nKenzie Albrecht is a 2027 OH on Heartland Crush 17 Royal.\nParents: Julie & Mark Albrecht (julie.albrecht@yahoo.com)\n\nDana Pryor\nClub Director, Heartland Crush", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { email: null, others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "a service's 'Parent Contact: … / Athlete Contact: …'", subject: "Profile: Kenzie Albrecht", body: "Coach,\n\nKenzie Albrecht, 2027 OH, Heartland Crush 17 Royal.\n\nParent Contact: Julie Albrecht 402-555-0157\nAthlete Contact: 402-555-0143\n\nNextLevel Recruiting", from: { address: "profiles@nextlevel.example", name: "NextLevel Recruiting" }, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'My parents are Julie (…) and Mark (…)'", subject: "2027 OH", body: letter("My parents are Julie (402-555-0157) and Mark (402-555-0160)."), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }, { role: "parent", phone: "+14025550160" }] } },
  { shape: "'my cell is … and my club coach Dana Pryor's is …'", subject: "2027 OH", body: letter("My cell is 402-555-0143 (text is best), and my club coach Dana Pryor's is 402-555-0188."), from: kenzie, want: { phone: "+14025550143", others: [{ role: "club_coach", phone: "+14025550188" }] } },
  { shape: "a high-school coach's office number with an extension in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nHS coach: Tom Reyes, Millard West HS, 402-555-0190 ext. 204"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "high_school_coach", phone: "+14025550190" }] } },
  { shape: "an address with a plus tag ('kenzie.a27+recruiting@gmail.com')", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nkenzie.a27+recruiting@gmail.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27+recruiting@gmail.com" } },
  { shape: "two athletes each with her town in brackets", subject: "Two 2027s", body: "Coach,\n\nTwo of my 17 Royal players:\n\nKenzie Albrecht (Papillion, NE) - 2027 OH\nBrynn Okafor (Elkhorn, NE) - 2027 MB\n\nDana Pryor\nClub Director, Heartland Crush", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { city: "Papillion", state: "NE" } },
  { shape: "'Location: Dallas-Fort Worth, TX'", subject: "2027 OH", body: letter("\n\nLocation: Dallas-Fort Worth, TX"), from: kenzie, want: { city: "Dallas-Fort Worth", state: "TX" } },
  { shape: "'I'm from Bismarck, North Dakota'", subject: "2027 OH", body: letter("I'm from Bismarck, North Dakota."), from: kenzie, want: { city: "Bismarck", state: "ND" } },
  { shape: "where she played last weekend before a town she says with no state ('playing in Dallas, TX … I'm from Tyler')", subject: "2027 OH", body: "Hi Coach,\n\nWe were playing in Dallas, TX last weekend and I saw your staff. I'm Kenzie Albrecht, a 2027 OH from Tyler.\n\nKenzie Albrecht", from: kenzie, want: { city: "Tyler", state: null } },
  // A sixth round, measured before any change made for it.
  { shape: "a college coach forwarding her note, his own town in the note above", subject: "Fwd: 2027 OH", body: "Take a look at this one.\n\nAnn Maddox\nPlains University, Lincoln, NE\n\n---------- Forwarded message ---------\nFrom: Kenzie Albrecht <kenzie.albrecht27@gmail.com>\nDate: Wed, Nov 18, 2026 at 8:00 PM\nSubject: 2027 OH\nTo: Ann Maddox <amaddox@plainsu.edu>\n\nHi Coach Maddox,\n\nMy name is Kenzie Albrecht and I'm a 2027 outside hitter for Heartland Crush 17 Royal.\n\nKenzie Albrecht\n402-555-0143", from: { address: "amaddox@plainsu.edu", name: "Ann Maddox" }, want: { city: null, state: null, phone: "+14025550143", email: "kenzie.albrecht27@gmail.com" } },
  { shape: "a parent forwarding her note, the family's address in the parent's sign-off", subject: "Fwd: 2027 OH", body: "Coach, forwarding Kenzie's note below.\n\nJulie Albrecht\n611 Cedar Ln, Papillion, NE 68046\n\n---------- Forwarded message ---------\nFrom: Kenzie Albrecht <kenzie.albrecht27@gmail.com>\nDate: Wed, Nov 18, 2026 at 8:00 PM\nSubject: 2027 OH\nTo: Julie Albrecht <julie.albrecht@yahoo.com>\n\nMom, can you send this to the Plains coach?\n\nI'm Kenzie Albrecht, a 2027 outside hitter for Heartland Crush 17 Royal.\n\nKenzie", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { city: "Papillion", state: "NE" }, left: "forward reading: the fields are read from her forwarded note, not from the parent's note above it, and the sender is read as the athlete rather than the parent forwarding" },
  { shape: "an HTML signature of lines with her town and phone", subject: "2027 OH", html: true, body: "<div>Hi Coach Maddox,</div><div><br></div><div>My name is Kenzie Albrecht and I'm a 2027 outside hitter for Heartland Crush 17 Royal.</div><div><br></div><div>Kenzie Albrecht<br>Katy, TX<br>(281) 555-0143</div>", from: kenzie, want: { city: "Katy", state: "TX", phone: "+12815550143" } },
  { shape: "an HTML profile table ('Hometown' | 'Katy, TX')", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter.</p><table><tr><td>Hometown</td><td>Katy, TX</td></tr><tr><td>Cell</td><td>281-555-0143</td></tr><tr><td>Mom's cell</td><td>281-555-0157</td></tr></table>", from: kenzie, want: { city: "Katy", state: "TX", phone: "+12815550143", others: [{ role: "parent", phone: "+12815550157" }] } },
  { shape: "an HTML tel link with dots ('tel:402.555.0143')", subject: "2027 OH", html: true, body: "<p>Hi Coach Maddox,</p><p>My name is Kenzie Albrecht, a 2027 outside hitter.</p><p>Kenzie Albrecht<br><a href=\"tel:402.555.0143\">Call me</a></p>", from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'(c)' and '(h)' after two numbers", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0166 (h)\n402-555-0143 (c)"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "a parent's 'Kenzie does not have a phone yet'", subject: "My daughter Kenzie", body: "Coach,\n\nMy daughter Kenzie Albrecht is a 2027 OH for Heartland Crush 17 Royal. My cell is 402-555-0157; Kenzie does not have a phone yet.\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'You can call my dad, Mark, at …'", subject: "2027 OH", body: letter("You can call my dad, Mark, at 402-555-0160 with any questions."), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550160" }] } },
  { shape: "'Guardian: Aunt Rosa Albrecht, …'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402-555-0143\nGuardian: Aunt Rosa Albrecht, 402-555-0171"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "guardian", phone: "+14025550171" }] } },
  { shape: "'Phone: … (my mom's, I don't have one)'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nPhone: 402-555-0157 (my mom's, I don't have one)"), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'Hometown: Katy, TX (moving to Austin, TX in June)'", subject: "2027 OH", body: letter("\n\nHometown: Katy, TX (moving to Austin, TX in June)"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Hometown: Normal' with no state", subject: "2027 OH", body: letter("\n\nHometown: Normal\nGPA: 3.9"), from: kenzie, want: { city: "Normal", state: null } },
  { shape: "a pipe line 'Kenzie Albrecht | Katy, Texas | Class of 2027'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht | Katy, Texas | Class of 2027"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "bullets 'Katy, TX • 2027 • OH'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nKaty, TX • 2027 • OH"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Based out of Katy, TX'", subject: "2027 OH", body: letter("Based out of Katy, TX."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'from Katy, Texas, USA'", subject: "2027 OH", body: letter("I'm from Katy, Texas, USA."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "a club coach: 'She's from Papillion, NE.' over the club's address", subject: "Kenzie Albrecht - 2027 OH", body: "Coach,\n\nKenzie Albrecht is a 2027 OH on my 17 Royal team. She's from Papillion, NE.\n\nDana Pryor\nClub Director, Heartland Crush VBC\n8800 Q St, Omaha, NE 68127", from: { address: "dana@heartlandcrush.example", name: "Dana Pryor" }, want: { city: "Papillion", state: "NE" } },
  { shape: "a high-school coach's sign-off with her school's address (her school's town)", subject: "Kenzie Albrecht", body: "Coach,\n\nKenzie Albrecht is a 2027 OH on my varsity team. 6'0\", 3.8 GPA.\n\nTom Reyes\nHead Volleyball Coach, Millard West High School\n17050 F St, Omaha, NE 68135", from: { address: "treyes@millardwest.example", name: "Tom Reyes" }, want: { city: "Omaha", state: "NE" } },
  // A seventh round, measured before any change made for it.
  { shape: "'come visit us in Katy, TX' is still her home", subject: "2027 OH", body: letter("If you're ever recruiting in Texas, come see us play in Houston; we live in Katy, TX."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'I'm a Katy, TX native'", subject: "2027 OH", body: letter("I'm a Katy, TX native."), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'Town: Katy' then 'State: Texas' on the next line", subject: "2027 OH", body: letter("\n\nTown: Katy\nState: Texas"), from: kenzie, want: { city: "Katy", state: "TX" } },
  { shape: "'I live near Omaha, NE' gives the state only", subject: "2027 OH", body: letter("I live near Omaha, NE."), from: kenzie, want: { city: null, state: "NE" } },
  { shape: "a new number and the old one ('new cell … (old: …)')", subject: "2027 OH", body: letter("Quick note: my new cell is 402-555-0144 (old: 402-555-0143)."), from: kenzie, want: { phone: "+14025550144" } },
  { shape: "'Coach Pryor (club): …' address in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nCoach Pryor (club): dana@heartlandcrush.example"), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "club_coach", email: "dana@heartlandcrush.example" }] } },
  { shape: "a recruiting coordinator's address in her signature", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nRecruiting coordinator: Rick Dale, rick.dale@gmail.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: null } },
  { shape: "a parent's 'Kenzie's cell - …' under her own 'my cell -'", subject: "My daughter Kenzie", body: "Coach,\n\nMy daughter Kenzie Albrecht is a 2027 OH.\n\nKenzie's cell - 402-555-0143\nmy cell - 402-555-0157\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "'Residing in Chandler, Arizona'", subject: "2027 OH", body: letter("Residing in Chandler, Arizona."), from: kenzie, want: { city: "Chandler", state: "AZ" } },
  { shape: "'Hometown: Bayamón' with no state", subject: "2027 OH", body: letter("\n\nHometown: Bayamón\nGPA: 3.7"), from: kenzie, want: { city: "Bayamón", state: null } },
  // An eighth round, measured before any change made for it: positions that are also state or province codes.
  { shape: "'Kenzie Albrecht, OH, Class of 2027' in her sign-off (OH: outside hitter)", subject: "Recruiting", body: "Hi Coach Maddox,\n\nI'd love to be considered for your 2027 class. My film: https://youtu.be/Ka27Oh01xYz\n\nKenzie Albrecht, OH, Class of 2027\nHeartland Crush 17 Royal", from: kenzie, want: { city: null, state: null } },
  { shape: "'Brynn Okafor, MB, 6'2\", 2027' (MB: middle blocker)", subject: "Recruiting", body: "Hi Coach,\n\nPlease take a look at my film: https://youtu.be/Bo27Mb01xYz\n\nBrynn Okafor, MB, 6'2\", 2027\nIowa Lightning 17 Gold", from: { address: "brynnokafor@gmail.com", name: "Brynn Okafor" }, want: { city: null, state: null } },
  { shape: "a subject 'Kenzie Albrecht, OH - 2027'", subject: "Kenzie Albrecht, OH - 2027", body: "Hi Coach Maddox,\n\nI'd love to be considered for your 2027 class. My film: https://youtu.be/Ka27Oh01xYz\n\nKenzie", from: kenzie, want: { city: null, state: null } },
  { shape: "a softball 'Kenzie Albrecht, UT/2B, 2028' (UT: utility)", subject: "Recruiting", body: "Hi Coach,\n\nMy skills video: https://youtu.be/Ka28Ut01xYz\n\nKenzie Albrecht, UT/2B, 2028\nTexas Glory 16U", from: kenzie, want: { city: null, state: null } },
  { shape: "'Kenzie Albrecht, OH' over her real town ('Katy, TX')", subject: "Recruiting", body: "Hi Coach Maddox,\n\nMy film: https://youtu.be/Ka27Oh01xYz\n\nKenzie Albrecht, OH\nKaty, TX", from: kenzie, want: { city: "Katy", state: "TX" }, left: "the classifier reads a film link over a sign-off as no introduction; with a sentence about her the town is read (the next probe)" },
  { shape: "'Kenzie Albrecht, OH' over her real town, under a letter", subject: "Recruiting", body: "Hi Coach Maddox,\n\nI'm a 2027 outside hitter for Heartland Crush 17 Royal and would love to be part of your program. My film: https://youtu.be/Ka27Oh01xYz\n\nKenzie Albrecht, OH\nKaty, TX", from: kenzie, want: { city: "Katy", state: "TX" } },
  // A ninth round, measured before any change made for it: other languages and lower-case notes.
  { shape: "Spanish 'Vivo en Mayagüez, Puerto Rico'", subject: "Opuesta 2027", body: "Hola Coach,\n\nMe llamo Kenzie Albrecht, opuesta de la clase 2027. Vivo en Mayagüez, Puerto Rico.\n\nKenzie Albrecht", from: kenzie, want: { city: "Mayagüez", state: "PR" } },
  { shape: "French 'J'habite à Laval, Québec'", subject: "Passeuse 2027", body: "Bonjour Coach,\n\nJe m'appelle Kenzie Albrecht, passeuse de la cohorte 2027. J'habite à Laval, Québec.\n\nKenzie Albrecht", from: kenzie, want: { city: "Laval", state: "QC" } },
  { shape: "French 'Je viens de Sherbrooke (Québec)'", subject: "Passeuse 2027", body: "Bonjour Coach,\n\nJe m'appelle Kenzie Albrecht, passeuse 2027. Je viens de Sherbrooke (Québec).\n\nKenzie Albrecht", from: kenzie, want: { city: "Sherbrooke", state: "QC" } },
  { shape: "Spanish 'Mi celular: …' and 'el celular de mi mamá es …'", subject: "Opuesta 2027", body: "Hola Coach,\n\nMe llamo Kenzie Albrecht, opuesta 2027. Mi celular: 787-555-0143. El celular de mi mamá es 787-555-0157.\n\nKenzie Albrecht", from: kenzie, want: { phone: "+17875550143", others: [{ role: "parent", phone: "+17875550157" }] } },
  { shape: "French 'Mon cellulaire : …' and 'Cellulaire de ma mère : …'", subject: "Passeuse 2027", body: "Bonjour Coach,\n\nJe m'appelle Kenzie Albrecht, passeuse 2027.\n\nKenzie Albrecht\nMon cellulaire : 514-555-0143\nCellulaire de ma mère : 514-555-0157", from: kenzie, want: { phone: "+15145550143", others: [{ role: "parent", phone: "+15145550157" }] } },
  { shape: "Portuguese 'Moro em Orlando, FL'", subject: "Levantadora 2027", body: "Olá Coach,\n\nMeu nome é Kenzie Albrecht, levantadora 2027. Moro em Orlando, FL.\n\nKenzie Albrecht", from: kenzie, want: { city: "Orlando", state: "FL" } },
  { shape: "lower case 'my moms number is … and mine is …'", subject: "2027 oh", body: "hi coach im kenzie albrecht 2027 oh for heartland crush 17 royal. my moms number is 402 555 0157 and mine is 402 555 0143\n\nkenzie", from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "lower case 'u can text me at 4025550143'", subject: "2027 oh", body: "hi coach im kenzie albrecht 2027 oh for heartland crush 17 royal. u can text me at 4025550143\n\nkenzie", from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'my # is 402-555-0143'", subject: "2027 OH", body: letter("My # is 402-555-0143."), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'cell:402-555-0143' with no space", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\ncell:402-555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'Tel. +1 (402) 555-0143'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nTel. +1 (402) 555-0143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'c …' and 'm … (mom)' initials before numbers", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nc 402.555.0143\nm 402.555.0157 (mom)"), from: kenzie, want: { phone: "+14025550143", others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "Spanish, her mother's number first ('el celular de mi mamá es … y el mío es …')", subject: "Opuesta 2027", body: "Hola Coach,\n\nMe llamo Kenzie Albrecht, opuesta 2027. El celular de mi mamá es 787-555-0157 y el mío es 787-555-0143.\n\nKenzie Albrecht", from: kenzie, want: { phone: "+17875550143", others: [{ role: "parent", phone: "+17875550157" }] } },
  // A tenth round, measured before any change made for it.
  { shape: "a one-line sign-off 'Katy, TX 77494 | (281) 555-0143 | kenzie.a27@gmail.com'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nKaty, TX 77494 | (281) 555-0143 | kenzie.a27@gmail.com"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { city: "Katy", state: "TX", phone: "+12815550143", email: "kenzie.a27@gmail.com" } },
  { shape: "'Mom: Julie Albrecht <julie.albrecht@yahoo.com>'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nMom: Julie Albrecht <julie.albrecht@yahoo.com>"), from: kenzie, want: { email: "kenzie.albrecht27@gmail.com", others: [{ role: "parent", email: "julie.albrecht@yahoo.com" }] } },
  { shape: "'Mom/Dad: …'", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nMom/Dad: 402-555-0157"), from: kenzie, want: { phone: null, others: [{ role: "parent", phone: "+14025550157" }] } },
  { shape: "non-breaking spaces in her number", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\n402\u00a0555\u00a00143"), from: kenzie, want: { phone: "+14025550143" } },
  { shape: "'E: …' and 'P: …' initials", subject: "2027 OH", body: letter("", "\n\nKenzie Albrecht\nE: kenzie.a27@gmail.com\nP: 402-555-0143"), from: { address: "albrecht.family@outlook.com", name: "Albrecht Family" }, want: { email: "kenzie.a27@gmail.com", phone: "+14025550143" } },
  { shape: "a team in brackets after a state's name is no town ('Texas Glory (Black)')", subject: "2027 OH", body: "Hi Coach,\n\nI'm Brynn Okafor, a 2027 OH for Texas Glory (Black).\n\nBrynn Okafor", from: { address: "brynnokafor@gmail.com", name: "Brynn Okafor" }, want: { city: null, state: null } },
  { shape: "'I'm from Ohio (Columbus area)'", subject: "2027 OH", body: letter("I'm from Ohio (Columbus area)."), from: kenzie, want: { city: null, state: "OH" } },
  { shape: "a parent: 'We're in Papillion, NE (just south of Omaha)'", subject: "My daughter Kenzie", body: "Coach,\n\nMy daughter Kenzie Albrecht is a 2027 OH for Heartland Crush 17 Royal. We're in Papillion, NE (just south of Omaha).\n\nJulie Albrecht", from: { address: "julie.albrecht@yahoo.com", name: "Julie Albrecht" }, want: { city: "Papillion", state: "NE" } },
];

describe("places and contacts probed", () => {
  for (const probe of PROBES) {
    (probe.left ? it.fails : it)(`reads ${probe.shape}${probe.left ? ` (left: ${probe.left})` : ""}`, async () => {
      expect(await readFields(probe)).toEqual(probe.want);
    });
  }
});
