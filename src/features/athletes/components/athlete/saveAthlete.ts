import { GENERIC_FAILURE_MESSAGE } from "@machines/callableErrors";
import type { UpdateAthleteRequest } from "@machines/portal/athletes";
import { useServerAction } from "@/hooks/useServerAction";
import { call } from "@/lib/callables";
import { focusRing } from "@/components/ui/styles";

/** Saves a change to the athlete with what to say when it is saved; resolves true when it was. */
export type SaveAthlete = (update: Omit<UpdateAthleteRequest, "athleteId">, done: string) => Promise<boolean>;

/** The athlete page's one save (a correction, rating, tags, notes): toasts, then the route reloads her. */
export function useSaveAthlete(athleteId: string): SaveAthlete {
  const { run } = useServerAction();
  return (update, done) =>
    run("save", () => call("updateAthlete", { athleteId, ...update }), () => ({ title: "Saved", description: done }), {
      failureTitle: "Not saved",
      fallback: GENERIC_FAILURE_MESSAGE,
    });
}

/** The text inputs of the athlete page's forms. */
export const athleteInputClass = `block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm ${focusRing}`;
