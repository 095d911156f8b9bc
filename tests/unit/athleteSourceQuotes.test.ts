import { describe, expect, it } from "vitest";
import { excerptAround, findValue, groupBySource, markedPieces } from "../../src/features/athletes/sourceQuotes";

const SENTENCE = `Hi Coach! My name is Nora Quinn and I'm a 2027 outside hitter (6'1") from Lexington, KY.`;
const marked = (text: string, range: { start: number; end: number } | null) => (range ? text.slice(range.start, range.end) : null);

describe("the athlete page's source quotes", () => {
  it("finds a value as a whole word, ignoring case, trying each way it may be written", () => {
    expect(marked(SENTENCE, findValue(SENTENCE, ["ky"]))).toBe("KY");
    expect(marked(SENTENCE, findValue(SENTENCE, [`6'1"`]))).toBe(`6'1"`);
    expect(marked(SENTENCE, findValue(SENTENCE, ["6-1", `6'1"`]))).toBe(`6'1"`);
    // "oh" is inside "John" and "Ohio" only: no whole word, so nothing is marked.
    expect(findValue("John is from Ohio", ["OH"])).toBeNull();
    expect(findValue(SENTENCE, ["Volleyball"])).toBeNull();
  });

  it("groups the fields that share one sentence of one email under it, once, each with its mark", () => {
    const quotes = groupBySource([
      { field: "firstName", emailId: "e1", text: SENTENCE, forms: ["Nora"] },
      { field: "clubTeam", emailId: "e1", text: "I play for KJV 17 Elite and have a 3.9 GPA.", forms: ["KJV 17 Elite"] },
      { field: "lastName", emailId: "e1", text: SENTENCE, forms: ["Quinn"] },
      { field: "sport", emailId: "e1", text: SENTENCE, forms: ["volleyball"] },
      { field: "state", emailId: "e2", text: SENTENCE, forms: ["KY"] },
      { field: "city", emailId: "e1", text: SENTENCE, attachment: "resume.pdf", forms: ["Lexington"] },
    ]);
    expect(quotes.map((quote) => [quote.emailId, quote.attachment ?? null, quote.fields.map((read) => read.field)])).toEqual([
      ["e1", null, ["firstName", "lastName", "sport"]],
      ["e1", null, ["clubTeam"]],
      ["e2", null, ["state"]],
      ["e1", "resume.pdf", ["city"]],
    ]);
    expect(quotes[0]!.fields.map((read) => marked(SENTENCE, read.mark))).toEqual(["Nora", "Quinn", null]);
  });

  it("shows a text found inside a longer one of the same email within it, its mark moved to its place there", () => {
    const subject = "2027 OH interested in your program";
    const both = `${subject} ${SENTENCE}`;
    const quotes = groupBySource([
      { field: "gradYear", emailId: "e1", text: subject, forms: ["2027"] },
      { field: "state", emailId: "e1", text: SENTENCE, forms: ["KY"] },
      { field: "positions", emailId: "e1", text: both, forms: ["OH"] },
      { field: "city", emailId: "e2", text: SENTENCE, forms: ["Lexington"] },
    ]);
    expect(quotes.map((quote) => [quote.emailId, quote.text, quote.fields.map((read) => read.field)])).toEqual([
      ["e1", both, ["gradYear", "state", "positions"]],
      ["e2", SENTENCE, ["city"]],
    ]);
    expect(quotes[0]!.fields.map((read) => marked(both, read.mark))).toEqual(["2027", "KY", "OH"]);
    expect(quotes[0]!.fields[1]!.mark!.start).toBe(both.lastIndexOf("KY"));
  });

  it("keeps a short quote whole and splits it into marked and plain pieces, overlapping marks joined", () => {
    const excerpt = excerptAround(SENTENCE, [findValue(SENTENCE, ["Nora"])!, findValue(SENTENCE, ["Nora Quinn"])!], 240);
    expect(excerpt).toMatchObject({ text: SENTENCE, cutBefore: false, cutAfter: false });
    expect(markedPieces(excerpt.text, excerpt.marks).filter((piece) => piece.marked).map((piece) => piece.text)).toEqual(["Nora Quinn"]);
  });

  it("cuts a long quote only between words, around its marks, and says where it was cut", () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const text = [...words.slice(0, 30), "GPA 3.95", ...words.slice(30)].join(" ");
    const mark = findValue(text, ["3.95"])!;
    const excerpt = excerptAround(text, [mark], 80);
    expect(excerpt.cutBefore).toBe(true);
    expect(excerpt.cutAfter).toBe(true);
    expect(excerpt.text.length).toBeLessThanOrEqual(80);
    // Every piece of the excerpt is a whole word of the text.
    for (const word of excerpt.text.split(" ")) expect(text.split(" ")).toContain(word);
    expect(excerpt.text.slice(excerpt.marks[0]!.start, excerpt.marks[0]!.end)).toBe("3.95");
    // The mark sits near the middle, with room on both sides.
    expect(excerpt.marks[0]!.start).toBeGreaterThan(20);
    expect(excerpt.text.length - excerpt.marks[0]!.end).toBeGreaterThan(20);
  });

  it("never cuts a mark, even one longer than the room, nor a word longer than the room", () => {
    const text = `intro ${"x".repeat(30)} the club is Extremely Long Club Name Volleyball Academy of the Bluegrass Region and more words follow`;
    const mark = findValue(text, ["Extremely Long Club Name Volleyball Academy of the Bluegrass Region"])!;
    const excerpt = excerptAround(text, [mark], 40);
    expect(excerpt.text).toBe("Extremely Long Club Name Volleyball Academy of the Bluegrass Region");
    expect(excerpt.marks).toEqual([{ start: 0, end: excerpt.text.length }]);

    const link = `see https://www.youtube.com/watch?v=${"a".repeat(90)} now`;
    expect(excerptAround(link, [], 40).text).toBe(`see`);
    const withLink = excerptAround(link, [findValue(link, ["now"])!], 40);
    expect(withLink.text).toBe("now");
  });
});
