import type { Timestamp } from "../shared/storedTimestamp";
import type { SupportAuditAction } from "./audit";

/**
 * `supportAudit/{id}`: one view or action of a support person on a coach's record, written once and never
 * changed (who, what, when, why). The coach reads the entries about them in Settings and in their data export.
 */
export interface SupportAuditDoc {
  /** The coach it was about; null for a search that found nobody. */
  coachUid: string | null;
  supportUid: string;
  supportEmail: string;
  action: SupportAuditAction;
  /** What it touched beyond the coach: an email id, the days a trial was extended by. */
  target: string | null;
  reason: string;
  at: Timestamp;
}

/**
 * `supportRequests/{keyOf(supportUid, requestId)}`: a support action by its client-supplied request id, so a
 * retried request answers what the first one did instead of acting twice. `response` is set once it is done.
 */
export interface SupportRequestDoc {
  action: SupportAuditAction;
  coachUid: string;
  startedAt: Timestamp;
  /** The action's answer as JSON; null while it runs. */
  response: string | null;
}

/**
 * `supportAccess/{coachUid}`: the coach let support see their athletes and emails until `expiresAt`
 * (Settings); `withdrawnAt` once they took it back earlier.
 */
export interface SupportAccessDoc {
  grantedAt: Timestamp;
  expiresAt: Timestamp;
  withdrawnAt: Timestamp | null;
}

/**
 * `rateLimitRefusals/{keyOf(uid, bucket, hour)}`: a signed-in client's requests a callable's rate limit refused in
 * one hour, for support's forwarding health; swept by TTL on `expiresAt`.
 */
export interface RateLimitRefusalDoc {
  uid: string;
  bucket: string;
  count: number;
  firstAt: Timestamp;
  lastAt: Timestamp;
  expiresAt: Timestamp;
}
