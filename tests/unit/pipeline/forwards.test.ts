import { describe, expect, it } from "vitest";
import { processRawEmail, toExtractLine } from "../../../functions/src/pipeline/index";
import { bundleOfAttached, FORWARD_ALL, MAYA, MAYA_LINE, WRAPPERS, rawMessage, withAttachedMessage } from "./fixtures";

describe("forward unwrapping", () => {
  for (const [client, wrap] of Object.entries(WRAPPERS)) {
    it(`reads the athlete inside a ${client} forward and keeps the coach's note apart`, async () => {
      const email = await processRawEmail(rawMessage(wrap(MAYA, "Strong arm, worth a call. - JE"), { subject: "Fwd: 2027 OH" }));
      expect(toExtractLine(email, email.messageId)).toEqual({
        id: "fixture-1@mail.example",
        is_recruiting: true,
        sender_role: "athlete",
        athlete: MAYA_LINE,
        athletes: [MAYA_LINE],
        forwarded_from: { name: email.originalFrom?.name ?? null, address: "maya.thompson.vb@gmail.com" },
        warnings: [],
      });
      expect(email.forwardedBy?.address).toBe("jellis@state.edu");
      expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
      expect(email.coachNote).toContain("Strong arm, worth a call.");
      expect(email.text).not.toContain("Strong arm");
      // Every field shows where it was read: the text it came from, or the From header.
      expect(email.athlete?.gradYear?.source.snippet).toMatch(/2027 (?:OH|outside hitter)/);
      expect(email.athlete?.email?.source.snippet).toBe("From: Maya Thompson <maya.thompson.vb@gmail.com>");
    });
  }

  it("leaves the mail app's tagline out of the coach's note ('Sent from my iPhone', 'Get Outlook for iOS'), and a note that is only one out", async () => {
    const noteOf = async (note: string) => (await processRawEmail(rawMessage(WRAPPERS.gmail!(MAYA, note), { subject: "Fwd: 2027 OH" }))).coachNote;
    expect(await noteOf("Look at this one\n\nGet Outlook for iOS [https://aka.ms/AAb9ysg]")).toBe("Look at this one");
    expect(await noteOf("Call her mom?\n\nSent from my iPhone")).toBe("Call her mom?");
    expect(await noteOf("Von meinem iPhone gesendet")).toBeNull();
    expect(await noteOf("Enviado desde mi Samsung Galaxy")).toBeNull();
    // A sentence that starts like one is the coach's own.
    expect(await noteOf("Sent from my office: she is the setter Kim mentioned")).toBe("Sent from my office: she is the setter Kim mentioned");
  });

  it("unwraps a forward of a forward down to the athlete's message", async () => {
    const inner = WRAPPERS.gmail!(MAYA, "see below");
    const outer = WRAPPERS.outlookLive!({ fromName: "Sam Ortiz", fromAddress: "sortiz@state.edu", subject: "Fwd: 2027 OH", body: inner }, "From my assistant");
    const email = await processRawEmail(rawMessage(outer));
    expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
    expect(email.athlete?.firstName?.value).toBe("Maya");
    expect(email.coachNote).toContain("From my assistant");
    expect(email.coachNote).toContain("see below");
  });

  it("reads a forward attached as message/rfc822 (.eml), the body being the coach's note", async () => {
    const email = await processRawEmail(withAttachedMessage("Attached a good one.", MAYA));
    expect(toExtractLine(email, email.messageId).athlete).toEqual(MAYA_LINE);
    expect(email.coachNote).toBe("Attached a good one.");
    expect(email.originalFrom?.address).toBe("maya.thompson.vb@gmail.com");
  });

  it("reads quoted-printable and base64 bodies", async () => {
    for (const encoding of ["quoted-printable", "base64"] as const) {
      const email = await processRawEmail(rawMessage(WRAPPERS.gmail!(MAYA, "fyi"), { encoding }));
      expect(toExtractLine(email, null).athlete).toEqual(MAYA_LINE);
    }
  });

  it("reads HTML-only mail, keeping link addresses and table rows", async () => {
    const html = `<div>fyi</div><div>---------- Forwarded message ---------<br>From: <strong>Ava Chen</strong> &lt;<a href="mailto:ava.chen28@gmail.com">ava.chen28@gmail.com</a>&gt;<br>Date: Mon, Mar 3, 2025<br>Subject: Setter 2028<br>To: &lt;jellis@state.edu&gt;<br></div><br>
      <p>Hello Coach,</p><p>My name is Ava Chen. Here is my <a href="https://youtu.be/abc123">skills video</a>.</p>
      <table><tr><td>Position</td><td>Setter</td></tr><tr><td>Height</td><td>5'10"</td></tr><tr><td>Class</td><td>2028</td></tr><tr><td>Club</td><td>Tri-State 16 Elite</td></tr><tr><td>Hometown</td><td>Cincinnati, OH</td></tr></table>
      <p>Thanks,<br>Ava</p>`;
    const email = await processRawEmail(rawMessage(html, { contentType: "text/html" }));
    expect(toExtractLine(email, null).athlete).toMatchObject({
      first_name: "Ava",
      last_name: "Chen",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Tri-State 16 Elite",
      city: "Cincinnati",
      state: "OH",
      email: "ava.chen28@gmail.com",
      video_urls: ["https://youtu.be/abc123"],
    });
  });

  it("drops the college coach's quoted message under an athlete's reply, keeping her signature", async () => {
    const reply = `Thank you for getting back to me!\n\nMaya Thompson\n2027 OH | KJV 17 Elite\n(859) 555-0142\n\nOn Mon, Mar 3, 2025 at 9:00 AM Jordan Ellis <jellis@state.edu> wrote:\n> Hi Maya, thanks for reaching out. What is your 2027 schedule?\n> Coach Ellis\n`;
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!({ ...MAYA, body: reply }, "")));
    expect(email.text).toContain("2027 OH | KJV 17 Elite");
    expect(email.text).not.toContain("What is your 2027 schedule");
    expect(email.athlete?.phone?.value).toBe("+18595550142");
  });
});

describe("tournaments", () => {
  it("reads each upcoming event with its dates, place, court and jersey", async () => {
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!(MAYA, "")));
    expect(email.events).toEqual([
      {
        name: "Bluegrass Qualifier",
        datesText: "March 14-16",
        startDate: "2025-03-14",
        endDate: "2025-03-16",
        location: "Louisville, KY",
        team: "KJV 17 Elite",
        jerseyNumber: "7",
        position: null,
        court: "court 12",
        source: expect.objectContaining({ snippet: expect.stringContaining("Bluegrass Qualifier") }),
      },
    ]);
  });

  it("reads the position she will play at an event when the line says it", async () => {
    const body = "My name is Ana Ruiz, a 2027 outside hitter from Miami, FL.\nJan 18-20 - Windy City National Qualifier - Chicago, IL - playing opposite, court 4";
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!({ ...MAYA, body }, "")));
    expect(email.events[0]).toMatchObject({ name: "Windy City National Qualifier", position: "RS/OPP", court: "court 4", location: "Chicago, IL" });
  });

  it("never gives an event the athlete's home town from an earlier sentence", async () => {
    const body = "My daughter Camila Ortiz is a 2027 libero at Eastside High School in Austin, TX, and plays for Austin Skyline 17 Royal. She will play at the Lone Star Classic on January 17 (court 6).";
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!({ ...MAYA, body }, "")));
    expect(email.events[0]).toMatchObject({ name: "Lone Star Classic", court: "court 6", location: null });
  });

  it("reads a place that leads the event's schedule line", async () => {
    const body = "My name is Ana Ruiz, a 2027 outside hitter.\nDallas, TX - Jan 18-20 - Lone Star Classic, court 4";
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!({ ...MAYA, body }, "")));
    expect(email.events[0]).toMatchObject({ name: "Lone Star Classic", location: "Dallas, TX" });
  });

  it("reads a schedule table, one event per row", async () => {
    const body = "Hi Coach, my name is Jaylen Ortiz, a 2027 pitcher for Arizona Hotshots Premier 17U.\n\nOct 17-19   PGF Fall Classic    Irvine, CA     Field 4    #22\nNov 7-9     Top Gun Showcase    Las Vegas, NV  Field 11   #22\n";
    const email = await processRawEmail(rawMessage(WRAPPERS.gmail!({ ...MAYA, body }, "")));
    expect(email.events.map(({ name, startDate, endDate, location, court, jerseyNumber }) => ({ name, startDate, endDate, location, court, jerseyNumber }))).toEqual([
      { name: "PGF Fall Classic", startDate: "2025-10-17", endDate: "2025-10-19", location: "Irvine, CA", court: "Field 4", jerseyNumber: "22" },
      { name: "Top Gun Showcase", startDate: "2025-11-07", endDate: "2025-11-09", location: "Las Vegas, NV", court: "Field 11", jerseyNumber: "22" },
    ]);
  });
});

describe("profile tables", () => {
  it("pairs a header row with its single row of values", async () => {
    const html = `<p>Hi Coach, here is my info.</p><table><tr><th>Name</th><th>Grad Year</th><th>Position</th><th>Height</th><th>Club</th><th>Hometown</th><th>GPA</th></tr><tr><td>Maya Lin</td><td>2027</td><td>Setter</td><td>5'9" and a half</td><td>Texas Advantage 17 Royal</td><td>Plano, TX</td><td>3.9</td></tr></table>`;
    const email = await processRawEmail(rawMessage(html, { contentType: "text/html", from: "Maya Lin <mayalin27@gmail.com>", subject: "my info" }));
    expect(toExtractLine(email, null).athlete).toMatchObject({ first_name: "Maya", last_name: "Lin", grad_year: 2027, positions: ["S"], height_inches: 69.5, club_team: "Texas Advantage 17 Royal", city: "Plano", state: "TX", gpa: 3.9 });
  });
});

describe("several emails forwarded as attachments of one", () => {
  it("reads the first and says, on the email, that the others were not read", async () => {
    const email = await processRawEmail(bundleOfAttached(), { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect(email.athlete?.firstName?.value).toBe("Riley");
    expect(email.warnings).toEqual(["3 emails were forwarded as attachments of this one: only the first was read, so forward the others one at a time"]);
  });
});

describe("several emails forwarded one after another in one (Gmail's 'Forward all')", () => {
  it("says on the email that only the last was read, where the first athlete had been dropped without a word", async () => {
    const email = await processRawEmail(FORWARD_ALL, { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect(email.warnings).toEqual(["several emails were forwarded one after another in this one: only the last was read, so forward the others one at a time"]);
    // A forward of a forward (the inner one sent to the middle person, not to the coach) is no such thing.
    const nested = `FYI\n\n---------- Forwarded message ---------\nFrom: Dana Pike <dpike@elevatevbc.example>\nDate: Tue, Nov 17, 2026 at 8:00 AM\nSubject: Fwd: 2028 setter\nTo: Kelly Walker <kwalker@northfield.edu>\n\nGood kid.\n\n---------- Forwarded message ---------\nFrom: Riley Chen <rileychen28@gmail.com>\nDate: Mon, Nov 16, 2026 at 7:02 PM\nSubject: 2028 setter\nTo: Dana Pike <dpike@elevatevbc.example>\n\n\nHi Coach Pike,\n\nMy name is Riley Chen, a 2028 setter at Lakeview HS.\n\nRiley Chen\n`;
    const forwardedTwice = await processRawEmail(rawMessage(nested, { from: "Kelly Walker <kwalker@northfield.edu>", subject: "Fwd: Fwd: 2028 setter" }), { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect([forwardedTwice.warnings, forwardedTwice.athlete?.firstName?.value]).toEqual([[], "Riley"]);
  });
});
