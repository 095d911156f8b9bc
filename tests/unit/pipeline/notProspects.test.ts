import { describe, expect, it } from "vitest";
import { engineOutcome } from "@machines/inbox/engineOutcome";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Mail about players who are no prospects, probed with short invented emails after the last tuning round: a graduate's
 * thank-you, a current player's media-guide bio, a club bulletin's player of the week, a social network's follow notice.
 * Each names a player with her class, position and club, and each was summarised as recruiting. They may be filtered or
 * asked about, never summarised; the introductions that look like them (a junior-college transfer, a senior) stay recruiting.
 */
const when = new Date("2026-11-27T12:00:00Z");
const COACH = { address: "tvance@bellmoor.edu", name: "Tessa Vance" };

const forwarded = (sender: string, subject: string, text: string) =>
  `---------- Forwarded message ---------\nFrom: ${sender}\nDate: Mon, Nov 23, 2026 at 4:12 PM\nSubject: ${subject}\nTo: Tessa Vance <tvance@bellmoor.edu>\n\n\n${text}`;

const outcomeOf = async (sender: string, subject: string, text: string) => {
  const email = await processTextEmail({ subject, body: forwarded(sender, subject, text), from: COACH }, { receivedAt: when });
  return { email, outcome: engineOutcome(email, when).kind };
};

describe("players who are no prospects are never summarised as recruits", () => {
  it("does not take a bulletin line that starts with a player's name ('Caroline, a 2028 libero …') for a greeting", async () => {
    const { outcome } = await outcomeOf(
      "Great Plains Juniors <news@greatplainsjuniors.example>",
      "Great Plains Juniors Weekly",
      "GREAT PLAINS JUNIORS - WEEKLY\n\nPlayer of the Week: Caroline Abt, 16 Gold\nCaroline, a 2028 libero from Salina, Kansas, posted 41 digs across three matches at the Winter Classic and was named to the all-tournament team.\n\nUpcoming: Holiday Hitters Dec 20-21 in Wichita. Team parents, remember to submit hotel info by Friday.",
    );
    expect(outcome).not.toBe("recruiting");
  });

  // Left: nothing but "graduated" says she is out of high school, and junior-college players introducing themselves say it too.
  it.fails("reads a graduate's thank-you (her class already out of high school) as no introduction", async () => {
    const { outcome } = await outcomeOf(
      "Grace Holloway <ghollow22@gmail.com>",
      "thank you coach",
      "Coach Vance,\n\nI just wanted to say thank you for four amazing years. I graduated last May and just started my nursing job in Omaha. I still wear my Bellmoor jacket everywhere!\n\nTell the team good luck at conference.\n\nGrace Holloway\nClass of 2026, #14 libero",
    );
    expect(outcome).not.toBe("recruiting");
  });

  it("reads the sports information office's media-guide bio of a current player (her college seasons) as no introduction", async () => {
    const { outcome } = await outcomeOf(
      "SID Office <sid@bellmoor.edu>",
      "bio draft for review",
      "Please review the draft bio below for the media guide by Friday.\n\n#21 Noor Haddad\nSophomore | Outside Hitter | 6-0 | Tulsa, Okla. | Holland Hall\n\nAS A FRESHMAN (2025): Appeared in 28 matches... Recorded career-high 17 kills vs. Carver State.\n\nHIGH SCHOOL: Three-year letterwinner at Holland Hall... Played club for Tulsa Elite 17 Black.\n\nPERSONAL: Daughter of Sami and Leila Haddad... Majoring in biology.",
    );
    expect(outcome).not.toBe("recruiting");
  });

  it("reads a social network's follow notice (the follower's profile line under it) as machine mail", async () => {
    const { outcome } = await outcomeOf(
      "Instagram <no-reply@mail.instagram.example>",
      "follow request",
      "madi.kern.vb (Madi Kern) requested to follow you.\n\nMadi Kern | 2028 | Setter | Tri-State Elite 16 Black\n\nConfirm or delete the request in the app.",
    );
    expect(outcome).toBe("filtered");
  });
});

describe("the introductions that look like them stay recruiting", () => {
  it("summarises a junior-college player who graduated from high school in 2025, though she never says 'transfer'", async () => {
    const { outcome } = await outcomeOf(
      "Tori Whitcomb <toriwhitcomb25@gmail.com>",
      "Sophomore setter - Tori Whitcomb",
      "Hi Coach Vance,\n\nI graduated from Ellison High School in 2025 (Class of 2025) and I'm now a sophomore setter at Foothill Valley College. I'm 5'10\" with a 3.6 GPA and I'd love to finish my career at Bellmoor.\n\nFilm: https://www.youtube.com/watch?v=toriSet25\n\nTori Whitcomb",
    );
    expect(outcome).toBe("recruiting");
  });

  it("summarises a junior-college player out of high school in 2025 who is looking to transfer", async () => {
    const { email, outcome } = await outcomeOf(
      "Brynn Calloway <brynncalloway25@gmail.com>",
      "JUCO setter looking to transfer for 2027",
      "Hi Coach Vance,\n\nMy name is Brynn Calloway and I am a sophomore setter at Prairie Ridge Community College. I graduated from Ellison High School in 2025 (Class of 2025) and I am looking to transfer to a four-year program for fall 2027. I am 5'10\" with a 3.6 GPA.\n\nMy highlight video: https://www.youtube.com/watch?v=brynnSet25\n\nThank you,\nBrynn Calloway",
    );
    expect(email.athlete?.firstName?.value).toBe("Brynn");
    expect(outcome).toBe("recruiting");
  });

  it("summarises an introduction written in her senior spring and forwarded after she graduated, which says nothing of it", async () => {
    const email = await processTextEmail(
      {
        subject: "2027 OH – interested in your program",
        body: forwarded("Maya Thompson <maya.thompson.vb@gmail.com>", "2027 OH – interested in your program", "Hi Coach! My name is Maya Thompson and I'm a 2027 outside hitter (6'1\") from Lexington, KY. I play for KJV 17 Elite. I have a 3.9 GPA."),
        from: COACH,
      },
      { receivedAt: new Date("2027-09-14T12:00:00Z") },
    );
    expect(engineOutcome(email, new Date("2027-09-14T12:00:00Z")).kind).toBe("recruiting");
  });

  it.each(["Estimados entrenadores,", "Queridas entrenadoras,", "Prezados treinadores,", "Chers entraîneurs,", "Sehr geehrter Herr Trainer,", "Hii Coach!"])(
    "reads '%s' as a greeting: a club's mailing that greets the coaches introduces its player",
    async (greeting) => {
      const body = `${greeting}\n\nLes presentamos a nuestra jugadora Lucía Pérez, armadora de la clase 2028 (1,78 m), del Club Voleibol Cancún. Su video: https://youtu.be/luciaperez28\n\nClub Voleibol Cancún\n\nUnsubscribe | Manage preferences`;
      const email = await processTextEmail({ subject: "Lucía Pérez - armadora 2028", body, from: { address: "info@cvcancun.example", name: "Club Voleibol Cancún" } }, { receivedAt: when });
      expect(engineOutcome(email, when).kind).toBe("recruiting");
    },
  );

  it.each(["I followed you on Instagram and loved your team's senior night video!", "I tagged you in her highlight video on X."])(
    "summarises a parent's introduction that says '%s' (only a social network's own notice is one)",
    async (line) => {
      const body = `Hi Coach Vance,\n\nOur daughter Kiley is a 2028 outside hitter from Omaha, NE. She plays for Nebraska Elite 16 Black and has a 3.8 GPA. ${line}\n\nHighlights: https://youtu.be/kileyb28\n\nDana Brandt`;
      const email = await processTextEmail({ subject: "2028 OH - Kiley Brandt", body, from: { address: "dbrandt@gmail.com", name: "Dana Brandt" } }, { receivedAt: when });
      expect(engineOutcome(email, when).kind).toBe("recruiting");
    },
  );

  it("summarises a senior of the class of 2027 writing in her senior fall", async () => {
    const { outcome } = await outcomeOf(
      "Hillary Voss <hillaryvoss27@gmail.com>",
      "2027 libero - Hillary Voss",
      "Hillary Voss here, a 2027 libero at Carbondale High School who plays for Egypt Elite 17 Red. I would love to be considered for a walk-on spot.\n\nFilm: https://www.hudl.com/video/3/77120/hvoss\n\nHillary Voss",
    );
    expect(outcome).toBe("recruiting");
  });
});
