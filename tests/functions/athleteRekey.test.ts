import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { MATCH_KEYS_VERSION } from "../../functions/src/athletes/athleteDoc";
import { rekeyStoredAthletes } from "../../functions/src/athletes/matchKeysBackfill";
import { rekeyAthletes } from "../../functions/src/athletes/rekeyAthletes";
import { coachAthletes, coachEmails, matchKeysBackfill } from "../../functions/src/lib/firestore";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";

const client = clientsForThisFile();
const summarised = async (uid: string) => (await coachEmails(uid).get()).docs.filter((doc) => doc.data().state.status === "summarised").length;

describe("stored athletes given today's match keys", () => {
  it("re-keys an athlete stored before the surname key, once, so a later email without her class finds her instead of making her again", async () => {
    const { uid, forward } = await forwardingCoach(client, "rekey");
    await forward(athleteIntroduction({ first: "Lena", last: "Ostrova", email: `lena.ostrova.${randomUUID().slice(0, 6)}@gmail.com` }));
    await eventually(async () => ((await summarised(uid)) === 1 ? true : undefined), 45_000, "her introduction");
    // As an athlete first known without a class was stored before the surname key: only her address and phone find her.
    const [stored] = (await coachAthletes(uid).get()).docs;
    const keysBefore = stored!.data().matchKeys;
    const { writeTime } = await stored!.ref.update({ "fields.gradYear": null, matchKeys: keysBefore.filter((key) => key.startsWith("email:") || key.startsWith("phone:")) });
    const touchedAt = (await stored!.ref.get()).data()!.touchedAt;
    // The last walk was done for the keys of an older version: a new version walks again (stopped after one record here, as a crash would).
    await matchKeysBackfill.set({ version: MATCH_KEYS_VERSION - 1, after: null, doneAt: Timestamp.now() });
    expect(await rekeyStoredAthletes(1)).toMatchObject({ done: false });
    expect((await matchKeysBackfill.get()).data()).toMatchObject({ version: MATCH_KEYS_VERSION, after: expect.any(String), doneAt: null });

    await rekeyAthletes.run({ scheduleTime: new Date().toISOString() } as Parameters<typeof rekeyAthletes.run>[0]);
    expect((await matchKeysBackfill.get()).data()?.doneAt).toBeInstanceOf(Timestamp);
    const rekeyed = (await stored!.ref.get()).data()!;
    expect(rekeyed.matchKeys).toEqual(expect.arrayContaining(["surname:ostrova"]));
    // Only her keys were written: not a touch in retention's sense.
    expect(rekeyed.touchedAt).toEqual(touchedAt);
    expect((await stored!.ref.get()).updateTime!.toMillis()).toBeGreaterThan(writeTime.toMillis());
    // Done for this version: later runs only read the mark.
    expect(await rekeyStoredAthletes()).toEqual({ rekeyed: 0, done: true });

    await forward({
      from: `Dmitri Ostrov <dmitri.ostrov.${randomUUID().slice(0, 6)}@comcast.net>`,
      subject: "Update - Lena Ostrova",
      body: "Hi Coach,\n\nJust an update from Lena Ostrova's dad: she will play for KJV 16 Elite at the Bluegrass Qualifier in Louisville, KY on March 14-16 (court 12). She is now 6'0\".\n\nThank you,\nDmitri Ostrov",
    });
    await eventually(async () => ((await summarised(uid)) === 2 ? true : undefined), 45_000, "her father's update");
    const records = (await coachAthletes(uid).get()).docs.map((doc) => doc.data());
    expect(records).toHaveLength(1);
    expect(records[0]!.merges.map((merge) => merge.matchedBy)).toEqual([null, "name"]);
    expect(records[0]!.fields.height?.value.inches).toBe(72);
  }, 180_000);
});
