import { useState } from "react";
import { athleteName } from "@machines/inbox/athleteCard";
import type { AthleteDetail } from "@machines/portal/athletes";
import { useCoachTimeZone } from "@/lib/coachTimeZone";
import { AthleteContacts } from "./athlete/AthleteContacts";
import { AthleteEvents } from "./athlete/AthleteEvents";
import { AthleteFields } from "./athlete/AthleteFields";
import { AthleteHeading } from "./athlete/AthleteHeading";
import { BackLink } from "./athlete/BackLink";
import { CoachNotes } from "./athlete/CoachNotes";
import { DeleteAthleteSection } from "./athlete/DeleteAthleteSection";
import { GameFilm } from "./athlete/GameFilm";
import { SourceEmails } from "./athlete/SourceEmails";
import { useSaveAthlete } from "./athlete/saveAthlete";
import { UndoDeletion } from "./DeleteAthletes";
import { MergeAndSplit } from "./MergeAndSplit";

/** /dashboard/athletes/$athleteId: every field with its confidence and source, the emails, and the coach's own notes (the route loads her). */
export function AthletePage({ athlete }: { athlete: AthleteDetail }) {
  // Dates in the coach's zone setting, shown anew the moment Settings changes it.
  useCoachTimeZone();
  // A new athlete (a link from a split) starts with fresh forms.
  return <AthleteView key={athlete.id} athlete={athlete} />;
}

/** The page's sections, in the order a coach reads them; after a deletion, only her name and Undo. */
function AthleteView({ athlete }: { athlete: AthleteDetail }) {
  const name = athleteName({ firstName: athlete.fields.firstName?.value ?? null, lastName: athlete.fields.lastName?.value ?? null });
  const [deleted, setDeleted] = useState(false);
  const save = useSaveAthlete(athlete.id);

  if (deleted) {
    // Undo brings her back exactly as she was, so the page shows what it showed before.
    return (
      <div className="max-w-5xl space-y-4">
        <BackLink />
        <h1 className="text-3xl font-bold tracking-tight text-brand-text">{name}</h1>
        <UndoDeletion athleteIds={[athlete.id]} onRestored={() => setDeleted(false)} />
      </div>
    );
  }

  return (
    <div className="max-w-5xl space-y-8">
      <AthleteHeading athlete={athlete} name={name} />
      <GameFilm films={athlete.fields.videoUrls?.value ?? []} />
      <AthleteFields athlete={athlete} onSave={save} />
      <AthleteContacts contacts={athlete.contacts} />
      {/* A merge or split changes the rating, tags and notes: the form starts again from them. */}
      <CoachNotes key={athlete.mergedFrom.map((source) => source.athleteId).join()} athlete={athlete} onSave={save} />
      <AthleteEvents events={athlete.tournaments} />
      <MergeAndSplit athlete={athlete} name={name} />
      <DeleteAthleteSection athleteId={athlete.id} name={name} onDeleted={() => setDeleted(true)} />
      <SourceEmails athlete={athlete} name={name} />
    </div>
  );
}
