import type { CorpusEntry } from "../labels.ts";
import { CLUB_COACHES } from "./clubCoaches.ts";
import { EDGE_CASES } from "./edgeCases.ts";
import { EIGHTH_VOICE } from "./eighthVoice.ts";
import { ELEVENTH_VOICE } from "./eleventhVoice.ts";
import { FIFTEENTH_VOICE } from "./fifteenthVoice.ts";
import { FIFTH_VOICE } from "./fifthVoice.ts";
import { FOURTH_VOICE } from "./fourthVoice.ts";
import { MORE_ATHLETES } from "./moreAthletes.ts";
import { MULTI_ATHLETES } from "./multiAthletes.ts";
import { NINTH_VOICE } from "./ninthVoice.ts";
import { NOT_RECRUITING_INSIDE } from "./notRecruitingInside.ts";
import { NOT_RECRUITING_OUTSIDE } from "./notRecruitingOutside.ts";
import { OTHER_RECOMMENDERS } from "./otherRecommenders.ts";
import { PARENTS } from "./parents.ts";
import { SECOND_VOICE } from "./secondVoice.ts";
import { SEVENTH_VOICE } from "./seventhVoice.ts";
import { SIXTH_VOICE } from "./sixthVoice.ts";
import { SOFTBALL_ATHLETES } from "./softballAthletes.ts";
import { TENTH_VOICE } from "./tenthVoice.ts";
import { THIRD_VOICE } from "./thirdVoice.ts";
import { THIRTEENTH_VOICE } from "./thirteenthVoice.ts";
import { TWELFTH_VOICE } from "./twelfthVoice.ts";
import { VOLLEYBALL_ATHLETES } from "./volleyballAthletes.ts";

/** Every corpus email, in labels.jsonl order. */
export const ENTRIES: readonly CorpusEntry[] = [...VOLLEYBALL_ATHLETES, ...SOFTBALL_ATHLETES, ...MORE_ATHLETES, ...PARENTS, ...CLUB_COACHES, ...OTHER_RECOMMENDERS, ...EDGE_CASES, ...NOT_RECRUITING_OUTSIDE, ...NOT_RECRUITING_INSIDE, ...MULTI_ATHLETES, ...SECOND_VOICE, ...THIRD_VOICE, ...FOURTH_VOICE, ...FIFTH_VOICE, ...SIXTH_VOICE, ...SEVENTH_VOICE, ...EIGHTH_VOICE, ...NINTH_VOICE, ...TENTH_VOICE, ...ELEVENTH_VOICE, ...TWELFTH_VOICE, ...THIRTEENTH_VOICE, ...FIFTEENTH_VOICE];
