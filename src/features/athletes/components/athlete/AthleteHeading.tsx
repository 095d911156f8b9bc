import { positionsText } from "@machines/inbox/athleteCard";
import type { AthleteDetail } from "@machines/portal/athletes";
import { formatDate } from "@/lib/coachTimeZone";
import { BackLink } from "./BackLink";

/** The athlete's name, position, class and club, and how many emails tell of her. */
export function AthleteHeading({ athlete, name }: { athlete: AthleteDetail; name: string }) {
  const facts = [positionsText(athlete.fields.positions?.value ?? null), athlete.fields.gradYear ? `Class of ${athlete.fields.gradYear.value}` : null, athlete.fields.clubTeam?.value].filter(Boolean).join(" · ");
  return (
    <div>
      <BackLink />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand-text">{name}</h1>
      {facts && <p className="mt-1 text-slate-700">{facts}</p>}
      <p className="mt-1 text-sm text-slate-600">
        From {athlete.emailCount} {athlete.emailCount === 1 ? "email" : "emails"} · last contact {formatDate(athlete.updatedAt)}
      </p>
    </div>
  );
}
