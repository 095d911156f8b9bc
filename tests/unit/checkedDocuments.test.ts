import { Timestamp, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { athleteUpdateOf } from "@machines/inbox/summaryNotes";
import { emptyExtractedAthlete, type ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import { coachAthleteConverter, coachEmailConverter, userConverter } from "../../functions/src/lib/checkedDocuments";
import { mergeAthlete, processTextEmail } from "../../functions/src/pipeline";
import { athleteDocOf } from "../../functions/src/athletes/athleteDoc";

/** What Firestore hands a converter: the stored data and where it lives. */
const snapshot = (path: string, data: Record<string, unknown>) => ({ data: () => data, ref: { path } }) as unknown as QueryDocumentSnapshot;
const at = Timestamp.fromDate(new Date("2026-11-20T12:00:00Z"));

describe("users/{uid}: the billing state is checked when read", () => {
  const coach = { id: "u1", email: "coach@college.edu", role: "coach", tier: "beta", price: 0, trialEndsAt: at, createdAt: at, setup: { billing: true } };
  // As billing/customers.ts writes it before any subscription, and as billing/sync.ts writes Stripe's view.
  const customerOnly = { customerId: "cus_1", subscriptionId: null, status: null, tierId: null, billingCycle: null, trialEnd: null, currentPeriodEnd: null, cancelAtPeriodEnd: false, paymentMethod: null, syncedAt: at };
  const synced = { ...customerOnly, subscriptionId: "sub_1", status: "trialing", tierId: "beta", billingCycle: "monthly", trialEnd: at, currentPeriodEnd: at, paymentMethod: { brand: "visa", last4: "4242" } };

  it("reads a coach as stored: without billing (coaches from before billing), a customer only, a synced subscription", () => {
    for (const data of [coach, { ...coach, billing: customerOnly }, { ...coach, billing: synced }]) {
      expect(userConverter.fromFirestore(snapshot("users/u1", data))).toBe(data);
    }
  });

  it.each([
    ["an unknown status", { ...synced, status: "bogus" }],
    ["a date as an ISO string", { ...synced, trialEnd: "2026-12-01T00:00:00.000Z" }],
    ["no customer", { ...synced, customerId: undefined }],
    ["a card without its last digits", { ...synced, paymentMethod: { brand: "visa" } }],
  ])("refuses billing with %s, naming the document", (_what, billing) => {
    expect(() => userConverter.fromFirestore(snapshot("users/u1", { ...coach, billing }))).toThrow(/Firestore document users\/u1 has an unexpected shape[\s\S]*billing/);
  });
});

describe("users/{uid}/emails/{id}: an email and its state are checked when read", () => {
  // As inbox/acceptInbound.ts stores a message on arrival.
  const received = {
    messageId: "m1@club.org",
    forwardingAddress: "coach@in.inboxscout.test",
    envelope: { from: "coach@college.edu", to: ["coach@in.inboxscout.test"] },
    senderIp: null,
    source: "sendgrid",
    raw: { chunkCount: 1, sha256: "ab".repeat(32), size: 1200 },
    receivedAt: at,
    state: { status: "received" },
    attempts: 0,
  };
  const processed = processTextEmail(
    { subject: "Maya Lopez 2027 OH", body: "Hi Coach, Maya Lopez is a 2027 outside hitter for KJV 17 in Austin, TX. maya@example.com", from: { address: "coach@college.edu", name: "Coach" } },
    { receivedAt: at.toDate() },
  );
  const athlete = athleteDocOf(mergeAthlete({ record: null, newId: "a1", extracted: processed.athlete ?? emptyExtractedAthlete(), events: [], emailId: "e1", receivedAt: at.toDate().toISOString(), matchedBy: null, detail: "new" }));
  // As inbox/processInboundEmail.ts and athleteStore.ts leave a summarised one.
  const summarised = {
    ...received,
    attempts: 1,
    processed,
    processedAt: at,
    sender: { address: "coach@college.edu", trusted: true, authenticated: true, authSummary: "dmarc=pass" },
    state: { status: "summarised", athleteId: "a1" },
    summaryPending: true,
    athleteUpdates: [athleteUpdateOf(null, athlete)],
  };
  // Written before confidence, every athlete, warnings, attachments, contacts and athlete updates were kept.
  const { confidence: _confidence, athletes: _athletes, warnings: _warnings, attachments: _attachments, ...olderProcessed } = processed;
  const { contacts: _contacts, ...olderAthlete } = processed.athlete as ExtractedAthlete;
  const older = { ...received, attempts: 1, processed: { ...olderProcessed, athlete: olderAthlete }, processedAt: at, state: { status: "filtered", reason: "no_athlete_found" } };

  it("reads an email as stored: just received, summarised, and as older code wrote it", () => {
    expect(processed.isRecruiting).toBe(true);
    for (const data of [received, summarised, older, { ...received, source: "import", importId: "i1" }]) {
      expect(coachEmailConverter.fromFirestore(snapshot("users/u1/emails/e1", data))).toBe(data);
    }
  });

  it.each([
    ["a state it cannot be in", { ...summarised, state: { status: "summarised" } }],
    ["an unknown state", { ...summarised, state: { status: "done" } }],
    ["the arrival as an ISO string", { ...received, receivedAt: "2026-11-20T12:00:00.000Z" }],
    ["the engine's result cut short", { ...summarised, processed: { ...processed, isRecruiting: undefined } }],
    ["no raw message", { ...received, raw: undefined }],
  ])("refuses an email with %s, naming the document", (_what, data) => {
    expect(() => coachEmailConverter.fromFirestore(snapshot("users/u1/emails/e1", data))).toThrow(/Firestore document users\/u1\/emails\/e1 has an unexpected shape/);
  });
});

describe("users/{uid}/athletes/{id}: an athlete record is checked when read", () => {
  const extracted = (firstName: string, city: string): ExtractedAthlete => {
    const athlete = emptyExtractedAthlete();
    const source = { start: 0, end: 1, snippet: "x" };
    return { ...athlete, firstName: { value: firstName, confidence: 0.9, source }, lastName: { value: "Lopez", confidence: 0.9, source }, gradYear: { value: 2027, confidence: 0.9, source }, city: { value: city, confidence: 0.9, source } };
  };
  // As athletes/mergeIntoAthletes.ts stores her: a first email, then a second that replaces her city.
  const first = mergeAthlete({ record: null, newId: "a1", extracted: extracted("Maya", "Austin"), events: [], emailId: "e1", receivedAt: "2026-11-01T10:00:00.000Z", matchedBy: null, detail: "new" });
  const stored = athleteDocOf(mergeAthlete({ record: first, newId: "a1", extracted: extracted("Maya", "Dallas"), events: [], emailId: "e2", receivedAt: "2026-11-05T10:00:00.000Z", matchedBy: "email", detail: "same email" }), {
    coachView: { rating: 4, tags: ["lefty"], notes: "Great arm" },
    mergedFrom: [{ athleteId: "a2", name: "Maya L", mergedAt: "2026-11-06T10:00:00.000Z", emailCount: 1, emailIds: ["e3"], identities: [{ firstName: "Maya", lastName: "L", gradYear: 2027, email: null, phone: null }] }],
  });
  // Stored before contacts were kept and refusals were marked, and without the coach's view or merges.
  const { contacts: _contacts, coachView: _coachView, mergedFrom: _mergedFrom, ...older } = stored;

  it("reads an athlete as stored, and as older code wrote her", () => {
    expect(stored.history.length).toBeGreaterThan(0);
    for (const data of [stored, older]) {
      expect(coachAthleteConverter.fromFirestore(snapshot("users/u1/athletes/a1", data))).toBe(data);
    }
  });

  it.each([
    ["a field without its confidence", { ...stored, fields: { ...stored.fields, city: { ...stored.fields.city!, confidence: undefined } } }],
    ["a field value of the wrong kind", { ...stored, fields: { ...stored.fields, gradYear: { ...stored.fields.gradYear!, value: "2027" } } }],
    ["its creation as a Timestamp", { ...stored, createdAt: at }],
    ["no match keys", { ...stored, matchKeys: undefined }],
    ["a merged athlete without identities", { ...stored, mergedFrom: [{ ...stored.mergedFrom![0]!, identities: undefined }] }],
  ])("refuses an athlete with %s, naming the document", (_what, data) => {
    expect(() => coachAthleteConverter.fromFirestore(snapshot("users/u1/athletes/a1", data))).toThrow(/Firestore document users\/u1\/athletes\/a1 has an unexpected shape/);
  });
});
