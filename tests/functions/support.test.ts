import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_MACHINE_VERSION } from "@machines/onboarding/onboardingMachine";
import { COACH_ONLY_MESSAGE } from "@machines/portal/coachOnly";
import { DAY_MS } from "@machines/shared/dates";
import { SUPPORT_CALLABLES, SUPPORT_MESSAGES, type SupportCallableName } from "@machines/support/contracts";
import type { CallableRequest } from "@machines/callables";
import { coachEmails, rateLimits, supportAccess, supportAudit, users } from "../../functions/src/lib/firestore";
import { keyOf } from "../../functions/src/lib/keys";
import { COACH_ACCOUNT_REFUSAL, grantSupportRole, revokeSupportRole } from "../../functions/src/support/supportRole";
import { billingWhen, doubleStripe } from "../support/billing";
import { clientsForThisFile, rejectionOf } from "../support/clientApp";
import { emailsProcessed } from "../support/coachEmails";
import { downloadDataArchive } from "../support/dataArchive";
import { eventually } from "../support/eventually";
import { athleteIntroduction, forwardingCoach } from "../support/inbound";
import { emailsTo, mailSettled } from "../support/mailCatcher";
import { LINK_SUBJECTS, coachWithTrial, emailedLinkToken, openLinkIn } from "../support/onboardingFlow";
import { audited, signedInSupport, supportPerson } from "../support/supportAccount";

const client = clientsForThisFile();

const campAd = { from: "Camps <info@camps.example>", subject: "Register for our clinic", body: "Register now for our Spring Clinic, March 3-4. Early-bird pricing, limited spots. Click here to register." };
const REASON = "Ticket 4711: the coach asked us to look";

let coach: Awaited<ReturnType<typeof forwardingCoach>>;
let support: Awaited<ReturnType<typeof signedInSupport>>;
let athleteEmailId: string;
let adEmailId: string;

const auditOf = async (coachUid: string) => (await supportAudit.where("coachUid", "==", coachUid).get()).docs.map((doc) => doc.data());
const stateOf = async (uid: string, emailId: string) => (await coachEmails(uid).doc(emailId).get()).data()?.state;

/** One valid request per support callable, about `uid`'s email `emailId`. */
const supportRequests = (uid: string, emailId: string): { [N in SupportCallableName]: CallableRequest<N> } => ({
  supportFindCoach: audited({ query: uid }),
  supportGetCoach: audited({ uid }),
  supportGetForwarding: audited({ uid }),
  supportReadEmail: audited({ uid, emailId }),
  supportResendLink: audited({ uid }),
  supportReprocessEmail: audited({ uid, emailId }),
  supportReleaseEmail: audited({ uid, emailId }),
  supportExtendTrial: audited({ uid, days: 3 }),
});

beforeAll(async () => {
  [coach, support] = await Promise.all([forwardingCoach(client, "supported"), signedInSupport(client)]);
  await coach.browser.call("saveOnboardingProgress", {
    progress: { machineVersion: ONBOARDING_MACHINE_VERSION, stateValue: { review: "idle" }, step: "review", context: { intake: { firstName: "Jordan", sport: "Volleyball" } }, updatedAt: new Date().toISOString() },
    eventType: "NEXT",
  });
  await coach.forward(athleteIntroduction({ first: "Ruby", last: "Hale", email: `ruby.hale.${randomUUID().slice(0, 6)}@gmail.com` }));
  await coach.forward(campAd);
  const emails = await emailsProcessed(coach.uid, 2);
  athleteEmailId = emails.find((email) => email!.state.status === "summarised")!.id;
  adEmailId = emails.find((email) => email!.state.status === "filtered")!.id;
}, 120_000);

describe("support roles", () => {
  it("never mix with the coach role: a coach's address can't be made support, support can't use coach callables, coaches and signed-out callers can't use support's", async () => {
    await expect(grantSupportRole(coach.email)).rejects.toThrow(COACH_ACCOUNT_REFUSAL);
    expect(await grantSupportRole(support.email)).toEqual({ uid: support.uid, created: false });
    for (const name of ["listInboxEmails", "startTrial", "getSupportAccess"] as const) {
      expect(await rejectionOf(support.browser.call(name, {}))).toMatchObject({ code: "functions/permission-denied", message: SUPPORT_MESSAGES.notForSupport });
    }

    const signedOut = await client({ signedIn: false });
    const guest = await client();
    const refusals = await Promise.all(
      (Object.entries(supportRequests(coach.uid, athleteEmailId)) as Array<[SupportCallableName, never]>).map(async ([name, request]) => ({
        name,
        coach: await rejectionOf(coach.browser.call(name, request)),
        guest: await rejectionOf(guest.call(name, request)),
        signedOut: await rejectionOf(signedOut.call(name, request)),
      })),
    );
    for (const refusal of refusals) {
      expect(refusal, refusal.name).toMatchObject({
        coach: { code: "functions/permission-denied", message: SUPPORT_MESSAGES.supportOnly },
        guest: { code: "functions/permission-denied", message: SUPPORT_MESSAGES.supportOnly },
        signedOut: { code: "functions/unauthenticated" },
      });
    }
    expect(Object.keys(supportRequests(coach.uid, athleteEmailId)).sort()).toEqual([...SUPPORT_CALLABLES].sort());
    // Refused calls saw nothing, so nothing about the coach was audited.
    expect(await auditOf(coach.uid)).toEqual([]);
    // Each support callable's first call is a cold start in the emulator.
  }, 240_000);

  it("a support person signs in with an emailed link like anyone, lands on the console and may set a password", async () => {
    const person = await supportPerson("linked");
    const browser = await client();
    expect(await browser.call("requestSignInLink", { email: person.email })).toEqual({ status: "check-inbox" });
    const opened = await openLinkIn(browser, await emailedLinkToken(person.email, LINK_SUBJECTS.signIn));
    expect(opened).toMatchObject({ outcome: "signed-in", destination: "support" });
    expect(await browser.call("setPassword", { password: "a long support passphrase" })).toEqual({ saved: true });
    // Setting it ended the link's session; the password signs in.
    const again = await client({ signedIn: false });
    await again.signInWithPassword(person.email, "a long support passphrase");
    expect((await again.call("supportFindCoach", audited({ query: coach.uid }))).matches).toHaveLength(1);
  });

  it("revoking the role ends the support person's sessions at once", async () => {
    const leaving = await signedInSupport(client, "leaving");
    expect((await leaving.browser.call("supportFindCoach", audited({ query: coach.uid }))).matches).toHaveLength(1);
    expect(await revokeSupportRole(leaving.email)).toEqual({ uid: leaving.uid });
    // Refused either way: the session predates the revocation, and the account has no role any more.
    expect(["functions/unauthenticated", "functions/permission-denied"]).toContain((await rejectionOf(leaving.browser.call("supportFindCoach", audited({ query: coach.uid })))).code);
    expect(await revokeSupportRole(leaving.email)).toBeNull();
  });
});

describe("support console", () => {
  it("finds a coach by sign-up address, forwarding address, Stripe customer id or uid, and shows onboarding, agreements, trial and mail as metadata; every view is audited once", async () => {
    const billing = await billingWhen(coach.uid, (current) => current.status === "trialing", "the trial's subscription");
    for (const [query, matchedBy] of [
      [coach.email.toUpperCase(), "signup-address"],
      [coach.account.forwardingAddress, "forwarding-address"],
      [billing.customerId, "stripe-customer"],
      [coach.uid, "uid"],
    ] as const) {
      const { matches } = await support.browser.call("supportFindCoach", audited({ query }));
      expect(matches, query).toEqual([{ uid: coach.uid, email: coach.email, name: "Jordan Reyes", forwardingAddress: coach.account.forwardingAddress, kind: "coach", matchedBy }]);
    }
    expect((await support.browser.call("supportFindCoach", audited({ query: "nobody@nowhere.example" }))).matches).toEqual([]);

    const overviewRequest = audited({ uid: coach.uid }, REASON);
    const overview = await support.browser.call("supportGetCoach", overviewRequest);
    expect(overview.onboarding).toMatchObject({ guestStatus: "trial-started", snapshot: { machineVersion: ONBOARDING_MACHINE_VERSION, stateValue: { review: "idle" }, step: "review" } });
    expect(overview.onboarding.steps.at(-1)).toMatchObject({ step: "review", eventType: "NEXT" });
    expect(overview.signatures[0]!.documents.length).toBeGreaterThan(0);
    expect(overview.signatures[0]!.documents[0]).toMatchObject({ version: expect.any(String), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(overview.billing).toMatchObject({ status: "trialing", customerId: billing.customerId, subscriptionId: billing.subscriptionId, nextInvoice: { currency: "usd" } });
    expect(overview.billing!.webhookEvents.map((event) => event.type)).toContain("customer.subscription.created");
    expect(overview.accessUntil).toBeNull();
    // The same request again (a retry) is recorded once.
    await support.browser.call("supportGetCoach", overviewRequest);

    // A refused request is counted for support to see: the coach's events list is over its limit (this minute's and the next).
    const minute = Math.floor(Date.now() / 60_000) * 60;
    for (const windowStart of [minute, minute + 60]) {
      await rateLimits.doc(keyOf("listEvents", coach.uid, String(windowStart))).set({ bucket: "listEvents", windowStart, count: 60, expiresAt: Timestamp.fromMillis((windowStart + 120) * 1000) });
    }
    expect(await rejectionOf(coach.browser.call("listEvents", {}))).toMatchObject({ code: "functions/resource-exhausted" });

    const forwarding = await support.browser.call("supportGetForwarding", audited({ uid: coach.uid }, REASON));
    expect(forwarding.rateLimitRefusals).toEqual([expect.objectContaining({ bucket: "listEvents", count: 1 })]);
    expect(forwarding.emails.map((email) => email.state.status).sort()).toEqual(["filtered", "summarised"]);
    expect(forwarding.emails[0]).toMatchObject({ sender: { address: coach.email, trusted: true }, processingMs: expect.any(Number), originalDeleted: false });
    expect(forwarding.outbox.filter((sent) => sent.state === "SUCCESS").map((sent) => sent.kind)).toEqual(expect.arrayContaining(["welcome", "confirm-email"]));
    // Metadata only: no athlete, no subject, no body.
    expect(JSON.stringify(forwarding)).not.toMatch(/Ruby|Hale|Register|Spring/i);

    const entries = await auditOf(coach.uid);
    // Four searches by this support person (another one found the coach once while their role was revoked, above).
    expect(entries.filter((entry) => entry.action === "findCoach" && entry.supportUid === support.uid)).toHaveLength(4);
    expect(entries.filter((entry) => entry.action === "viewOverview")).toEqual([expect.objectContaining({ supportUid: support.uid, supportEmail: support.email, reason: REASON })]);
    expect(entries.filter((entry) => entry.action === "viewForwarding")).toHaveLength(1);

    // The coach sees those entries in Settings and in "Download all my data".
    const seen = await coach.browser.call("getSupportAccess", {});
    expect(seen.entries.map((entry) => entry.action).sort()).toEqual(entries.map((entry) => entry.action).sort());
    expect(seen.entries[0]).toMatchObject({ by: support.email });
    const archive = await downloadDataArchive(coach.browser);
    expect(archive.records("supportAudit")).toHaveLength(entries.length);
  });

  it("lets support read a coach's emails only while that coach's 24-hour grant runs: not before, not another coach's, not once withdrawn or expired", async () => {
    const other = await coachWithTrial(client, "ungranted");
    const read = (uid: string, emailId = athleteEmailId) => support.browser.call("supportReadEmail", audited({ uid, emailId }));
    const denied = { code: "functions/permission-denied", message: SUPPORT_MESSAGES.accessNotGranted };
    expect(await rejectionOf(read(coach.uid))).toMatchObject(denied);
    expect(await rejectionOf(other.coach.call("grantSupportAccess", { uid: coach.uid } as never))).toMatchObject({ code: "functions/invalid-argument" });

    const granted = await coach.browser.call("grantSupportAccess", {});
    expect(Date.parse(granted.accessUntil!) - Date.now()).toBeGreaterThan(23.9 * 60 * 60 * 1000);
    const opened = await read(coach.uid);
    expect(opened.text).toContain("Ruby");
    expect((await auditOf(coach.uid)).filter((entry) => entry.action === "readEmail")).toEqual([expect.objectContaining({ target: athleteEmailId })]);
    // Another coach's grant is their own: the second coach never granted.
    expect(await rejectionOf(read(other.coach.uid!, "any-email"))).toMatchObject(denied);

    expect((await coach.browser.call("withdrawSupportAccess", {})).accessUntil).toBeNull();
    expect(await rejectionOf(read(coach.uid))).toMatchObject(denied);

    await coach.browser.call("grantSupportAccess", {});
    await supportAccess.doc(coach.uid).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await rejectionOf(read(coach.uid))).toMatchObject(denied);
    expect((await coach.browser.call("getSupportAccess", {})).accessUntil).toBeNull();
    // A grant opens its own coach's emails only.
    await other.coach.call("grantSupportAccess", {});
    expect(await rejectionOf(read(coach.uid))).toMatchObject(denied);
    expect(await rejectionOf(support.browser.call("getSupportAccess", {}))).toMatchObject({ code: "functions/permission-denied" });
    expect(await rejectionOf((await client()).call("grantSupportAccess", {}))).toMatchObject({ code: "functions/permission-denied", message: COACH_ONLY_MESSAGE });
  });

  it("acts once per request id and audits each action: resend a link, reprocess an email, release a held one, extend a trial", async () => {
    // Resend: a coach gets a sign-in link; the retried request sends nothing more.
    await mailSettled(coach.email);
    const signInLinks = async () => (await emailsTo(coach.email)).filter((email) => email.subject === LINK_SUBJECTS.signIn).length;
    const before = await signInLinks();
    const resend = audited({ uid: coach.uid }, REASON);
    expect(await support.browser.call("supportResendLink", resend)).toEqual({ sent: "sign-in" });
    expect(await support.browser.call("supportResendLink", resend)).toEqual({ sent: "sign-in" });
    await mailSettled(coach.email);
    expect(await signInLinks()).toBe(before + 1);

    // Reprocess: the filtered ad is read again; a summarised email is refused, and its request id stays free.
    const reprocess = audited({ uid: coach.uid, emailId: adEmailId });
    expect(await support.browser.call("supportReprocessEmail", reprocess)).toEqual({ status: "processing" });
    expect(await support.browser.call("supportReprocessEmail", reprocess)).toEqual({ status: "processing" });
    await eventually(async () => ((await stateOf(coach.uid, adEmailId))?.status === "filtered" ? true : undefined), 30_000, "the ad read again");
    const refused = audited({ uid: coach.uid, emailId: athleteEmailId });
    const notReprocessable = { code: "functions/failed-precondition", message: SUPPORT_MESSAGES.notReprocessable };
    expect(await rejectionOf(support.browser.call("supportReprocessEmail", refused))).toMatchObject(notReprocessable);
    expect(await rejectionOf(support.browser.call("supportReprocessEmail", refused))).toMatchObject(notReprocessable);

    // Release: mail held while the plan looked inactive goes through processing once the cause is gone.
    await coachEmails(coach.uid).doc(adEmailId).update({ state: { status: "held", reason: "no_active_plan" } });
    const release = audited({ uid: coach.uid, emailId: adEmailId });
    expect(await support.browser.call("supportReleaseEmail", release)).toEqual({ status: "processing" });
    expect(await support.browser.call("supportReleaseEmail", release)).toEqual({ status: "processing" });
    await eventually(async () => ((await stateOf(coach.uid, adEmailId))?.status === "filtered" ? true : undefined), 30_000, "the released ad read");
    expect(await rejectionOf(support.browser.call("supportReleaseEmail", audited({ uid: coach.uid, emailId: adEmailId })))).toMatchObject({ message: SUPPORT_MESSAGES.notHeld });

    // Extend the trial: Stripe's trial_end and the coach's record move 3 days, once for a retried request.
    const { subscriptionId, trialEnd } = (await users.doc(coach.uid).get()).data()!.billing!;
    const extend = audited({ uid: coach.uid, days: 3 }, "Ticket 4712: lost a week to a school holiday");
    const expected = new Date(trialEnd!.toMillis() + 3 * DAY_MS).toISOString();
    expect(await support.browser.call("supportExtendTrial", extend)).toEqual({ trialEndsAt: expected });
    expect(await support.browser.call("supportExtendTrial", extend)).toEqual({ trialEndsAt: expected });
    expect(new Date((await doubleStripe.subscriptions.retrieve(subscriptionId!)).trial_end! * 1000).toISOString()).toBe(expected);
    const extended = (await users.doc(coach.uid).get()).data()!;
    expect(extended.trialEndsAt.toDate().toISOString()).toBe(expected);
    expect(extended.billing!.trialEnd!.toDate().toISOString()).toBe(expected);
    expect(await rejectionOf(support.browser.call("supportExtendTrial", audited({ uid: coach.uid, days: 15 })))).toMatchObject({ code: "functions/invalid-argument" });
    expect(await rejectionOf(support.browser.call("supportExtendTrial", { ...audited({ uid: coach.uid, days: 2 }), reason: "" }))).toMatchObject({ code: "functions/invalid-argument" });

    const actions = (await auditOf(coach.uid)).filter((entry) => ["resendLink", "reprocessEmail", "releaseEmail", "extendTrial"].includes(entry.action));
    expect(actions.map((entry) => `${entry.action}:${entry.target ?? ""}`).sort()).toEqual(
      [`extendTrial:3 days`, `releaseEmail:${adEmailId}`, `releaseEmail:${adEmailId}`, `reprocessEmail:${adEmailId}`, `reprocessEmail:${athleteEmailId}`, "resendLink:"].sort(),
    );
    expect(actions.find((entry) => entry.action === "extendTrial")).toMatchObject({ reason: "Ticket 4712: lost a week to a school holiday", supportEmail: support.email });
  });
});
