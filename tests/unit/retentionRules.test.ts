import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { athleteRecordExpired, rawEmailExpired, terminatedAccountExpired } from "@machines/account/retention";
import { ATHLETE_RETENTION_CHOICES, LONGEST_ATHLETE_RETENTION, athleteRetentionOf, athleteRetentionSchema } from "@machines/account/athleteRetention";
import { DAY_MS } from "@machines/shared/dates";
import { RETENTION_DAYS } from "@machines/productFacts";
import { accountEndedAt } from "../../functions/src/billing/plan";
import type { UserDoc } from "@machines/account/documents";
import type { BillingDoc } from "@machines/billing/documents";

const now = new Date("2026-03-31T12:00:00Z");
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY_MS + extraMs);

describe("retention rules", () => {
  it(`an email's original expires ${RETENTION_DAYS.rawEmail} days after it was read, only once its reading is settled`, () => {
    expect(rawEmailExpired({ status: "summarised", processedAt: ago(RETENTION_DAYS.rawEmail) }, now)).toBe(true);
    expect(rawEmailExpired({ status: "filtered", processedAt: ago(RETENTION_DAYS.rawEmail, 1) }, now)).toBe(false);
    expect(rawEmailExpired({ status: "needs_review", processedAt: ago(RETENTION_DAYS.rawEmail + 1) }, now)).toBe(true);
    // Held or still to be read: its original is what will be read.
    expect(rawEmailExpired({ status: "held", processedAt: ago(400) }, now)).toBe(false);
    expect(rawEmailExpired({ status: "received", processedAt: ago(400) }, now)).toBe(false);
    expect(rawEmailExpired({ status: "summarised", processedAt: null }, now)).toBe(false);
  });

  it(`an ended account is kept ${RETENTION_DAYS.afterTermination} days`, () => {
    expect(terminatedAccountExpired(ago(RETENTION_DAYS.afterTermination), now)).toBe(true);
    expect(terminatedAccountExpired(ago(RETENTION_DAYS.afterTermination - 1), now)).toBe(false);
  });

  it("an athlete not touched is kept for the period her coach chose, two years when they never chose", () => {
    for (const choice of athleteRetentionSchema.options) {
      const { days } = ATHLETE_RETENTION_CHOICES[choice];
      expect([athleteRecordExpired(ago(days), choice, now), athleteRecordExpired(ago(days - 1), choice, now)]).toEqual([true, false]);
    }
    expect(athleteRetentionOf({})).toBe("2-years");
    expect(athleteRetentionOf({ athleteRetention: "1-year" })).toBe("1-year");
    expect(LONGEST_ATHLETE_RETENTION).toBe("3-years");
    expect(athleteRetentionSchema.safeParse("10-years").success).toBe(false);
  });

  it("an account ends when its plan stops serving: at the sync that saw it cancelled, or at the end of a trial that lapsed without a card", () => {
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const coach = (billing: Partial<BillingDoc> | undefined, tier = "first-movers") =>
      ({ tier, trialEndsAt: at("2026-03-01T00:00:00Z"), billing: billing && { syncedAt: at("2026-03-10T00:00:00Z"), trialEnd: null, ...billing } }) as UserDoc;
    expect(accountEndedAt(coach({ status: "active" }), now)).toBeNull();
    expect(accountEndedAt(coach({ status: "past_due" }), now)).toBeNull();
    expect(accountEndedAt(coach({ status: "canceled" }), now)?.toISOString()).toBe("2026-03-10T00:00:00.000Z");
    expect(accountEndedAt(coach({ status: "paused", trialEnd: at("2026-03-02T00:00:00Z") }), now)?.toISOString()).toBe("2026-03-02T00:00:00.000Z");
    expect(accountEndedAt(coach(undefined), now)?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(accountEndedAt(coach({ status: "canceled" }, "founder"), now)).toBeNull();
  });
});
