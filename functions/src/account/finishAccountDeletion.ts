import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { STRIPE_SECRETS } from "../billing/stripeClient";
import { continueAccountDeletion } from "./accountDeletion";

/**
 * Finishes an account deletion (accountDeletion.ts). A failing step (Stripe unreachable, say) fails the
 * task, and Cloud Tasks retries it with backoff for about four days; the job's state and last error stay
 * visible in `accountDeletions/{uid}` meanwhile.
 */
export const finishAccountDeletion = onTaskDispatched<{ uid: string }>(
  {
    secrets: STRIPE_SECRETS,
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 100, minBackoffSeconds: 5, maxBackoffSeconds: 3600 },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async ({ data }) => continueAccountDeletion(data.uid),
);
