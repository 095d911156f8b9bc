import { supportReasonSchema } from "@machines/support/contracts";
import { call } from "@/lib/callables";
import type { SupportSearch } from "./search";

const requestId = () => crypto.randomUUID();

/**
 * What /support shows for its search params: the matches of a search, and the open account's overview and
 * forwarding health. Each load is a view of a coach's record, so each is asked with the reason and audited.
 */
export async function loadSupportView({ reason: typedReason, q, uid }: SupportSearch) {
  const checked = supportReasonSchema.safeParse(typedReason);
  const reason = checked.success ? checked.data : undefined;
  if (!reason) return { matches: null, overview: null, forwarding: null };
  const [found, overview, forwarding] = await Promise.all([
    q ? call("supportFindCoach", { query: q, reason, requestId: requestId() }) : null,
    uid ? call("supportGetCoach", { uid, reason, requestId: requestId() }) : null,
    uid ? call("supportGetForwarding", { uid, reason, requestId: requestId() }) : null,
  ]);
  return { matches: found?.matches ?? null, overview, forwarding };
}

export type SupportView = Awaited<ReturnType<typeof loadSupportView>>;
