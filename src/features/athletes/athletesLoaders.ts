import type { ListAthletesRequest } from "@machines/portal/athletes";
import { call } from "@/lib/callables";

/**
 * The athletes list route's data, deferred: the address (search, filters, sort, page) and the controls
 * change at once, and the list follows when its answer comes (the page keeps the last one meanwhile).
 */
export function loadAthletesList(request: ListAthletesRequest) {
  return {
    list: call("listAthletes", request),
    // 'Send to UA' names the coach's UA note address from Settings.
    uaNoteAddress: call("getSettings", {}).then((settings) => settings.uaNoteAddress),
  };
}

export type AthletesListData = ReturnType<typeof loadAthletesList>;
