import type { Gpa } from "@machines/inbox/extractedAthlete";
import { type Candidate, caselessMatches, matchesOf } from "../text";

const NUMBER = `([0-5][.,]\\d{1,3})(?:[ \\t]*(?:/|out of|sur|de)[ \\t]*([4-5](?:[.,]0{1,2})?|10))?`;
const WEIGHT = `(?:\\(?[ \\t]*(un[- ]?weighted|weighted|uw|w|cumulative|cum|core|ponderado|pondéré|no ponderado|non pondéré)\\b\\.?\\)?)?`;
// "GPA: 3.8", "GPA of 3.9/4.0", "3.9 GPA", "4.2 weighted GPA", "Promedio: 3.8", "Moyenne : 15/20" is not a GPA.
const LABEL_FIRST = new RegExp(`\\b(?:(un[- ]?weighted|weighted|cumulative|core)[ \\t]+)?(?:gpa|g\\.p\\.a\\.?|grade point(?: average)?|promedio(?: general)?|moyenne|m[ée]dia|notendurchschnitt)\\b[^\\d\\n]{0,20}?${NUMBER}[ \\t]*${WEIGHT}`, "giu");
// "a 3.9 student", and a coach's "She's a 4.0 kid": the number said of her as a pupil.
const NUMBER_FIRST = new RegExp(`(?<![\\d.])${NUMBER}[ \\t]*(?:\\(?[ \\t]*(un[- ]?weighted|weighted|uw|w|cumulative)\\b\\.?\\)?[ \\t]*)?(?:(?:college|academic|overall|high[ \\t]+school|hs|transfer)[ \\t]+(?=gpa|g\\.p\\.a))?(?:gpa|g\\.p\\.a\\.?|grade point average|(?:honou?rs? |straight-a |a )?student|(?<=\\ban?[ \\t]+[0-5][.,]\\d{1,3}[ \\t]+)kid)\\b`, "giu");
// "She carries a 3.95", "maintains a 3.7", "earned a 4.0 her freshman year": the verbs a GPA is written with (not an ERA, a
// batting average, or a golfer's handicap or index: "carries a 2.1 handicap").
const CARRIES = /\b(?:carr(?:y|ies|ying)|maintain(?:s|ing)?|holds?|holding|earn(?:s|ed)?)[ \t]+an?[ \t]+([0-4][.,]\d{1,2})\b(?![.,]\d|[ \t]*(?:era|avg|average|batting|ppg|rpg|apg|seconds?|s\b|handicap|hcp|(?:handicap[ \t]+)?index))/giu;
/** "/4.0" after a GPA: its scale, which leaves the GPA a bare number as much as without it ("has a 3.8/4.0 and …"). */
const SCALE_AFTER = String.raw`(?:[ \t]*\/[ \t]*[45](?:[.,]0{1,2})?)?`;
/** A scale after a GPA ("3.88/4.0 UW"): never a GPA itself, though a weight word may follow it. */
const GPA_THEN_SLASH = /[0-5][.,]\d{1,3}[ \t]*(?:\/|out of|on an?)[ \t]*$/iu;
const SCALE_SHAPE = /^[45](?:[.,]0{1,2})?$/u;
// "She has a 3.8 and hopes to study engineering": "has" only with a GPA-sized number that closes its clause ("has a 2.9
// home to first" is a time).
const HAS = new RegExp(String.raw`\b(?:ha[sd]|have)[ \t]+an?[ \t]+([2-4][.,]\d{1,2})(?=${SCALE_AFTER}[ \t]*(?:[.,;!)]|and\b|$))`, "gimu");
// "a senior at Conejo Ridge High School in Thousand Oaks, CA, with a 3.85", "Good student, 3.8", "a freshman at Ankeny HS with a
// 4.0", "a strong student (3.9)": a bare number said of her schooling (not a pitcher's ERA or a catcher's pop time).
const SCHOOLING_THEN_NUMBER = /\b(?:student|school|academics|academically|hs|academy|prep)\b[^.\n\d]{0,60}?(?:\bwith an?|[,:–-]|\()[ \t]*([0-4][.,]\d{1,2})(?![.,]?\d)(?![ \t]*(?:era|avg|average|batting|ppg|rpg|apg|seconds?|s\b|%|pop\b|home[ \t]+to\b))/giu;
// "unweighted 3.9", "weighted: 4.4" — the label before the number, near a GPA mention.
const LABEL_THEN_NUMBER = /\b(un[- ]?weighted|weighted)[ \t]*(?:gpa)?[ \t]*(?:of|is|:|-)?[ \t]*([0-5][.,]\d{1,3})(?!\d|[.,]\d)/giu;
// A bare GPA as one item of a profile list: "(2028, 5'10\", Cincinnati, OH, 4.0)", "2027 | OH | 3.8 |", "… / Aurora, CO / 3.9".
const LIST_ITEM = new RegExp(String.raw`(?=[2-5]\.)(?<=(?:[(,|·]|\s[-–—/]\s)[ \t]{0,3})([2-4]\.\d{1,2}|5\.0)(?=${SCALE_AFTER}[ \t]{0,3}(?:[),|·]|\s[-–—/]\s|$))`, "gmu");
const PROFILE_LINE = /(?:20[2-3]\d|\d['’′][ \t]*\d)/u;
/**
 * A pasted profile's label alone on its line ("GPA:", "Cumulative GPA (unweighted)") and the number alone on the next:
 * group 1 the label's words, group 2 the GPA. The label leads its line, so a "Team GPA:" is no label of hers.
 */
const LABEL_OVER_NUMBER = /^[ \t*•-]*((?:(?:un[- ]?weighted|weighted|cumulative|core|academic|overall)[ \t]+)?gpa\b[^\d\n]{0,30})\n[ \t]*([0-5][.,]\d{1,3})[ \t]*$/gimu;
/** "4.0 on a 4.0 scale", "3.7 out of 4.0": a number over a 4- or 5-point scale is a GPA with no GPA word near (a passer rating is out of 3). */
const OVER_ITS_SCALE = /(?=[0-5][.,])(?<![\d.])([0-5][.,]\d{1,2})[ \t]+(?:on[ \t]+an?|out[ \t]+of)[ \t]+([45](?:[.,]0{1,2})?)(?![\d.,]\d)/giu;
/** "4.1/3.85 (W/UW)", "3.7 / 4.2 (unweighted / weighted)": two GPAs, their labels after them in the same order. */
const PAIR_THEN_LABELS = /(?=[0-5][.,])(?<![\d.])([0-5][.,]\d{1,3})[ \t]{0,3}\/[ \t]{0,3}([0-5][.,]\d{1,3})[ \t]{0,3}\([ \t]{0,3}(un[- ]?weighted|weighted|uw|w)[ \t]{0,3}\/[ \t]{0,3}(un[- ]?weighted|weighted|uw|w)[ \t]{0,3}\)/giu;
const CLAUSE_END = /^[ \t]*(?:[.,;!)|/]|and\b|\r?\n|$)/iu;
const PAIR = new RegExp(String.raw`(?<![\d.])([0-5][.,]\d{1,3})${SCALE_AFTER}[ \t]*\(?[ \t]*(uw|w|unweighted|weighted)\b\)?`, "giu");

/** A German grade average (1 best, 6 worst): no GPA unless a 4- or 5-point scale is written with it. */
const GERMAN_GRADE_LABEL = /\b(?:notendurchschnitt|durchschnittsnote|abiturnote|abischnitt|notenschnitt)\b/iu;
/**
 * A GPA of her school, team or club written before the number ("our school's average is about a 2.9 GPA", "the
 * team's GPA was 3.4", "our team averages a 3.5 GPA"), in the same clause with no one else's between ("…, Maya's is 3.88" is hers).
 */
const OTHERS_AVERAGE_BEFORE = /\b(?:team|school|class|club|squad|program(?:me)?|roster|varsity)(?:['’]s|[ \t]+(?:averages?|averaged|avg|gpa|cumulative|posted|carries|carried))\b(?![ \t]+of\b)[^.;!?,\n]{0,30}$/iu;
/** "a 3.41 team GPA", "3.6 school average". */
const OTHERS_AVERAGE_AFTER = /^[ \t]*(?:team|school|class|club|squad)[ \t]+(?:gpa|average|avg)\b/iu;
/** A numbered question asking her GPA ("8. GPA (unweighted)", "> 4) Cumulative GPA?"): group 1 its number. */
const NUMBERED_GPA_QUESTION = /^[ \t>]*(\d{1,2})[.)][ \t]+[^\n\d]{0,30}\b(?:gpa|grade point average)\b[^\n\d]{0,30}$/gimu;
/** "GPA" as a word, to find the sentence around it. */
const GPA_WORD = /\bgpa\b/gimu;
/** Where a sentence of questions starts or ends. */
const SENTENCE_EDGE = /[.?!:\n]/u;
const MAX_SENTENCE = 200;
const MIN_LISTED_QUESTIONS = 4;
/** A numbered answer that is a GPA alone on its line ("8. 3.71"): group 1 its number, group 2 the GPA. */
const NUMBERED_GPA_ANSWER = new RegExp(String.raw`^[ \t>]*(\d{1,2})[.)][ \t]+([0-5][.,]\d{1,2})${SCALE_AFTER}[ \t]*$`, "gmu");

interface GpaMention {
  gpa: Gpa;
  start: number;
  end: number;
}

/** What every GPA read holds, a number with decimals ("3.8", "3,85"): mail without one states none, and skips every scan. */
const DECIMALS = /[0-5][.,]\d/u;

/** All GPAs the email states; the unweighted one wins when both are given. */
export function gpaCandidates(text: string): Candidate<Gpa>[] {
  if (!DECIMALS.test(text)) return [];
  const mentions: GpaMention[] = [];
  const push = (value: string, scale: string | undefined, label: string | undefined, start: number, end: number) => {
    const number = Number(value.replace(",", "."));
    const scaleNumber = scale ? Number(scale.replace(",", ".")) : null;
    // A ten-point scale is a school grade abroad, not a GPA.
    if (!(number > 0) || number > 5 || (scaleNumber && (number > scaleNumber || scaleNumber > 5))) return;
    if (isOthersAverage(text, start, start + value.length)) return;
    if (SCALE_SHAPE.test(value) && GPA_THEN_SLASH.test(text.slice(Math.max(0, start - 16), start))) return;
    const weighted = label ? !/^(?:un|uw|no |non )/iu.test(label) && /^(?:weighted|w|ponderado|pondéré)$/iu.test(label.trim()) : false;
    if (mentions.some((mention) => mention.start === start)) return;
    mentions.push({ gpa: { value: number, scale: scaleNumber, weighted }, start, end });
  };
  // First, so that a label reading "4.1" of "4.1/3.85 (W/UW)" alone does not take its place unlabelled.
  for (const match of caselessMatches(PAIR_THEN_LABELS, text)) {
    const secondStart = match.index + match[0].indexOf(match[2]!, match[1]!.length);
    push(match[1]!, undefined, match[3], match.index, match.index + match[1]!.length);
    push(match[2]!, undefined, match[4], secondStart, secondStart + match[2]!.length);
  }
  for (const match of caselessMatches(LABEL_FIRST, text)) {
    if (GERMAN_GRADE_LABEL.test(match[0]) && !match[3]) continue;
    const valueStart = match.index + match[0].indexOf(match[2]!);
    push(match[2]!, match[3], match[4] ?? match[1], valueStart, match.index + match[0].length);
    // "GPA: 3.8 UW / 4.3 W" — the second value of the pair on the same line.
    const tail = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    const second = /^[ \t]*(?:[/,|;]|and|y|et)[ \t]*([0-5][.,]\d{1,3})[ \t]*\(?[ \t]*(un[- ]?weighted|weighted|uw|w)\b/iu.exec(tail);
    if (second) {
      const start = match.index + match[0].length + second.index + second[0].indexOf(second[1]!);
      push(second[1]!, undefined, second[2], start, start + second[0].length);
    }
  }
  for (const match of caselessMatches(LABEL_OVER_NUMBER, text)) {
    const weight = /\b(un[- ]?weighted|weighted)\b/iu.exec(match[1]!)?.[1];
    push(match[2]!, undefined, weight, match.index + match[0].lastIndexOf(match[2]!), match.index + match[0].length);
  }
  for (const match of caselessMatches(OVER_ITS_SCALE, text)) push(match[1]!, match[2], undefined, match.index, match.index + match[0].length);
  for (const match of caselessMatches(NUMBER_FIRST, text)) push(match[1]!, match[2], match[3], match.index, match.index + match[0].length);
  for (const match of [...caselessMatches(CARRIES, text), ...caselessMatches(HAS, text)]) push(match[1]!, undefined, undefined, match.index + match[0].lastIndexOf(match[1]!), match.index + match[0].length);
  for (const match of caselessMatches(SCHOOLING_THEN_NUMBER, text)) push(match[1]!, undefined, undefined, match.index + match[0].lastIndexOf(match[1]!), match.index + match[0].length);
  for (const match of caselessMatches(LABEL_THEN_NUMBER, text)) {
    const start = match.index + match[0].lastIndexOf(match[2]!);
    push(match[2]!, undefined, match[1], start, match.index + match[0].length);
  }
  for (const match of caselessMatches(PAIR, text)) {
    const line = text.slice(text.lastIndexOf("\n", match.index - 1) + 1, text.indexOf("\n", match.index) === -1 ? text.length : text.indexOf("\n", match.index));
    // Near a GPA mention, or a line that gives both ("3.88 UW / 4.52 W").
    const bothOnLine = /\b(?:uw|unweighted)\b/iu.test(line) && /\d[ \t]*\(?(?:w|weighted)\b/iu.test(line);
    // "4.1 weighted.", "3.92 unweighted, 4.4 weighted": the word written out closing its clause says GPA alone ("a 2.5 weighted ball" is a thing).
    const closesClause = match[2]!.length > 2 && CLAUSE_END.test(text.slice(match.index + match[0].length, match.index + match[0].length + 6));
    if (bothOnLine || closesClause || /gpa|grade|promedio|average/iu.test(text.slice(Math.max(0, match.index - 60), match.index + 40))) push(match[1]!, undefined, match[2], match.index, match.index + match[0].length);
  }
  // "8. 3.71" answering the coach's "8. GPA" quoted below (or above), or the eighth of the details the coach asked for.
  const answers = [...matchesOf(NUMBERED_GPA_ANSWER, text)];
  if (answers.length) {
    const asked = gpaQuestionNumbers(text);
    for (const match of answers) {
      if (asked.has(match[1]!)) push(match[2]!, undefined, undefined, match.index + match[0].lastIndexOf(match[2]!), match.index + match[0].length);
    }
  }
  if (!mentions.length) {
    for (const match of matchesOf(LIST_ITEM, text)) {
      const lineStart = text.lastIndexOf("\n", match.index - 1) + 1;
      const lineEnd = text.indexOf("\n", match.index);
      if (PROFILE_LINE.test(text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd))) push(match[1]!, undefined, undefined, match.index, match.index + match[0].length);
    }
  }
  const anyUnweighted = mentions.some((mention) => !mention.gpa.weighted);
  return mentions.map((mention) => ({
    value: mention.gpa,
    // Unweighted first: a weighted GPA only stands when it is the only one given.
    confidence: mention.gpa.weighted ? (anyUnweighted ? 0.5 : 0.85) : mention.gpa.value > 4.0 && !mention.gpa.scale ? 0.7 : 0.92,
    start: mention.start,
    end: mention.end,
  }));
}

/** The number written at start–end is the GPA of her school, team or club. */
function isOthersAverage(text: string, start: number, end: number): boolean {
  return OTHERS_AVERAGE_BEFORE.test(text.slice(Math.max(0, start - 60), start)) || OTHERS_AVERAGE_AFTER.test(text.slice(end, end + 20));
}

/** Where the GPA stands, from 1, in a sentence listing the details asked for ("Name, grad year, …, GPA and a link to film"). */
function listedPosition(sentence: string): number | null {
  const items = sentence.split(/,|\band\b|&/iu).map((item) => item.trim());
  // A list of short nouns, not a sentence that happens to have commas.
  if (items.length < MIN_LISTED_QUESTIONS || items.slice(1).some((item) => item.split(/\s+/u).length > 4)) return null;
  const index = items.findIndex((item) => /\bgpa\b/iu.test(item));
  return index === -1 ? null : index + 1;
}

/**
 * The numbers under which the email asks for the GPA: a numbered question ("8. GPA (unweighted)") or the place of the
 * GPA in a sentence listing the details asked for ("could you send your name, grad year, position, GPA and film?").
 */
function gpaQuestionNumbers(text: string): Set<string> {
  const asked = new Set([...caselessMatches(NUMBERED_GPA_QUESTION, text)].map((match) => match[1]!));
  for (const match of caselessMatches(GPA_WORD, text)) {
    const position = listedPosition(sentenceAround(text, match.index, match.index + match[0].length));
    if (position !== null) asked.add(String(position));
  }
  return asked;
}

/** The sentence (or line) holding start–end, at most MAX_SENTENCE characters either side. */
function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && start - from < MAX_SENTENCE && !SENTENCE_EDGE.test(text[from - 1]!)) from--;
  let to = end;
  while (to < text.length && to - end < MAX_SENTENCE && !SENTENCE_EDGE.test(text[to]!)) to++;
  return text.slice(from, to);
}
