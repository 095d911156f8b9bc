import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The eighteenth tuning batch's failure classes: the numbers of a letter that are not hers (a sibling's class, the class
 * she left, a school's or a team's GPA, a German grade, a parent's height), a number answering a numbered question, and
 * contacts whose owner is said after them or that are only the tail of a spelled address.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "corabellweather@gmail.com", name: "Cora Bellweather" };
const parentFrom = { address: "dbellweather@outlook.com", name: "Dorian Bellweather" };
const coachFrom = { address: "vpatel@summitridgevbc.example", name: "Vikram Patel" };
const read = (body: string, from = athleteFrom, subject = "Prospective student-athlete") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;

describe("a class year said of someone else or of the class she left is not hers", () => {
  it("reads her standing, not her sister's class in brackets", () => {
    const athlete = read(`Hi Coach,\n\nI'm Cora Bellweather, an outside hitter at Kestrel Point High School. I'm a junior this school year, and my older sister (class of 2025) plays in college already.\n\nCora Bellweather`);
    expect(athlete?.gradYear?.value).toBe(2028);
  });

  it("reads the year she now graduates, not the class she was in before graduating early", () => {
    const athlete = read(`Coach,\n\nI'm Cora Bellweather, a libero at Kestrel Point High School. I was originally class of 2029, but I'm graduating a year early, in May 2028.\n\nCora`);
    expect(athlete?.gradYear?.value).toBe(2028);
  });

  it("reads the term she graduates early in over the class she names, in a sentence or in brackets", () => {
    expect(read(`Coach,\n\nI'm Cora Bellweather, a 2028 OH, but I will graduate a semester early in December 2027.\n\nCora`)?.gradYear?.value).toBe(2027);
    expect(read(`Coach,\n\nI'm Cora Bellweather, an OH. I plan to graduate early (December 2027) instead of with the class of 2028.\n\nCora`)?.gradYear?.value).toBe(2027);
  });

  it("reads the standing she will have next school year a year on", () => {
    expect(read(`Coach,\n\nI'm Cora Bellweather, a setter at Kestrel Point High School. Next year I'll be a senior.\n\nCora`)?.gradYear?.value).toBe(2028);
  });

  it("still reads her own class when she names it first", () => {
    expect(read(`Coach,\n\nI'm Cora Bellweather, class of 2028, a libero. My brother is class of 2026.\n\nCora`)?.gradYear?.value).toBe(2028);
  });
});

describe("a GPA that is not hers or is no GPA", () => {
  it("skips the school's average GPA before hers", () => {
    const athlete = read(`Dear Coach,\n\nI'd like to recommend Cora Bellweather, a 2028 outside hitter. Our school's average is about a 2.9 GPA; Cora's is 3.77.\n\nVikram Patel\nDirector, Summit Ridge VBC`, coachFrom);
    expect(athlete?.gpa?.value.value).toBe(3.77);
  });

  it("skips a team GPA after the number", () => {
    const athlete = read(`Coach,\n\nI'm Cora Bellweather, a 2028 setter. Our varsity posted a 3.55 team GPA last year. My GPA: 3.91.\n\nCora`);
    expect(athlete?.gpa?.value.value).toBe(3.91);
  });

  it("skips a team's average said with a verb before hers", () => {
    expect(read(`Coach,\n\nI'm Cora Bellweather, a 2028 setter. Our team averages a 3.4 GPA and I have a 3.86.\n\nCora`)?.gpa?.value.value).toBe(3.86);
  });

  it("reads no GPA from a German grade average", () => {
    const athlete = read(`Hallo Coach,\n\nich bin Cora Bellweather, Zuspielerin, Abitur 2028. Mein Notendurchschnitt ist 1,9.\n\nCora`);
    expect(athlete?.gpa ?? null).toBeNull();
  });

  it("reads a GPA answered by its question's number under the coach's numbered questions", () => {
    const body = `Hi Coach,\n\n1. 2028\n2. Libero\n3. Kestrel Point High School\n4. 3.64\n\nCora Bellweather\n\nOn Tue, Nov 24, 2026 at 9:00 AM Nadia Ferro <nferro@larkspur.edu> wrote:\n> Cora, please answer these:\n> 1. Graduation year\n> 2. Position\n> 3. High school\n> 4. GPA\n`;
    expect(read(body)?.gpa?.value.value).toBe(3.64);
  });
  it("reads a numbered answer by the place of 'GPA' in the coach's quoted list of questions", () => {
    const body = `Coach,\n\n1. Cora Bellweather\n2. 2028\n3. Libero\n4. Summit Ridge 17 Gold\n5. 3.58\n6. Denver, CO\n\nCora\n\nOn Tue, Nov 24, 2026 at 9:00 AM Nadia Ferro <nferro@larkspur.edu> wrote:\n> Thanks! Please send your name, class, position, club, GPA and home town.\n`;
    expect(read(body)?.gpa?.value.value).toBe(3.58);
  });
});

describe("a height beside someone else's", () => {
  it("reads hers after her mother's in the same sentence", () => {
    const athlete = read(`Hello Coach,\n\nMy daughter Cora Bellweather is a 2028 middle. Her mom is 6'1" and she's 6'0" at fifteen.\n\nDorian Bellweather`, parentFrom);
    expect(athlete?.height?.value.inches).toBe(72);
  });

  it("reads a dashed height as an item of her profile line", () => {
    const athlete = read(`Coach,\n\nCora Bellweather - 2028 - OH\n5-11, 3.8 GPA, Kestrel Point High School\n\nCora`);
    expect(athlete?.height?.value.inches).toBe(71);
  });

  it("does not read a win-loss record as a height", () => {
    const athlete = read(`Coach,\n\nI'm Cora Bellweather, a 2028 OH. Our team went 5-9, 3.8 GPA as a team though.\n\nCora`);
    expect(athlete?.height ?? null).toBeNull();
  });
});

describe("whose contact it is, said after it, and what is only part of one", () => {
  it("reads '(hers)' after a number in a parent's letter as hers, '(mine)' as the parent's", () => {
    const athlete = read(`Coach,\n\nMy daughter Cora Bellweather is a 2028 setter at Kestrel Point High School. Phones: 303-555-0131 (mine), 303-555-0132 (hers).\n\nDorian Bellweather`, parentFrom);
    expect(athlete?.phone?.value).toBe("+13035550132");
  });

  it("reads a 'Player contact:' line's number as hers in a club coach's letter", () => {
    const athlete = read(`Coach,\n\nCora Bellweather is a 2028 setter on my Summit Ridge 17 Gold team.\n\nPlayer contact: corab28@gmail.com / 303-555-0134\n\nVikram Patel\nSummit Ridge VBC\n303-555-0135 (club office)`, coachFrom);
    expect(athlete?.phone?.value).toBe("+13035550134");
  });

  it("does not take the tail of an address spelled with spaces in it", () => {
    const athlete = read(`Coach,\n\nI'm Cora Bellweather, a 2028 OH. cora bell 28 at gmail dot com works too.\n\nCora`);
    expect(athlete?.email?.value).toBe("corabellweather@gmail.com");
  });
});
