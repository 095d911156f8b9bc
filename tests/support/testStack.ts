import { LOCAL_SECRETS, LOCAL_STRIPE, TEST_STACK, stackUrls } from "../../scripts/local/stackConfig.ts";

/** Where the stack that `npm test` starts can be reached. */
export const TEST_URLS = stackUrls(TEST_STACK);
export const TEST_PROJECT_ID = TEST_STACK.projectId;

/** Environment that points firebase-admin and firebase-functions params at the test stack. */
export const TEST_ENV = {
  GCLOUD_PROJECT: TEST_STACK.projectId,
  FIRESTORE_EMULATOR_HOST: TEST_URLS.firestore,
  FIREBASE_AUTH_EMULATOR_HOST: TEST_URLS.auth.replace("http://", ""),
  CLOUD_TASKS_EMULATOR_HOST: TEST_URLS.tasks,
  FUNCTIONS_EMULATOR: "true",
  APP_ORIGIN: TEST_URLS.web,
  STRIPE_API_BASE: TEST_URLS.stripe,
  STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
};

/** The key the test stack's functions sign unsubscribe links with (see scripts/local/stackConfig.ts). */
export const TEST_UNSUBSCRIBE_SIGNING_KEY = LOCAL_SECRETS.UNSUBSCRIBE_SIGNING_KEY;
