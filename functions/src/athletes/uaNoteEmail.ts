import { BRAND } from "@machines/brand";
import { athleteName, contactText, filmUrl, gpaText, heightText, placeText, positionsText } from "@machines/inbox/athleteCard";
import type { AthleteCard } from "@machines/inbox/dailyReport";
import type { CoachViewDoc } from "@machines/athletes/documents";
import { renderEmail } from "../mail/layout";

/**
 * One athlete card for University Athlete's "Email to Note": UA files the email as a note, so the
 * subject names the athlete and the body lists the card, the film links and the coach's own notes.
 */
export function uaNoteEmail(input: { card: AthleteCard; view: CoachViewDoc | undefined; athleteUrl: string }) {
  const { card, view } = input;
  const facts = [positionsText(card.positions), card.gradYear ? `Class of ${card.gradYear}` : ""].filter(Boolean).join(", ");
  const details = [
    { label: "Position", value: positionsText(card.positions) },
    { label: "Height", value: heightText(card.height) },
    { label: "Class", value: card.gradYear ? String(card.gradYear) : "" },
    { label: "Club", value: card.clubTeam ?? "" },
    { label: "High school", value: card.highSchool ?? "" },
    { label: "Location", value: placeText(card) },
    { label: "GPA", value: gpaText(card.gpa) },
    { label: "Contact", value: contactText(card) },
    { label: "Game Film", value: (card.videoUrls ?? []).map(filmUrl).join(" ") },
    { label: "Missing", value: card.missing.join(", ") },
    { label: "Your rating", value: view?.rating ? `${view.rating} of 5` : "" },
    { label: "Tags", value: view?.tags.join(", ") ?? "" },
  ].filter((detail) => detail.value);
  return renderEmail({
    subject: `${athleteName(card)}${facts ? ` (${facts})` : ""}`,
    paragraphs: [`Athlete card from ${BRAND.name}.`, ...(view?.notes ? [`Notes: ${view.notes}`] : [])],
    details,
    action: { label: `Open in ${BRAND.name}`, url: input.athleteUrl },
    reason: `You're getting this because a coach sent this athlete to University Athlete from ${BRAND.name}.`,
  });
}
