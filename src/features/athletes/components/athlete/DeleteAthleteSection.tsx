import { ATHLETE_DELETION_MESSAGES } from "@machines/portal/athleteDeletion";
import { DeleteAthletesButton } from "../DeleteAthletes";

/** 'Delete this athlete', with what deleting means; her page then offers Undo. */
export function DeleteAthleteSection({ athleteId, name, onDeleted }: { athleteId: string; name: string; onDeleted: () => void }) {
  return (
    <section aria-labelledby="delete-heading">
      <h2 id="delete-heading" className="text-xl font-semibold text-brand-text">
        Delete
      </h2>
      <p className="mt-1 text-sm text-slate-600">{ATHLETE_DELETION_MESSAGES.explain}</p>
      <div className="mt-3">
        {/* Her data is gone: nothing to reload until Undo. */}
        <DeleteAthletesButton athleteIds={[athleteId]} name={name} label="Delete this athlete" reload={false} onDeleted={onDeleted} />
      </div>
    </section>
  );
}
