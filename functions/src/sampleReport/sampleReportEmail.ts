import { BRAND } from "@machines/brand";
import { SAMPLE_EMAILS, SAMPLE_RECRUITS, countBy } from "@machines/demo/sampleRecruits";
import { renderEmail } from "../mail/layout";

/**
 * The sample report: every demo athlete as a card (it fits a phone; the how-it-works table does not), their film
 * as the on-site note about film (the athletes are made up), and how to start a trial. Marketing email: it has
 * an unsubscribe link, and it says why the address got it, since anyone can type any address into the form.
 */
export function sampleReportEmail(appOrigin: string) {
  const summary = (key: "position" | "classYear" | "state", label: string) => ({
    label,
    value: countBy(SAMPLE_RECRUITS, key)
      .map(({ value, count }) => `${value} (${count})`)
      .join(", "),
  });
  return renderEmail({
    subject: `Your ${BRAND.name} sample report: ${SAMPLE_RECRUITS.length} athletes from ${SAMPLE_EMAILS.length} emails`,
    preheader: `What ${BRAND.name} sends back after you forward your recruiting emails.`,
    category: "marketing",
    reason: `You're getting this email because someone asked for an ${BRAND.name} sample report for this address on ${BRAND.domain}. If that wasn't you, ignore it: we send nothing more unless asked.`,
    paragraphs: [
      "Hi Coach,",
      `Here is what ${BRAND.name} sends back after you forward your recruiting emails. These ${SAMPLE_EMAILS.length} sample emails named ${SAMPLE_RECRUITS.length} athletes; each one became a clean summary you can sort, search and export to CSV.`,
    ],
    details: [summary("position", "By position"), summary("classYear", "By class"), summary("state", "By state")],
    table: {
      columns: ["Athlete", "Position", "Height", "Class", "Club", "State", "GPA", `${BRAND.name} note`, "Contact", "Game film"],
      rows: SAMPLE_RECRUITS.map((recruit) => [
        recruit.name,
        recruit.position,
        recruit.height,
        String(recruit.classYear),
        recruit.clubTeam,
        recruit.state,
        recruit.gpa ?? "Not given",
        recruit.note,
        recruit.email,
        recruit.filmUrl ? { text: "Watch (sample)", url: new URL(recruit.filmUrl, appOrigin).href } : "No film link yet",
      ]),
    },
    action: { label: "Start your free 7-day trial", url: `${appOrigin}/initial-screening` },
  });
}
