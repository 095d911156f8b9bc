import { assertEvent, assign, fromPromise, setup } from "xstate";
import { BRAND } from "../brand";
import {
  EMPTY_REFEREE,
  MAX_REFEREES,
  REFERRAL_TOASTS,
  referralMailto,
  referralSchema,
  type Referral,
  type RefereeInput,
  type SubmitReferralResponse,
} from "./schema";

/**
 * The referral form of /coach-connect, /referral and the invite form on /how-it-works (spec §2
 * "Referral", §4 "Referral form", §5 "Referral", §8): editing → submitting (controls disabled) →
 * submitted, and RESET back to editing.
 *
 * The machine owns the form's values as well as its flow: the referrer's email, the referee rows
 * (each with a stable id, so removing a middle row keeps the others' state), the optional code and
 * the invitations checkbox. Which messages are visible is derived from the values (`visibleErrors`),
 * so the same rules run here, in the unit tests and, through referralSchema, on the server.
 *
 * Side effects are injected with `referralFormMachine.provide({ actors, actions })`: the
 * `submitReferral` actor saves the referral, `notify` shows a toast, `openEmailDraft` opens the
 * prefilled mailto: draft and `rememberReferrerEmail` keeps the referrer's address for the session.
 */

export type RefereeField = keyof RefereeInput;
export type ReferralFormField = "referrerEmail" | "existingReferralCode";

export interface RefereeRow extends RefereeInput {
  /** Stable for the row's life: React key and part of its fields' keys. */
  id: number;
}

/** Key of a form field: 'referrerEmail', 'existingReferralCode' or 'referees.<row id>.<field>'. */
export type FieldKey = string;

/** submitReferral's referralCode when the referrer has no personal code (spec §3: 'N/A'). */
export const NO_REFERRAL_CODE = "N/A";

export const refereeFieldKey = (rowId: number, field: RefereeField): FieldKey => `referees.${rowId}.${field}`;

export interface ReferralSent extends SubmitReferralResponse {
  /** The prefilled draft to every referee, also offered as a link in the sent state. */
  mailto: string;
  /** Addresses the draft goes to, in row order. */
  refereeEmails: string[];
}

export interface ReferralFormContext {
  /** Origin of the sign-up link in the email draft. */
  appOrigin: string;
  referrerEmail: string;
  existingReferralCode: string;
  referees: RefereeRow[];
  nextRowId: number;
  /** Also have the product email the invitations (submitReferral's sendInvitations). */
  sendInvitations: boolean;
  /** Only for a signed-in coach (whose address is proven): the server refuses anyone else. */
  canSendInvitations: boolean;
  /** Fields the coach has left once: their messages show from then on. */
  touched: Record<FieldKey, true>;
  /** A submit was attempted: every message shows. */
  submitAttempted: boolean;
  /** The server's messages for fields it refused; a field's message goes when the field is edited. */
  serverErrors: Record<FieldKey, string>;
  /** The referral being saved (valid, as the schema outputs it). */
  pending?: Referral;
  /** Names this form among all open ones (random per page view); submission ids build on it. */
  formId: string;
  /** How many different referrals this form has submitted. */
  submissionCount: number;
  /**
   * Names the current submission: submitting the same referral again after a failure (perhaps
   * saved before the connection dropped) reuses it, so the server saves nothing twice.
   */
  submission?: { id: string; fingerprint: string };
  sent?: ReferralSent;
}

export type ReferralFormEvent =
  | { type: "EDIT"; field: ReferralFormField; value: string }
  | { type: "EDIT_REFEREE"; rowId: number; field: RefereeField; value: string }
  /** The coach left a field (blur). */
  | { type: "TOUCH"; field: FieldKey }
  | { type: "SET_SEND_INVITATIONS"; value: boolean }
  /** Values found after the form opened (e.g. the signed-in coach's): they only fill empty fields. */
  /** `signedInCoach`: a coach is signed in, so InboxScout may send the invitations for them. */
  | { type: "PREFILL"; referrerEmail?: string; existingReferralCode?: string; signedInCoach?: boolean }
  | { type: "ADD_REFEREE" }
  | { type: "REMOVE_REFEREE"; rowId: number }
  | { type: "SUBMIT" }
  /** 'Refer Another Coach': a fresh set of rows; the referrer's email and code stay. */
  | { type: "RESET" };

export interface ReferralFormInput {
  appOrigin: string;
  /** Random per page view (e.g. crypto.randomUUID()). */
  formId: string;
  referrerEmail?: string;
  existingReferralCode?: string;
}

export interface SubmitReferralInput {
  referral: Referral;
  sendInvitations: boolean;
  submissionId: string;
}

/**
 * How `submitReferral` rejects: `invalid` when the server refused fields (its messages keyed like
 * 'referees.1.email', by row position), `failed` otherwise, with a message only when the server
 * wrote one for people to read.
 */
export type ReferralSubmitFailure = { kind: "invalid"; fieldErrors: Record<string, string> } | { kind: "failed"; message?: string };

export interface ReferralToast {
  title: string;
  description: string;
  variant?: "destructive";
}

/** Every toast the machine raises through `notify` (spec §5, §8). */
export const REFERRAL_NOTIFICATIONS = {
  invalid: { ...REFERRAL_TOASTS.invalid, variant: "destructive" },
  saved: { ...REFERRAL_TOASTS.saved },
  failed: { ...REFERRAL_TOASTS.failed, variant: "destructive" },
} as const satisfies Record<string, ReferralToast>;

/** 'Error' with the server's message when it gave one, else 'Error Creating Referral' (spec §8). */
export function failureNotification(error: unknown): ReferralToast {
  const message = isFailure(error) && error.kind === "failed" ? error.message?.trim() : undefined;
  return message ? { title: "Error", description: message, variant: "destructive" } : REFERRAL_NOTIFICATIONS.failed;
}

function isFailure(error: unknown): error is ReferralSubmitFailure {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === "invalid" || kind === "failed";
}

// ---------------------------------------------------------------------------------------------
// Validation, derived from the values
// ---------------------------------------------------------------------------------------------

type FormValues = Pick<ReferralFormContext, "referrerEmail" | "existingReferralCode" | "referees">;

export type ReferralValidation =
  { success: true; referral: Referral; errors: Record<FieldKey, string> } | { success: false; errors: Record<FieldKey, string> };

/** Validates the form with referralSchema; errors are keyed by FieldKey (row ids, not positions), first message per field. */
export function validateReferralForm(values: FormValues): ReferralValidation {
  const parsed = referralSchema.safeParse({
    referrerEmail: values.referrerEmail,
    existingReferralCode: values.existingReferralCode,
    referees: values.referees.map(({ id: _id, ...referee }) => referee),
  });
  if (parsed.success) return { success: true, referral: parsed.data, errors: {} };
  const errors: Record<FieldKey, string> = {};
  for (const issue of parsed.error.issues) {
    const key = fieldKeyOfPath(values.referees, issue.path);
    if (key) errors[key] ??= issue.message;
  }
  return { success: false, errors };
}

/** 'referees.1.email' (a position, as zod and the server report it) → the row's FieldKey. */
function fieldKeyOfPath(referees: readonly RefereeRow[], path: readonly PropertyKey[]): FieldKey | undefined {
  const [first, index, field] = path.map(String);
  if (first === "referrerEmail" || first === "existingReferralCode") return first;
  if (first !== "referees") return undefined;
  const row = referees[Number(index)];
  if (!row || !(field && field in EMPTY_REFEREE)) return undefined;
  return refereeFieldKey(row.id, field as RefereeField);
}

/**
 * The messages the form shows now: a field's message once it was left or a submit was attempted;
 * a referee's email is checked live as soon as something is typed in it (spec §5). The server's
 * messages show where the field itself has none.
 */
export function visibleErrors(context: ReferralFormContext): Record<FieldKey, string> {
  const { errors } = validateReferralForm(context);
  const liveEmails = new Set(context.referees.filter((row) => row.email.trim() !== "").map((row) => refereeFieldKey(row.id, "email")));
  const visible: Record<FieldKey, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (context.submitAttempted || context.touched[key] || liveEmails.has(key)) visible[key] = message;
  }
  for (const [key, message] of Object.entries(context.serverErrors)) visible[key] ??= message;
  return visible;
}

export const canAddReferee = (context: Pick<ReferralFormContext, "referees">): boolean => context.referees.length < MAX_REFEREES;
export const canRemoveReferee = (context: Pick<ReferralFormContext, "referees">): boolean => context.referees.length > 1;

// ---------------------------------------------------------------------------------------------
// The machine
// ---------------------------------------------------------------------------------------------

const withoutKey = <T>(record: Record<FieldKey, T>, key: FieldKey): Record<FieldKey, T> => {
  if (!(key in record)) return record;
  const { [key]: _removed, ...rest } = record;
  return rest;
};

const withoutRow = <T>(record: Record<FieldKey, T>, rowId: number): Record<FieldKey, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !key.startsWith(`referees.${rowId}.`)));

const freshRows = (nextRowId: number) => ({ referees: [{ id: nextRowId, ...EMPTY_REFEREE }], nextRowId: nextRowId + 1 });

const cleanSlate = { touched: {}, submitAttempted: false, serverErrors: {}, pending: undefined, submission: undefined, sent: undefined };

export const referralFormMachine = setup({
  types: {
    context: {} as ReferralFormContext,
    events: {} as ReferralFormEvent,
    input: {} as ReferralFormInput,
  },
  actors: {
    submitReferral: fromPromise<SubmitReferralResponse, SubmitReferralInput>(async () => {
      throw new Error("referralFormMachine: actor 'submitReferral' was not provided");
    }),
  },
  actions: {
    // Injected effects.
    notify: (_, _toast: ReferralToast) => {},
    openEmailDraft: (_, _params: { url: string }) => {},
    rememberReferrerEmail: (_, _params: { email: string }) => {},

    // Context updates.
    edit: assign(({ context, event }) => {
      assertEvent(event, "EDIT");
      return { [event.field]: event.value, serverErrors: withoutKey(context.serverErrors, event.field) };
    }),
    editReferee: assign(({ context, event }) => {
      assertEvent(event, "EDIT_REFEREE");
      return {
        referees: context.referees.map((row) => (row.id === event.rowId ? { ...row, [event.field]: event.value } : row)),
        serverErrors: withoutKey(context.serverErrors, refereeFieldKey(event.rowId, event.field)),
      };
    }),
    touch: assign(({ context, event }) => {
      assertEvent(event, "TOUCH");
      return context.touched[event.field] ? {} : { touched: { ...context.touched, [event.field]: true as const } };
    }),
    setSendInvitations: assign(({ event }) => {
      assertEvent(event, "SET_SEND_INVITATIONS");
      return { sendInvitations: event.value };
    }),
    prefill: assign(({ context, event }) => {
      assertEvent(event, "PREFILL");
      return {
        referrerEmail: context.referrerEmail.trim() ? context.referrerEmail : (event.referrerEmail ?? context.referrerEmail),
        existingReferralCode: context.existingReferralCode.trim()
          ? context.existingReferralCode
          : (event.existingReferralCode ?? context.existingReferralCode),
        canSendInvitations: context.canSendInvitations || event.signedInCoach === true,
      };
    }),
    addReferee: assign(({ context }) => ({
      referees: [...context.referees, { id: context.nextRowId, ...EMPTY_REFEREE }],
      nextRowId: context.nextRowId + 1,
    })),
    removeReferee: assign(({ context, event }) => {
      assertEvent(event, "REMOVE_REFEREE");
      return {
        referees: context.referees.filter((row) => row.id !== event.rowId),
        touched: withoutRow(context.touched, event.rowId),
        serverErrors: withoutRow(context.serverErrors, event.rowId),
      };
    }),
    markSubmitAttempted: assign({ submitAttempted: true }),
    startSubmission: assign(({ context }) => {
      const validation = validateReferralForm(context);
      const pending = validation.success ? validation.referral : undefined;
      const fingerprint = JSON.stringify([pending, context.sendInvitations]);
      if (context.submission?.fingerprint === fingerprint) return { pending, submitAttempted: true, serverErrors: {} };
      const submissionCount = context.submissionCount + 1;
      return { pending, submission: { id: `${context.formId}:${submissionCount}`, fingerprint }, submissionCount, submitAttempted: true, serverErrors: {} };
    }),
    recordSent: assign(({ context }, output: SubmitReferralResponse) => {
      const referral = context.pending!;
      // The code the server found for the referrer; without one, the code they typed goes in their own draft.
      const code = output.referralCode !== NO_REFERRAL_CODE ? output.referralCode : (referral.existingReferralCode ?? NO_REFERRAL_CODE);
      return {
        sent: {
          ...output,
          mailto: referralMailto(referral, code, BRAND.name, context.appOrigin),
          refereeEmails: referral.referees.map((referee) => referee.email),
        },
        pending: undefined,
        submission: undefined,
      };
    }),
    recordServerErrors: assign(({ context }, params: { error: unknown }) => {
      const serverErrors: Record<FieldKey, string> = {};
      if (isFailure(params.error) && params.error.kind === "invalid") {
        for (const [path, message] of Object.entries(params.error.fieldErrors)) {
          const key = fieldKeyOfPath(context.referees, path.split("."));
          if (key) serverErrors[key] ??= message;
        }
      }
      return { serverErrors, pending: undefined };
    }),
    startOver: assign(({ context }) => ({ ...cleanSlate, ...freshRows(context.nextRowId) })),
  },
  guards: {
    canAddReferee: ({ context }) => canAddReferee(context),
    canRemoveReferee: ({ context, event }) =>
      event.type === "REMOVE_REFEREE" && canRemoveReferee(context) && context.referees.some((row) => row.id === event.rowId),
    isValid: ({ context }) => validateReferralForm(context).success,
    /** The server refused fields the form shows: their messages go under them. */
    isFieldRejection: ({ context }, params: { error: unknown }) =>
      isFailure(params.error) &&
      params.error.kind === "invalid" &&
      Object.keys(params.error.fieldErrors).some((path) => fieldKeyOfPath(context.referees, path.split(".")) !== undefined),
  },
}).createMachine({
  id: "referralForm",
  context: ({ input }) => ({
    appOrigin: input.appOrigin,
    formId: input.formId,
    submissionCount: 0,
    referrerEmail: input.referrerEmail?.trim() ?? "",
    existingReferralCode: input.existingReferralCode?.trim() ?? "",
    sendInvitations: false,
    canSendInvitations: false,
    ...cleanSlate,
    ...freshRows(1),
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        EDIT: { actions: "edit" },
        EDIT_REFEREE: { actions: "editReferee" },
        TOUCH: { actions: "touch" },
        SET_SEND_INVITATIONS: { actions: "setSendInvitations" },
        PREFILL: { actions: "prefill" },
        ADD_REFEREE: { guard: "canAddReferee", actions: "addReferee" },
        REMOVE_REFEREE: { guard: "canRemoveReferee", actions: "removeReferee" },
        SUBMIT: [
          {
            guard: "isValid",
            target: "submitting",
            actions: [
              "startSubmission",
              // The address as the schema normalised it; kept for this browser session (spec §3).
              { type: "rememberReferrerEmail", params: ({ context }) => ({ email: context.pending!.referrerEmail }) },
            ],
          },
          { actions: ["markSubmitAttempted", { type: "notify", params: REFERRAL_NOTIFICATIONS.invalid }] },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "submitReferral",
        src: "submitReferral",
        input: ({ context }) => ({
          referral: context.pending!,
          sendInvitations: context.canSendInvitations && context.sendInvitations,
          submissionId: context.submission!.id,
        }),
        onDone: {
          target: "submitted",
          actions: [
            { type: "recordSent", params: ({ event }) => event.output },
            { type: "notify", params: REFERRAL_NOTIFICATIONS.saved },
            { type: "openEmailDraft", params: ({ context }) => ({ url: context.sent!.mailto }) },
          ],
        },
        onError: [
          {
            guard: { type: "isFieldRejection", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            actions: [
              { type: "recordServerErrors", params: ({ event }) => ({ error: event.error }) },
              { type: "notify", params: REFERRAL_NOTIFICATIONS.invalid },
            ],
          },
          {
            target: "editing",
            actions: [
              { type: "recordServerErrors", params: ({ event }) => ({ error: event.error }) },
              { type: "notify", params: ({ event }) => failureNotification(event.error) },
            ],
          },
        ],
      },
    },
    submitted: {
      on: { RESET: { target: "editing", actions: "startOver" } },
    },
  },
});

export type ReferralFormMachine = typeof referralFormMachine;
