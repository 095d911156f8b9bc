import { BRAND } from "@machines/brand";
import { athleteName, contactText, filmUrl, gpaText, heightText, placeText, positionsText } from "@machines/inbox/athleteCard";
import type { AthleteCard } from "@machines/inbox/dailyReport";
import { notSureText } from "@machines/portal/inbox";
import type { EmailCell } from "./layout";

/** What the emails about a coach's forwarded mail share (summaries, held senders, the daily report): athlete cards, the 'not sure' line, why they come. */

export const WHY_FORWARDING = `You're getting this because you forward recruiting emails to your ${BRAND.name} address.`;

/** The columns of an athlete table; cardRow fills one row. */
export const CARD_COLUMNS = ["Athlete", "Position", "Height", "Class", "Club", "High school", "Location", "GPA", "Contact", "Game Film", "Missing"];

/** An athlete's card as one row of an email table (CARD_COLUMNS). */
export function cardRow(card: AthleteCard): EmailCell[] {
  const films = card.videoUrls ?? [];
  return [
    athleteName(card),
    positionsText(card.positions),
    heightText(card.height),
    card.gradYear ? String(card.gradYear) : "",
    card.clubTeam ?? "",
    card.highSchool ?? "",
    placeText(card),
    gpaText(card.gpa),
    contactText(card),
    films[0] ? { text: films.length > 1 ? `Watch (${films.length} links)` : "Watch", url: filmUrl(films[0]) } : "",
    card.missing.length ? card.missing.join(", ") : "",
  ];
}

/** "2 emails we weren't sure about. They might introduce an athlete, …": the summary's and the report's words (it starts with the count). */
export const notSureParagraph = (count: number, reviewUrl: string) =>
  `${notSureText(count)}. ${count === 1 ? "It" : "They"} might introduce an athlete, so we didn't filter ${count === 1 ? "it" : "them"}: tell us in your Inbox whether ${count === 1 ? "it is" : "they are"} recruiting (${reviewUrl}).`;
