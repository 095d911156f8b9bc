import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CALLABLE_MESSAGES } from "@machines/callables";
import { TEXT_MESSAGES } from "@machines/shared/text";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile } from "../support/clientApp";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardedMessage, postInbound } from "../support/inbound";
import { coachWithTrial } from "../support/onboardingFlow";

const client = clientsForThisFile();

const athletesOf = (uid: string) => db.collection("users").doc(uid).collection("athletes");

describe("a coach's correction and later emails", () => {
  it("keeps the corrected field when another email from the same athlete arrives through the inbound path", async () => {
    const { coach, email, account } = await coachWithTrial(client, "corrections");
    await coach.refreshToken();
    const uid = coach.uid!;
    const athleteEmail = `maya.thompson.${randomUUID().slice(0, 6)}@gmail.com`;
    const forward = async (club: string) => {
      const original = athleteIntroduction({ first: "Maya", last: "Thompson", email: athleteEmail, club });
      const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original, messageId: `<${randomUUID()}@mail.example>` });
      expect((await postInbound(raw, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] })).status).toBe(200);
    };
    const recordWith = (emails: number) =>
      eventually(async () => {
        const [doc] = (await athletesOf(uid).get()).docs;
        return doc && (doc.get("sourceEmailIds") as string[]).length === emails ? doc.id : undefined;
      }, 45_000, `the athlete with ${emails} emails`);

    await forward("KJV 17 Elite");
    const athleteId = await recordWith(1);
    const first = await coach.call("getAthlete", { athleteId });
    expect(first.fields.clubTeam).toMatchObject({ value: "KJV 17 Elite", correctedByCoach: false });
    expect(first.fields.clubTeam?.sourceText).toContain("KJV 17 Elite");
    expect(first.emails).toHaveLength(1);
    expect(first.emails[0]!.text).toContain("I play for KJV 17 Elite");

    await coach.call("updateAthlete", { athleteId, corrections: { clubTeam: "Skyline 17 Royal" } });
    await forward("Munciana 17 Blue");
    await recordWith(2);

    const after = await coach.call("getAthlete", { athleteId });
    expect(after.fields.clubTeam).toMatchObject({ value: "Skyline 17 Royal", correctedByCoach: true, sourceEmailId: null });
    expect(after.emails.map((source) => source.text.includes("Munciana 17 Blue"))).toEqual([true, false]);
    expect(after.emails[0]!.matchedBy).toContain(athleteEmail);
    const [row] = (await coach.call("listAthletes", { filters: { query: "skyline" }, sort: { by: "name", direction: "asc" }, page: 1, pageSize: 25 })).rows;
    expect(row).toMatchObject({ id: athleteId, clubTeam: "Skyline 17 Royal" });
    expect((await athletesOf(uid).doc(athleteId).get()).get("history")).toContainEqual(expect.objectContaining({ field: "clubTeam", value: "Munciana 17 Blue" }));
  });
});

describe("names that would render reversed", () => {
  const HIDDEN_OR_BIDI = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

  it("reads an athlete whose emailed name hides a right-to-left override without it, and refuses a correction that adds one", async () => {
    const { coach, email, account } = await coachWithTrial(client, "bidi");
    await coach.refreshToken();
    const uid = coach.uid!;
    const original = athleteIntroduction({ first: "Maya", last: "Th\u202Eompson", email: `maya.${randomUUID().slice(0, 6)}@gmail.com`, club: "KJV \u202E17 Elite" });
    const raw = await forwardedMessage({ from: email, to: account.forwardingAddress, subject: `Fwd: ${original.subject}`, original, messageId: `<${randomUUID()}@mail.example>` });
    expect((await postInbound(raw, { envelopeFrom: email, envelopeTo: [account.forwardingAddress] })).status).toBe(200);
    const athleteId = await eventually(async () => (await athletesOf(uid).get()).docs[0]?.id, 45_000, "the athlete");

    const detail = await coach.call("getAthlete", { athleteId });
    expect(detail.fields.lastName?.value).toBe("Thompson");
    expect(detail.fields.clubTeam?.value).toBe("KJV 17 Elite");
    expect(JSON.stringify(detail.fields)).not.toMatch(HIDDEN_OR_BIDI);
    const { csv } = await coach.call("exportAthletesCsv", { filters: {}, sort: { by: "name", direction: "asc" } });
    expect(csv).toContain("Thompson");
    // The file's one byte-order mark aside (Excel reads UTF-8 by it).
    expect(csv.replace(/^\uFEFF/u, "")).not.toMatch(HIDDEN_OR_BIDI);

    const reversed = await coach.rawCall("updateAthlete", { athleteId, corrections: { lastName: "\u202Enospmoht" }, tags: ["vip\u2066"] });
    expect(reversed).toMatchObject({ status: 400, body: { error: { status: "INVALID_ARGUMENT", message: CALLABLE_MESSAGES.invalid } } });
    expect((reversed.body!.error as unknown as { details: { fieldErrors: Record<string, string> } }).details.fieldErrors).toEqual({
      "corrections.lastName": TEXT_MESSAGES.nameCharacters,
      "tags.0": TEXT_MESSAGES.hiddenCharacters,
    });
    expect((await coach.call("getAthlete", { athleteId })).fields.lastName?.value).toBe("Thompson");
  });
});
