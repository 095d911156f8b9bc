import { getAuth } from "firebase-admin/auth";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { BRAND } from "@machines/brand";
import { db } from "../lib/admin";
import { RETENTION_DAYS } from "@machines/productFacts";
import { accountDeletions, closedForwardingAddresses, trialsUsed } from "../lib/firestore";
import type { AccountDeletionDoc, AccountDeletionReason, AccountDeletionStep, UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { enqueueOnce, taskIdFor } from "../lib/taskQueue";
import { closeStripeCustomer } from "../billing/closeCustomer";
import { renderEmail } from "../mail/layout";
import { queueEmail } from "../mail/outbox";
import { coachFootprint } from "./footprint";

export const ACCOUNT_DELETION_QUEUE = "finishAccountDeletion";

const BATCH_SIZE = 400;

type Coach = NonNullable<AccountDeletionDoc["coach"]>;

const ignoreMissingUser = (error: { code?: string }) => {
  if (error.code !== "auth/user-not-found") throw error;
};

/** Every document about the coach (footprint.ts), children before parents: the account document goes last. */
async function deleteFootprint(uid: string, coach: Coach): Promise<void> {
  let deleted = 0;
  for (const part of coachFootprint(uid, coach.email).reverse()) {
    const refs = await part.find();
    for (let start = 0; start < refs.length; start += BATCH_SIZE) {
      const batch = db.batch();
      for (const ref of refs.slice(start, start + BATCH_SIZE)) batch.delete(ref);
      await batch.commit();
    }
    deleted += refs.length;
  }
  logger.info("Account documents deleted", { uid, documents: deleted });
}

/** Kept after deletion, as hashes only (the privacy policy says so): the forwarding address bounces, and the address had its trial. */
function keepTombstones(coach: Coach, requestedAt: Timestamp): Promise<void> {
  return db.runTransaction(async (transaction) => {
    const closed = closedForwardingAddresses.doc(keyOf(coach.forwardingAddress));
    const used = trialsUsed.doc(keyOf(coach.email));
    const [closedSnapshot, usedSnapshot] = await Promise.all([transaction.get(closed), transaction.get(used)]);
    if (!closedSnapshot.exists) transaction.create(closed, { closedAt: requestedAt });
    if (!usedSnapshot.exists) transaction.create(used, { usedAt: requestedAt });
  });
}

const WHY_DELETED: Record<AccountDeletionReason, string> = {
  requested: "As you asked, we deleted",
  retention: `Your subscription ended more than ${RETENTION_DAYS.afterTermination} days ago, and as our Privacy Policy says we keep an ended account's data only that long, so we deleted`,
};

function accountDeletedEmail(coach: Coach, reason: AccountDeletionReason) {
  return renderEmail({
    subject: `Your ${BRAND.name} account was deleted`,
    paragraphs: [
      `Hi ${coach.firstName},`,
      `${WHY_DELETED[reason]} your ${BRAND.name} account: your athletes, forwarded emails, reports and settings are gone, and you can no longer sign in.`,
      `Your subscription was canceled and your saved card removed: you will not be charged again. Mail sent to ${coach.forwardingAddress} now bounces.`,
      `If you did not ask for this, write to ${BRAND.supportEmail}.`,
    ],
  });
}

/**
 * The deletion's steps, in order; each is safe to run again (a retry after a failure halfway repeats the
 * step that failed). Sign-in is disabled first (so the coach cannot keep using the account) and deleted
 * last; the confirmation goes to the proven address once the data is gone (its id makes it one email).
 */
const STEPS: Record<AccountDeletionStep, (uid: string, coach: Coach, job: AccountDeletionDoc) => Promise<unknown>> = {
  signInDisabled: async (uid) => {
    await getAuth().updateUser(uid, { disabled: true }).catch(ignoreMissingUser);
    await getAuth().revokeRefreshTokens(uid).catch(ignoreMissingUser);
  },
  billingClosed: async (_uid, coach) => {
    if (coach.stripeCustomerId) await closeStripeCustomer(coach.stripeCustomerId);
  },
  tombstonesKept: (_uid, coach, job) => keepTombstones(coach, job.requestedAt),
  documentsDeleted: (uid, coach) => deleteFootprint(uid, coach),
  confirmationQueued: (uid, coach, job) => queueEmail(`account-deleted-${uid}`, { to: coach.email, ...accountDeletedEmail(coach, job.reason ?? "requested") }),
  signInDeleted: (uid) => getAuth().deleteUser(uid).catch(ignoreMissingUser),
};

async function runStep(uid: string, job: AccountDeletionDoc, step: AccountDeletionStep): Promise<void> {
  if (job.steps[step]) return;
  try {
    await STEPS[step](uid, job.coach!, job);
  } catch (error) {
    await accountDeletions.doc(uid).update({ attempts: FieldValue.increment(1), lastError: `${step}: ${error instanceof Error ? error.message : String(error)}` });
    throw error;
  }
  const doneAt = Timestamp.now();
  await accountDeletions.doc(uid).update({ [`steps.${step}`]: doneAt });
  job.steps[step] = doneAt;
}

/**
 * 'Delete my account', or an ended account past retention (`reason`): records the job
 * (`accountDeletions/{uid}`, once), disables sign-in at once and queues the task that does the rest,
 * retried with backoff until it is done (a Stripe outage leaves it queued, with the reason in `lastError`).
 */
export async function startAccountDeletion(uid: string, user: UserDoc, reason: AccountDeletionReason = "requested"): Promise<void> {
  const ref = accountDeletions.doc(uid);
  const job = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    if (existing) return existing;
    const created: AccountDeletionDoc = {
      state: "queued",
      requestedAt: Timestamp.now(),
      steps: {},
      attempts: 0,
      lastError: null,
      finishedAt: null,
      coach: { email: user.email, firstName: user.first_name, forwardingAddress: user.forwardingAddress, stripeCustomerId: user.billing?.customerId ?? null },
      reason,
    };
    transaction.create(ref, created);
    return created;
  });
  await enqueueOnce(ACCOUNT_DELETION_QUEUE, taskIdFor("account-deletion", uid), { uid });
  if (job.state === "queued") await runStep(uid, job, "signInDisabled");
}

/** Runs the job's remaining steps; a finished job changes nothing. Throws (so the task retries) when a step fails. */
export async function continueAccountDeletion(uid: string): Promise<void> {
  const job = (await accountDeletions.doc(uid).get()).data();
  if (!job || job.state === "deleted") return;
  for (const step of Object.keys(STEPS) as AccountDeletionStep[]) await runStep(uid, job, step);
  // What the job knew about the coach goes too; the job itself stays, so a late retry finds it finished.
  await accountDeletions.doc(uid).update({ state: "deleted", finishedAt: Timestamp.now(), lastError: null, coach: FieldValue.delete() });
  logger.info("Account deleted at the coach's request", { uid });
}

/** How long the task has to finish a deletion before the scheduled sweep takes it over. */
export const DELETION_TASK_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Continues every deletion still queued `DELETION_TASK_GRACE_MS` after it was asked for; one that fails
 * again stays queued, with its reason, for the next sweep.
 */
export async function resumeStalledAccountDeletions(now: Date): Promise<{ finished: number; stillQueued: number }> {
  const queued = await accountDeletions.where("state", "==", "queued").get();
  const stalled = queued.docs.filter((doc) => now.getTime() - doc.data().requestedAt.toMillis() >= DELETION_TASK_GRACE_MS);
  let finished = 0;
  for (const doc of stalled) {
    try {
      await continueAccountDeletion(doc.id);
      finished += 1;
    } catch (error) {
      logger.warn("Account deletion still queued", { uid: doc.id, error: String(error) });
    }
  }
  return { finished, stillQueued: stalled.length - finished };
}
