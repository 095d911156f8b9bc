import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

const when = new Date("2025-03-03T12:00:00Z");
const read = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("machine text is not a person", () => {
  it("never makes an athlete of a server log, nor a middle blocker of 52 MB", () => {
    const email = read("Disk usage alert", "Brian Murray, disk usage on web-02 is at 91%.\n\n/var/log 52 MB\n/home 2027 MB\n/tmp 5 MB\n\nTraceback (most recent call last):\n  File \"/srv/app.py\", line 12, in <module>\n    main()\nValueError: bad value\n\n-- \nBrian Murray\nSysadmin", { address: "brian.murray@gmail.com", name: "Brian Murray" });
    expect(email).toMatchObject({ isRecruiting: false, athlete: null });
  });
  it("never makes an athlete of log lines with timestamps and levels", () => {
    const email = read("[backup] nightly report", "[2025-03-02 04:00:01] INFO  starting dump host=db1 owner=Brian Murray\n[2025-03-02 04:00:07] INFO  wrote 52 MB to /var/backups/db.sql.gz (retention 2027)\n[2025-03-02 04:00:09] DEBUG checksum=9f2c1a\n[2025-03-02 04:00:09] INFO  done in 8.1s\n\nBrian Murray - 2027 MB quota", { address: "brian.murray@gmail.com", name: "Brian Murray" });
    expect(email).toMatchObject({ isRecruiting: false, athlete: null, senderRole: "other" });
  });
  it("filters a calendar invitation to a call with a prospect surely: it schedules, it introduces nobody", () => {
    const email = read(
      "Invitation: Call with Harper Quinn (2027 OH) @ Tue Dec 2, 2026 4pm",
      "You have been invited to the following event.\n\nCall with Harper Quinn (2027 OH)\nWhen: Tue Dec 2, 2026 4pm – 4:30pm (CST)\nJoining info: meet.google.com/abc-defg-hij\n\nGoing (hq27@gmail.com)? Yes - Maybe - No\nInvitation from Google Calendar",
      { address: "calendar-notification@google.com", name: "Google Calendar" },
    );
    expect(email).toMatchObject({ isRecruiting: false, senderRole: "other" });
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
  it("filters a stock tip as spam", () => {
    const email = read("Alert: GreenVolt Offers Alternative Energy Upside", "GreenVolt Offers Alternative - 2027 price target $14.50\n\nGVLT is a small-cap that could run 300%. Our analysts rate it a strong buy. Ticker: GVLT. Current share price: $0.42. Volume 5'2 million.\n\nThis is not investment advice.", { address: "picks@stockwire.example", name: "Stock Wire" });
    expect(email).toMatchObject({ isRecruiting: false, reason: "spam", athlete: null });
  });
  it("still reads MB after a height when the mail is about volleyball", () => {
    expect(read("2027 MB", "Hi Coach, my name is Tara Lopez and I'm a 6'2 MB for Vision 17 Black, class of 2027.", { address: "tara@gmail.com", name: "Tara Lopez" }).athlete?.positions?.value).toEqual(["MB"]);
  });
});

describe("an automatic reply introduces nobody", () => {
  it("filters a club director's out-of-office reply surely, her team's name and all", () => {
    const email = read("Out of office: Re: Josie Albrecht", "Hi! I'm at the Prairie Fire 17 Elite qualifier in Dallas through Sunday with very limited email. I'll reply when I'm back on Monday.\n\nRena Tillman\nClub Director", { address: "rena@prairiefirevbc.example", name: "Rena Tillman" });
    expect(email).toMatchObject({ isRecruiting: false, athlete: null });
    expect(email.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a subject gives a name only when it reads as one", () => {
  it("does not take a tournament and its court for the athlete", () => {
    const email = read("Triple Crown - court 14", "Hi Coach,\n\nI will be playing at Triple Crown this weekend on court 14 Saturday at 8am. I'm a 2027 setter for Mintonette 17 Elite, #7.\n\nThanks!", { address: "mk2027@gmail.com", name: null });
    expect(email.athlete?.firstName ?? null).toBeNull();
    // Her details without a name: kept, or left for the coach to review, never filtered for sure.
    expect(email.isRecruiting || (email.confidence ?? 1) < 0.7).toBe(true);
  });
  it("takes the name from a subject of athlete details", () => {
    const email = read("Harper Quinn - 2027 OH - Mintonette 17 Elite", "Hi Coach, I will be at Triple Crown this weekend on court 14. Thanks!", { address: "hq27@gmail.com", name: null });
    expect(email.athlete?.lastName?.value).toBe("Quinn");
  });
  it("does not take a template's 'Prospective Student-Athlete' for her name", () => {
    const email = read("Prospective Student-Athlete - 2028 Middle Blocker", "Dear Coach [Coach Last Name],\n\nMy name is ( ATHLETE'S NAME ) and I'm a 2028 middle blocker from Wichita, Kansas. I play for Prairie Fire VBC 17 Elite.\n\nSincerely,\nSkylar Dunn", { address: "skylar.dunn.vb@gmail.com", name: "Skylar Dunn" });
    expect(email.athlete?.firstName?.value).toBe("Skylar");
  });
});
