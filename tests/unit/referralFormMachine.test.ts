import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, initialTransition, transition } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { BRAND } from "@machines/brand";
import {
  REFERRAL_NOTIFICATIONS,
  canRemoveReferee,
  failureNotification,
  referralFormMachine,
  refereeFieldKey,
  validateReferralForm,
  visibleErrors,
  type ReferralFormEvent,
  type ReferralFormInput,
  type ReferralToast,
  type SubmitReferralInput,
} from "@machines/referrals/referralFormMachine";
import { MAX_REFEREES, REFERRAL_MESSAGES, referralMailto, type RefereeInput, type SubmitReferralResponse } from "@machines/referrals/schema";

const INPUT: ReferralFormInput = { appOrigin: "https://app.example", formId: "form-under-test" };

const RESPONSE: SubmitReferralResponse = {
  referralCode: "JREY0412K",
  saved: 1,
  expiresAt: "2025-04-19T03:59:00.000Z",
  invitationsSent: 0,
  invitationsSkipped: [],
};

const REFEREE: RefereeInput = { firstName: "Dana", lastName: "Ortiz", email: "DOrtiz@Tech.edu", role: "Assistant Coach", sport: "Softball" };

/** A machine whose effects are spies and whose submitReferral settles when the test says so. */
function start(input: ReferralFormInput = INPUT) {
  const notify = vi.fn<(toast: ReferralToast) => void>();
  const openEmailDraft = vi.fn<(url: string) => void>();
  const rememberReferrerEmail = vi.fn<(email: string) => void>();
  const submitted: SubmitReferralInput[] = [];
  let settle: { resolve: (output: SubmitReferralResponse) => void; reject: (error: unknown) => void } | undefined;
  const machine = referralFormMachine.provide({
    actors: {
      submitReferral: fromPromise<SubmitReferralResponse, SubmitReferralInput>(({ input }) => {
        submitted.push(input);
        return new Promise((resolve, reject) => (settle = { resolve, reject }));
      }),
    },
    actions: {
      notify: (_, toast) => notify(toast),
      openEmailDraft: (_, { url }) => openEmailDraft(url),
      rememberReferrerEmail: (_, { email }) => rememberReferrerEmail(email),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    actor,
    notify,
    openEmailDraft,
    rememberReferrerEmail,
    submitted,
    async resolve(output: SubmitReferralResponse = RESPONSE) {
      settle!.resolve(output);
      await settled();
    },
    async reject(error: unknown) {
      settle!.reject(error);
      await settled();
    },
  };
}

type Actor = ReturnType<typeof start>["actor"];

function fillRow(actor: Actor, rowId: number, referee: RefereeInput = REFEREE) {
  for (const [field, value] of Object.entries(referee)) actor.send({ type: "EDIT_REFEREE", rowId, field: field as keyof RefereeInput, value });
}

function fillValid(actor: Actor) {
  actor.send({ type: "EDIT", field: "referrerEmail", value: " JReyes@State.edu " });
  fillRow(actor, 1);
}

const errorsOf = (actor: Actor) => visibleErrors(actor.getSnapshot().context);

describe("referral form machine: rows", () => {
  it("starts editing with one empty row and the referrer email it was given", () => {
    const snapshot = createActor(referralFormMachine, { input: { ...INPUT, referrerEmail: " coach@state.edu " } })
      .start()
      .getSnapshot();
    expect(snapshot.value).toBe("editing");
    expect(snapshot.context.referrerEmail).toBe("coach@state.edu");
    expect(snapshot.context.referees).toEqual([{ id: 1, firstName: "", lastName: "", email: "", role: "", sport: "" }]);
    expect(visibleErrors(snapshot.context)).toEqual({});
  });

  it("adds rows up to the maximum, each with its own id", () => {
    const { actor } = start();
    for (let i = 0; i < MAX_REFEREES + 3; i++) actor.send({ type: "ADD_REFEREE" });
    expect(actor.getSnapshot().context.referees.map((row) => row.id)).toEqual(Array.from({ length: MAX_REFEREES }, (_, i) => i + 1));
  });

  it("removes a row only while more than one is left, and keeps the other rows' values", () => {
    const { actor } = start();
    actor.send({ type: "REMOVE_REFEREE", rowId: 1 });
    expect(actor.getSnapshot().context.referees).toHaveLength(1);
    expect(canRemoveReferee(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: "ADD_REFEREE" });
    actor.send({ type: "ADD_REFEREE" });
    fillRow(actor, 3, { ...REFEREE, firstName: "Third" });
    actor.send({ type: "REMOVE_REFEREE", rowId: 2 });
    actor.send({ type: "REMOVE_REFEREE", rowId: 99 });
    expect(actor.getSnapshot().context.referees.map((row) => [row.id, row.firstName])).toEqual([
      [1, ""],
      [3, "Third"],
    ]);
    actor.send({ type: "REMOVE_REFEREE", rowId: 1 });
    actor.send({ type: "REMOVE_REFEREE", rowId: 3 });
    expect(actor.getSnapshot().context.referees.map((row) => row.id)).toEqual([3]);
  });

  it("forgets a removed row's messages", () => {
    const { actor } = start();
    actor.send({ type: "ADD_REFEREE" });
    actor.send({ type: "SUBMIT" });
    expect(errorsOf(actor)[refereeFieldKey(2, "firstName")]).toBe(REFERRAL_MESSAGES.firstNameRequired);
    actor.send({ type: "TOUCH", field: refereeFieldKey(2, "role") });
    actor.send({ type: "REMOVE_REFEREE", rowId: 2 });
    expect(Object.keys(errorsOf(actor)).filter((key) => key.startsWith("referees.2."))).toEqual([]);
    expect(actor.getSnapshot().context.touched).toEqual({});
  });
});

describe("referral form machine: validation", () => {
  it("refuses an empty submit: every message, the 'Form Validation Error' toast, no call", () => {
    const { actor, notify, submitted, rememberReferrerEmail } = start();
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(notify).toHaveBeenCalledWith({
      title: "Form Validation Error",
      description: "Please fill out all required fields correctly.",
      variant: "destructive",
    });
    expect(errorsOf(actor)).toEqual({
      referrerEmail: REFERRAL_MESSAGES.referrerEmailRequired,
      [refereeFieldKey(1, "firstName")]: REFERRAL_MESSAGES.firstNameRequired,
      [refereeFieldKey(1, "lastName")]: REFERRAL_MESSAGES.lastNameRequired,
      [refereeFieldKey(1, "email")]: REFERRAL_MESSAGES.emailRequired,
      [refereeFieldKey(1, "role")]: REFERRAL_MESSAGES.roleRequired,
      [refereeFieldKey(1, "sport")]: REFERRAL_MESSAGES.sportRequired,
    });
    expect(submitted).toEqual([]);
    expect(rememberReferrerEmail).not.toHaveBeenCalled();
  });

  it("checks a row's email live while typing, before the field is left", () => {
    const { actor } = start();
    const key = refereeFieldKey(1, "email");
    const typed = (value: string) => {
      actor.send({ type: "EDIT_REFEREE", rowId: 1, field: "email", value });
      return errorsOf(actor)[key];
    };
    expect(typed("d")).toBe(REFERRAL_MESSAGES.emailInvalid);
    expect(typed("dana@tech")).toBe(REFERRAL_MESSAGES.emailInvalid);
    expect(typed("dana@tech.com")).toBe(REFERRAL_MESSAGES.emailNotEdu);
    expect(typed("dana@tech.edu")).toBeUndefined();
    // Nothing typed: 'Email is required' waits for the field to be left or a submit.
    expect(typed("")).toBeUndefined();
    actor.send({ type: "TOUCH", field: key });
    expect(errorsOf(actor)[key]).toBe(REFERRAL_MESSAGES.emailRequired);
    // Other fields wait until they are left.
    expect(errorsOf(actor)[refereeFieldKey(1, "firstName")]).toBeUndefined();
  });

  it("shows the referrer email's messages once the field is left", () => {
    const { actor } = start();
    actor.send({ type: "EDIT", field: "referrerEmail", value: "coach@gmail.com" });
    expect(errorsOf(actor).referrerEmail).toBeUndefined();
    actor.send({ type: "TOUCH", field: "referrerEmail" });
    expect(errorsOf(actor).referrerEmail).toBe(REFERRAL_MESSAGES.referrerEmailNotEdu);
    actor.send({ type: "EDIT", field: "referrerEmail", value: "coach" });
    expect(errorsOf(actor).referrerEmail).toBe(REFERRAL_MESSAGES.referrerEmailInvalid);
  });

  it("validates with the shared schema, messages keyed by row id", () => {
    const { actor } = start();
    actor.send({ type: "ADD_REFEREE" });
    actor.send({ type: "REMOVE_REFEREE", rowId: 1 });
    const validation = validateReferralForm(actor.getSnapshot().context);
    expect(validation.success).toBe(false);
    expect(Object.keys(validation.errors)).toContain(refereeFieldKey(2, "email"));
  });

  it("prefills only empty fields", () => {
    const { actor } = start();
    actor.send({ type: "PREFILL", referrerEmail: "coach@state.edu", existingReferralCode: "JREY0412K" });
    expect(actor.getSnapshot().context).toMatchObject({ referrerEmail: "coach@state.edu", existingReferralCode: "JREY0412K" });
    actor.send({ type: "EDIT", field: "referrerEmail", value: "typed@state.edu" });
    actor.send({ type: "PREFILL", referrerEmail: "other@state.edu" });
    expect(actor.getSnapshot().context.referrerEmail).toBe("typed@state.edu");
  });
});

describe("referral form machine: submitting", () => {
  it("saves a valid referral, remembers the referrer, ignores edits while busy, then opens the draft", async () => {
    const { actor, notify, openEmailDraft, rememberReferrerEmail, submitted, resolve } = start();
    fillValid(actor);
    actor.send({ type: "ADD_REFEREE" });
    fillRow(actor, 2, { firstName: "Lee", lastName: "Park", email: "lpark@state.edu", role: "Head Coach", sport: "Volleyball – Women" });
    actor.send({ type: "PREFILL", signedInCoach: true });
    actor.send({ type: "SET_SEND_INVITATIONS", value: true });
    actor.send({ type: "SUBMIT" });

    expect(actor.getSnapshot().value).toBe("submitting");
    expect(rememberReferrerEmail).toHaveBeenCalledWith("jreyes@state.edu");
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.sendInvitations).toBe(true);
    expect(submitted[0]!.referral.referrerEmail).toBe("jreyes@state.edu");
    expect(submitted[0]!.referral.referees.map((referee) => referee.email)).toEqual(["dortiz@tech.edu", "lpark@state.edu"]);

    actor.send({ type: "EDIT", field: "referrerEmail", value: "changed@state.edu" });
    actor.send({ type: "ADD_REFEREE" });
    actor.send({ type: "SUBMIT" });
    expect(actor.getSnapshot().context.referrerEmail).toBe(" JReyes@State.edu ");
    expect(actor.getSnapshot().context.referees).toHaveLength(2);
    expect(submitted).toHaveLength(1);

    await resolve({ ...RESPONSE, saved: 2, invitationsSent: 1, invitationsSkipped: ["lpark@state.edu"] });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("submitted");
    expect(notify).toHaveBeenLastCalledWith({
      title: "Referral Saved Successfully",
      description: "Your email client should have opened with a pre-filled message.",
    });
    const mailto = referralMailto(submitted[0]!.referral, RESPONSE.referralCode, BRAND.name, INPUT.appOrigin);
    expect(openEmailDraft).toHaveBeenCalledExactlyOnceWith(mailto);
    expect(mailto.startsWith("mailto:dortiz@tech.edu,lpark@state.edu?")).toBe(true);
    expect(context.sent).toMatchObject({
      mailto,
      refereeEmails: ["dortiz@tech.edu", "lpark@state.edu"],
      invitationsSent: 1,
      invitationsSkipped: ["lpark@state.edu"],
    });
  });

  it("asks the server to send invitations only for a signed-in coach", async () => {
    const { actor, submitted } = start();
    fillValid(actor);
    actor.send({ type: "SET_SEND_INVITATIONS", value: true });
    actor.send({ type: "SUBMIT" });
    expect(submitted[0]!.sendInvitations).toBe(false);
  });

  it("names a retried submission of the same referral as before, and a changed or later one anew", async () => {
    const { actor, submitted, reject, resolve } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await reject({ kind: "failed" });
    actor.send({ type: "SUBMIT" });
    expect(submitted.map((input) => input.submissionId)).toEqual(["form-under-test:1", "form-under-test:1"]);

    await reject({ kind: "failed" });
    actor.send({ type: "EDIT_REFEREE", rowId: 1, field: "role", value: "Head Coach" });
    actor.send({ type: "SUBMIT" });
    await resolve();
    actor.send({ type: "RESET" });
    fillRow(actor, 2);
    actor.send({ type: "SUBMIT" });
    expect(submitted.map((input) => input.submissionId)).toEqual(["form-under-test:1", "form-under-test:1", "form-under-test:2", "form-under-test:3"]);
  });

  it("RESET starts a fresh form and keeps the referrer's email and code", async () => {
    const { actor, resolve } = start();
    fillValid(actor);
    actor.send({ type: "EDIT", field: "existingReferralCode", value: "jrey0412k" });
    actor.send({ type: "SUBMIT" });
    await resolve();
    actor.send({ type: "RESET" });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("editing");
    expect(context.referrerEmail).toBe(" JReyes@State.edu ");
    expect(context.existingReferralCode).toBe("jrey0412k");
    expect(context.referees).toEqual([{ id: 2, firstName: "", lastName: "", email: "", role: "", sport: "" }]);
    expect(context.sent).toBeUndefined();
    expect(visibleErrors(context)).toEqual({});
  });

  it("puts the code the referrer typed in the draft when the server knows none for them", async () => {
    const { actor, openEmailDraft, resolve } = start();
    fillValid(actor);
    actor.send({ type: "EDIT", field: "existingReferralCode", value: " jrey0412k " });
    actor.send({ type: "SUBMIT" });
    await resolve({ ...RESPONSE, referralCode: "N/A" });
    expect(openEmailDraft.mock.calls[0]![0]).toContain(encodeURIComponent("with my referral code JREY0412K"));

    const withoutCode = start();
    fillValid(withoutCode.actor);
    withoutCode.actor.send({ type: "SUBMIT" });
    await withoutCode.resolve({ ...RESPONSE, referralCode: "N/A" });
    expect(withoutCode.openEmailDraft.mock.calls[0]![0]).not.toContain("referral%20code");
  });

  it("a server failure with a message shows 'Error' with it and keeps everything typed", async () => {
    const { actor, notify, openEmailDraft, reject } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await reject({ kind: "failed", message: "Failed to save referral: deadline exceeded" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(notify).toHaveBeenLastCalledWith({ title: "Error", description: "Failed to save referral: deadline exceeded", variant: "destructive" });
    expect(actor.getSnapshot().context.referees[0]!.firstName).toBe("Dana");
    expect(openEmailDraft).not.toHaveBeenCalled();
  });

  it("a failure without a message shows 'Error Creating Referral'", async () => {
    const { actor, notify, reject } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await reject(new TypeError("Failed to fetch"));
    expect(notify).toHaveBeenLastCalledWith({
      title: "Error Creating Referral",
      description: "There was a problem saving your referral. Please try again.",
      variant: "destructive",
    });
  });

  it("puts the server's field messages under the rows they name, until the field is edited", async () => {
    const { actor, notify, reject } = start();
    fillValid(actor);
    actor.send({ type: "ADD_REFEREE" });
    actor.send({ type: "ADD_REFEREE" });
    fillRow(actor, 2, { ...REFEREE, email: "two@state.edu" });
    fillRow(actor, 3, { ...REFEREE, email: "three@state.edu" });
    actor.send({ type: "REMOVE_REFEREE", rowId: 2 });
    actor.send({ type: "SUBMIT" });
    await reject({ kind: "invalid", fieldErrors: { "referees.1.email": "Must be 254 characters or fewer" } });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(notify).toHaveBeenLastCalledWith(REFERRAL_NOTIFICATIONS.invalid);
    expect(errorsOf(actor)).toEqual({ [refereeFieldKey(3, "email")]: "Must be 254 characters or fewer" });
    actor.send({ type: "EDIT_REFEREE", rowId: 3, field: "email", value: "three@state.edu" });
    expect(errorsOf(actor)).toEqual({});
  });

  it("an invalid-argument answer naming no form field is a plain failure", async () => {
    const { actor, notify, reject } = start();
    fillValid(actor);
    actor.send({ type: "SUBMIT" });
    await reject({ kind: "invalid", fieldErrors: { timeZone: "Too long" } });
    expect(notify).toHaveBeenLastCalledWith(REFERRAL_NOTIFICATIONS.failed);
  });

  it("failureNotification reads only the failures it knows", () => {
    expect(failureNotification({ kind: "failed", message: "  " })).toEqual(REFERRAL_NOTIFICATIONS.failed);
    expect(failureNotification({ message: "raw" })).toEqual(REFERRAL_NOTIFICATIONS.failed);
    expect(failureNotification(null)).toEqual(REFERRAL_NOTIFICATIONS.failed);
    expect(failureNotification({ kind: "failed", message: "Too many requests" }).title).toBe("Error");
  });
});

// ---------------------------------------------------------------------------------------------
// Generated paths
// ---------------------------------------------------------------------------------------------

type GraphEvent =
  | ReferralFormEvent
  | { type: "xstate.done.actor.submitReferral"; output: SubmitReferralResponse }
  | { type: "xstate.error.actor.submitReferral"; error: unknown };

const GRAPH_EVENTS: GraphEvent[] = [
  { type: "EDIT", field: "referrerEmail", value: "jreyes@state.edu" },
  ...Object.entries(REFEREE).map(([field, value]): GraphEvent => ({ type: "EDIT_REFEREE", rowId: 1, field: field as keyof RefereeInput, value })),
  { type: "ADD_REFEREE" },
  { type: "REMOVE_REFEREE", rowId: 1 },
  { type: "REMOVE_REFEREE", rowId: 2 },
  { type: "SET_SEND_INVITATIONS", value: true },
  { type: "SUBMIT" },
  { type: "xstate.done.actor.submitReferral", output: RESPONSE },
  { type: "xstate.error.actor.submitReferral", error: { kind: "failed", message: "Failed to save referral: boom" } },
  { type: "xstate.error.actor.submitReferral", error: new Error("offline") },
  { type: "RESET" },
];

type Snapshot = ReturnType<typeof referralFormMachine.transition>;

/** A graph node: the state, the rows (and the next row's id), which fields are still wrong, whether that shows, and the invitations choice. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.referees.map((row) => row.id),
    snapshot.context.nextRowId,
    Object.keys(validateReferralForm(snapshot.context).errors).sort(),
    snapshot.context.submitAttempted,
    snapshot.context.sendInvitations,
    snapshot.context.submission?.id,
    snapshot.context.submissionCount,
  ]);

/** Two rows at most keep the graph small; the row limit itself is tested above. */
const filterEvents = (snapshot: Snapshot, event: ReferralFormEvent) => event.type !== "ADD_REFEREE" || snapshot.context.referees.length < 2;

const traversal = { events: GRAPH_EVENTS as ReferralFormEvent[], input: INPUT, serializeState, filterEvents };

const eventsOf = (path: { steps: Array<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event as GraphEvent).filter((event) => event.type !== ("xstate.init" as string));

/** Replays events with the pure transition functions, collecting the injected actions' params. */
function replay(events: readonly GraphEvent[]) {
  let [snapshot, actions] = initialTransition(referralFormMachine, INPUT);
  const executed = [...actions];
  for (const event of events) {
    [snapshot, actions] = transition(referralFormMachine, snapshot, event as ReferralFormEvent);
    executed.push(...actions);
  }
  const params = (type: string) => executed.filter((action) => action.type === type).map((action) => action.params);
  return {
    snapshot,
    toasts: params("notify") as ReferralToast[],
    drafts: params("openEmailDraft") as Array<{ url: string }>,
    remembered: params("rememberReferrerEmail"),
  };
}

describe("referral form machine: generated paths (xstate/graph)", () => {
  const paths = getShortestPaths(referralFormMachine, traversal);

  it("reaches editing, submitting and submitted, each path replayed on a real actor", { timeout: 30_000 }, async () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(["editing", "submitting", "submitted"]));
    for (const path of paths) {
      const { actor, resolve, reject } = start();
      for (const event of eventsOf(path)) {
        if (event.type === "xstate.done.actor.submitReferral") await resolve(event.output);
        else if (event.type === "xstate.error.actor.submitReferral") await reject(event.error);
        else actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      expect(actor.getSnapshot().context).toEqual(path.state.context);
    }
  });

  it("every path to submitted saved a valid form once, opened one draft to all referees and said so", () => {
    const done = paths.filter((path) => path.state.value === "submitted");
    expect(done.length).toBeGreaterThan(0);
    for (const path of done) {
      const { snapshot, toasts, drafts, remembered } = replay(eventsOf(path));
      expect(drafts).toEqual([{ url: snapshot.context.sent!.mailto }]);
      expect(drafts[0]!.url).toContain(`mailto:${snapshot.context.sent!.refereeEmails.join(",")}?`);
      expect(toasts.at(-1)).toEqual(REFERRAL_NOTIFICATIONS.saved);
      expect(remembered).toEqual([{ email: "jreyes@state.edu" }]);
    }
  });

  it("on every transition: an invalid SUBMIT stays in editing with the toast; rows never drop below one", { timeout: 30_000 }, () => {
    const transitions = adjacencyMapToArray(getAdjacencyMap(referralFormMachine, traversal));
    expect(transitions.length).toBeGreaterThan(20);
    for (const { state, event, nextState } of transitions) {
      expect(nextState.context.referees.length).toBeGreaterThanOrEqual(1);
      if (event.type === "SUBMIT" && state.value === "editing") {
        const valid = validateReferralForm(state.context).success;
        expect(nextState.value).toBe(valid ? "submitting" : "editing");
        const [, actions] = transition(referralFormMachine, state, event);
        const toasts = actions.filter((action) => action.type === "notify").map((action) => action.params);
        expect(toasts).toEqual(valid ? [] : [REFERRAL_NOTIFICATIONS.invalid]);
      }
      if (state.value === "submitting" && event.type.startsWith("xstate.error")) expect(nextState.value).toBe("editing");
      if (state.value === "submitted") expect(nextState.value === "submitted" || event.type === "RESET").toBe(true);
    }
  });
});
