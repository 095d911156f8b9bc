/**
 * Failure classes found by the transport robustness transforms (scripts/pipeline/robustness/transport.ts): the same
 * email reaching InboxScout another way (forwarded once more by a colleague, under a server's notice, wrapped by
 * another client) must read the same. The emails are invented here; people, addresses and phones are made up.
 */
import { describe, expect, it } from "vitest";
import { processRawEmail } from "../../../functions/src/pipeline/index";
import { withoutHardWraps } from "../../../functions/src/pipeline/mime/hardWraps";
import { attaching, rawMessage, WRAPPERS } from "./fixtures";

const ATHLETE = {
  fromName: "Tessa Marlowe",
  fromAddress: "tessamarlowe28@gmail.com",
  subject: "2028 MB - Tessa Marlowe",
  body: [
    "Hi Coach,",
    "",
    "My name is Tessa Marlowe, a 2028 middle blocker (6'1\") for Prairie Fire 17 Elite and Westbrook High School in Topeka, KS.",
    "GPA 3.7. Film: https://www.hudl.com/video/3/4410/tessa28",
    "",
    "Thank you,",
    "Tessa Marlowe",
    "(785) 555-0162",
  ].join("\n"),
};

const FROM_COACH = "Dana Pruitt <dpruitt@osagevalley.edu>";

async function read(body: string, subject = "Fwd: 2028 MB - Tessa Marlowe") {
  return processRawEmail(rawMessage(body, { from: FROM_COACH, subject }));
}

describe("a college's confidentiality notice under an Outlook underscore line", () => {
  it.each(Object.keys(WRAPPERS))("is no forward under %s's forward: the forwarded athlete stays the writer", async (client) => {
    const notice = [
      "________________________________",
      "CONFIDENTIALITY NOTICE: This email and any attachments are intended only for the named recipient(s) and may",
      "contain privileged information. If you are not the intended recipient, please delete this message.",
    ].join("\n");
    // A short note: under a longer one, a block is the writer's own whatever its header says.
    const short = { ...ATHLETE, body: "Hi Coach, 2028 MB, 6'1\", Topeka KS, Prairie Fire 17 Elite. Film: https://www.hudl.com/video/3/4410/tessa28\nTessa Marlowe" };
    const email = await read(`${WRAPPERS[client]!(short, "Take a look")}\n${notice}\n`);
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete?.lastName?.value).toBe("Marlowe");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
  });
});

describe("a confidentiality notice the college's server appends under the whole forward", () => {
  it("is nobody's words: its capitalised heading is no name of a lower-case writer's", async () => {
    const lowerCase = { ...ATHLETE, body: "hi coach its tessa marlowe im a 2028 middle from topeka kansas. i play for prairie fire 17 elite. my cell is 785 555 0162\n\nthank you" };
    const notice = "________________________________\nCONFIDENTIALITY NOTICE: This email and any attachments are intended only for the named recipient(s) and may\ncontain privileged information. If you are not the intended recipient, please delete this message.";
    const email = await read(`${WRAPPERS.gmail!(lowerCase, "keep on file")}\n${notice}\n`);
    expect(email.athlete?.firstName?.value).toBe("Tessa");
    expect(email.athlete?.lastName?.value).toBe("Marlowe");
  });
});

describe("a coach's forward passed on by a colleague on the college's athletics subdomain", () => {
  it("is a staff hop: the athlete stays the writer, not the coach (same college, another mail domain)", async () => {
    const coachForward = { fromName: "Dana Pruitt", fromAddress: "dpruitt@osagevalley.edu", subject: `Fwd: ${ATHLETE.subject}`, body: WRAPPERS.gmail!(ATHLETE, "Strong block, worth a look.") };
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!(coachForward, "FYI"), { from: "Lee Garrow <lgarrow@athletics.osagevalley.edu>", subject: `Fwd: Fwd: ${ATHLETE.subject}` }));
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.coachNote).toContain("Strong block");
  });
});

describe("a colleague's reply quoting the coach's forward", () => {
  it("passes the forward on: the athlete inside it is the writer, the colleagues' words are notes", async () => {
    const coachForward = WRAPPERS.gmail!(ATHLETE, "Strong block, worth a look.\n\nDana Pruitt\nHead Volleyball Coach, Osage Valley University");
    const quoted = coachForward.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
    const reply = `Agreed - let's call her this week.\n\nOn Mon, Mar 3, 2025 at 9:12 AM Dana Pruitt <dpruitt@osagevalley.edu> wrote:\n${quoted}\n`;
    const email = await processRawEmail(rawMessage(reply, { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: "Re: Fwd: 2028 MB - Tessa Marlowe" }));
    expect(email.isRecruiting).toBe(true);
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.athlete?.phone?.value).toBe("+17855550162");
    expect(email.athlete?.email?.value).toBe(ATHLETE.fromAddress);
    expect(email.coachNote).toContain("let's call her");
  });

  it("in Outlook's reply (RE:, a header block without quote marks) passes the forward on too", async () => {
    const coachForward = WRAPPERS.gmail!(ATHLETE, "Strong block, worth a look.");
    const reply = WRAPPERS.outlookLive!({ fromName: "Dana Pruitt", fromAddress: "dpruitt@osagevalley.edu", subject: "Fwd: 2028 MB - Tessa Marlowe", body: coachForward }, "Agreed - let's call her this week.");
    const email = await processRawEmail(rawMessage(reply, { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: "RE: Fwd: 2028 MB - Tessa Marlowe" }));
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.athlete?.phone?.value).toBe("+17855550162");
    expect(email.coachNote).toContain("let's call her");
  });
});

describe("a message hard-wrapped at 72 columns (no format=flowed)", () => {
  it("reads a name broken over two lines whole", async () => {
    const wrapped = [
      "Hi Coach Pruitt,",
      "",
      "My name is Tessa Marlowe and I am a 2028 middle blocker at Westbrook",
      "High School in Topeka, Kansas. I play club for Prairie Fire 17 Elite and",
      "would love to be part of your program. I am 6'1\" with a 3.7 GPA.",
      "",
      "Thank you,",
      "Tessa Marlowe",
    ].join("\n");
    const email = await read(WRAPPERS.thunderbird!({ ...ATHLETE, body: wrapped }, "Worth a look."));
    expect(email.athlete?.highSchool?.value).toBe("Westbrook High School");
    expect(email.athlete?.city?.value).toBe("Topeka");
    expect(email.athlete?.clubTeam?.value).toBe("Prairie Fire 17 Elite");
  });

  it("joins a club team wrapped before its coach's \" - \" part", async () => {
    const wrapped = [
      "Hi Coach Pruitt, my name is Tessa Marlowe and I play middle for Prairie Fire 17",
      "- Okafor. I go to Westbrook High School in Topeka, Kansas and graduate in 2028.",
      "",
      "Tessa Marlowe",
    ].join("\n");
    const email = await read(WRAPPERS.gmail!({ ...ATHLETE, body: wrapped }, "Worth a look."));
    expect(email.athlete?.clubTeam?.value).toBe("Prairie Fire 17 - Okafor");
  });

  it("joins a long wrapped paragraph in time linear in its length", () => {
    const paragraph = `${"word ".repeat(14)}wrapped\n`.repeat(20_000);
    const started = performance.now();
    // One line, and the blank line after it kept: a paragraph's end is never joined.
    expect(withoutHardWraps(`${paragraph}\nThanks`).split("\n")).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("leaves rows of a list apart: a service's alert of three athletes stays no introduction", async () => {
    const alert = [
      "Hi Coach Pruitt,",
      "",
      "3 new athletes match your saved search \"2028 middles, 6'0+, Great Plains\":",
      "",
      "Tessa Marlowe - 2028 MB - 6'1\" - Prairie Fire 17 Elite - 3.7 GPA",
      "Joy Adebayo - 2028 MB - 6'2\" - Wichita Storm 17 Black - 3.5 GPA",
      "Kira Lund - 2028 MB - 6'0\" - Omaha Pulse 17 Blue - 3.9 GPA",
      "",
      "View their profiles and film on your dashboard.",
    ].join("\n");
    const email = await processRawEmail(rawMessage(alert, { from: "PlainsScout Alerts <alerts@plainsscout.example>", subject: "3 new matches" }));
    expect(email.isRecruiting).toBe(false);
  });
});

describe("a forward of a forward whose original has a Cc line", () => {
  it("reads each header block on its own: the outer forward's header does not run on to the inner Cc", async () => {
    const athleteWithCc = (WRAPPERS.gmail!(ATHLETE, "")).replace(/(\nTo: [^\n]*\n)/u, "$1Cc: Gail Ostrander <gostrander@prairiefirevbc.example>\n");
    const coachForward = { fromName: "Dana Pruitt", fromAddress: "dpruitt@osagevalley.edu", subject: `Fwd: ${ATHLETE.subject}`, body: `Strong block.\n${athleteWithCc}` };
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!(coachForward, "FYI"), { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: `Fwd: Fwd: ${ATHLETE.subject}` }));
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.athlete?.email?.value).toBe(ATHLETE.fromAddress);
    expect(email.coachNote).toContain("Strong block.");
  });
});

describe("a colleague's reply quoting the coach's forward of a club coach's iPhone forward", () => {
  it("keeps the club coach who passed the athlete on as the sender, though the iPhone quoted the athlete's email", async () => {
    const iphoneForward = `Dana - my setter I mentioned. - Gail\n\nSent from my iPhone\n\nBegin forwarded message:\n\n${["From: Tessa Marlowe <tessamarlowe28@gmail.com>", "Date: March 1, 2025 at 9:30:00 PM CST", "To: Gail Ostrander <gostrander@prairiefirevbc.example>", "Subject: college coach", "", ATHLETE.body].map((line) => `> ${line}`).join("\n")}`;
    const coachForward = WRAPPERS.gmail!({ fromName: "Gail Ostrander", fromAddress: "gostrander@prairiefirevbc.example", subject: "Fwd: college coach", body: iphoneForward }, "Dana Pruitt\nHead Volleyball Coach");
    const quoted = coachForward.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
    const reply = `Agreed.\n\nOn Mon, Mar 3, 2025 at 9:12 AM Dana Pruitt <dpruitt@osagevalley.edu> wrote:\n${quoted}\n`;
    const email = await processRawEmail(rawMessage(reply, { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: "Re: Fwd: Fwd: college coach" }));
    expect(email.senderRole).toBe("club_coach");
    expect(email.athlete?.lastName?.value).toBe("Marlowe");
  });
});

describe("a colleague's reply quoting the coach's reply to the athlete", () => {
  it("reads the athlete's email quoted two levels down: she is the writer, her address hers", async () => {
    const coachReply = `Hi Tessa,\n\nThanks for reaching out - we will be at the Heartland Classic.\n\nDana Pruitt\nHead Volleyball Coach\n\nOn Sun, Mar 2, 2025 at 8:00 PM Tessa Marlowe <tessamarlowe28@gmail.com> wrote:\n\n${ATHLETE.body.split("\n").map((line) => `> ${line}`).join("\n")}`;
    const quoted = coachReply.split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
    const reply = `Agreed, keep me posted.\n\nOn Mon, Mar 3, 2025 at 9:12 AM Dana Pruitt <dpruitt@osagevalley.edu> wrote:\n${quoted}\n`;
    const email = await processRawEmail(rawMessage(reply, { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: "Re: Re: 2028 MB - Tessa Marlowe" }));
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.athlete?.phone?.value).toBe("+17855550162");
  });
});

describe("a colleague's reply quoting the coach's forward of the athlete's own reply", () => {
  it("reads the athlete's reply (Re:) inside the quoted forward (Fwd:) as the forwarded message", async () => {
    const athleteReply = { ...ATHLETE, subject: "Re: 2028 MB", body: `${ATHLETE.body}\n\nOn Mon, Mar 2, 2025 at 10:15 AM Dana Pruitt <dpruitt@osagevalley.edu> wrote:\n\n> Tessa, thanks for reaching out. What is your GPA?\n> Coach Pruitt` };
    const quoted = WRAPPERS.gmail!(athleteReply, "Dana Pruitt\nHead Volleyball Coach").split("\n").map((line) => (line ? `> ${line}` : ">")).join("\n");
    const reply = `Agreed.\n\nOn Mon, Mar 3, 2025 at 9:12 AM Dana Pruitt <dpruitt@osagevalley.edu> wrote:\n${quoted}\n`;
    const email = await processRawEmail(rawMessage(reply, { from: "Lee Garrow <lgarrow@osagevalley.edu>", subject: "Re: Fwd: Re: 2028 MB" }));
    expect(email.senderRole).toBe("athlete");
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
  });
});

describe("a club's bulk mailing forwarded as an attachment", () => {
  it("is as surely no introduction as the mailing delivered straight: its own List-Unsubscribe still says it was sent to many", async () => {
    const mailing = [
      "From: Prairie Fire Volleyball <news@prairiefirevbc.example>",
      "To: dpruitt@osagevalley.edu",
      "Subject: Player spotlight: Tessa Marlowe",
      "Date: Sat, 01 Mar 2025 10:00:00 -0600",
      "Message-ID: <spotlight-7@prairiefirevbc.example>",
      "List-Unsubscribe: <https://prairiefirevbc.example/u>",
      "Precedence: bulk",
      "MIME-Version: 1.0",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "PLAYER SPOTLIGHT",
      "",
      "This month we celebrate Tessa Marlowe, a 2028 middle blocker for Prairie Fire 17 Elite at Westbrook High School.",
      "Tessa led the team in blocks at the Heartland Classic and was named to the all-tournament team.",
      "",
      "Congratulations, Tessa!",
      "",
      "Prairie Fire Volleyball Club | Topeka, KS",
      "Unsubscribe | Manage preferences",
    ].join("\r\n");
    const delivered = await processRawEmail(Buffer.from(mailing.replace("To: dpruitt@osagevalley.edu", "To: pruitt-x2@in.inboxscout.app")));
    const raw = attaching("", mailing, {
      from: FROM_COACH,
      to: "pruitt-x2@in.inboxscout.app",
      subject: "FW: Player spotlight: Tessa Marlowe",
      date: "Mon, 03 Mar 2025 09:00:00 -0600",
      messageId: "<fw-spotlight@osagevalley.edu>",
      filename: "spotlight.eml",
    });
    const attached = await processRawEmail(raw);
    expect(attached.isRecruiting).toBe(false);
    expect(attached.confidence).toBe(delivered.confidence);
  });
});

describe("Outlook 2013's forward of a sender without a display name", () => {
  it("reads her address without the mailto: of \"From:  [mailto:…]\"", async () => {
    const email = await read(WRAPPERS.outlook2013!({ ...ATHLETE, fromName: "" }, "FYI"));
    expect(email.originalFrom?.address).toBe(ATHLETE.fromAddress);
    expect(email.athlete?.email?.value).toBe(ATHLETE.fromAddress);
  });
});
