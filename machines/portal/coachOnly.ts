import { BRAND } from "../brand";

/** What a portal callable answers a signed-in user who is not a coach (no trial or plan yet). */
export const COACH_ONLY_MESSAGE = `This part of ${BRAND.name} is for coaches with a trial or a plan. Start your free trial to use it.`;
