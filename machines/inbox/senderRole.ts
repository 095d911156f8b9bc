import { z } from "zod";

/**
 * Who wrote the original (forwarded) email. The coaches are the athlete's club or high-school coach,
 * never the college coach who forwards; a college's own mail is `other`.
 */
export const SENDER_ROLES = ["athlete", "parent", "club_coach", "high_school_coach", "recruiting_service", "other"] as const;
export const senderRoleSchema = z.enum(SENDER_ROLES);
export type SenderRole = z.infer<typeof senderRoleSchema>;
