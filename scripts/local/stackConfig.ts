/** The two local stacks: `npm start` (dev) and `npm test` (test) can run side by side. */
export interface StackConfig {
  name: "dev" | "test";
  projectId: string;
  ports: {
    web: number;
    firestore: number;
    auth: number;
    functions: number;
    tasks: number;
    hub: number;
    logging: number;
    eventarc: number;
    smtp: number;
    mailWeb: number;
    /** The local inbound mail server (SMTP ingress) that feeds receiveEmail. */
    inboundSmtp: number;
    /** The local Stripe test double (scripts/local/stripe). */
    stripe: number;
  };
}

export const DEV_STACK: StackConfig = {
  name: "dev",
  projectId: "demo-inboxscout",
  ports: { web: 5173, firestore: 8080, auth: 9099, functions: 5001, tasks: 9499, hub: 4400, logging: 4500, eventarc: 9299, smtp: 1025, mailWeb: 1080, inboundSmtp: 2525, stripe: 12111 },
};

/**
 * `INBOXSCOUT_TEST_SLOT=1`…`9` moves the test stack to its own ports and project id, so several
 * checkouts (git worktrees) on one machine can each run `npm test` at the same time. Default 0.
 */
export const TEST_SLOT = testSlot(process.env.INBOXSCOUT_TEST_SLOT);

function testSlot(value: string | undefined): number {
  const slot = Number(value ?? 0);
  if (!Number.isInteger(slot) || slot < 0 || slot > 9) throw new Error(`INBOXSCOUT_TEST_SLOT must be 0–9, not "${value}"`);
  return slot;
}

/** Each slot adds 20 to every port: bases stay far enough apart (hub 4410–4590, logging 4610–4790) that no two slots share a port. */
const TEST_PORTS: StackConfig["ports"] = { web: 5273, firestore: 8180, auth: 9199, functions: 5101, tasks: 9599, hub: 4410, logging: 4610, eventarc: 9399, smtp: 2025, mailWeb: 2080, inboundSmtp: 2625, stripe: 12211 };

/** The functions read their parameters from `functions/.env.<projectId>`; other slots get a derived copy. */
export const BASE_TEST_PROJECT_ID = "demo-inboxscout-test";

export const TEST_STACK: StackConfig = {
  name: "test",
  projectId: TEST_SLOT === 0 ? BASE_TEST_PROJECT_ID : `${BASE_TEST_PROJECT_ID}-${TEST_SLOT}`,
  ports: Object.fromEntries(Object.entries(TEST_PORTS).map(([name, port]) => [name, port + TEST_SLOT * 20])) as StackConfig["ports"],
};

export const HOST = "127.0.0.1";

/** The local Stripe test double: its test key and signing secret are not secrets. */
export const LOCAL_STRIPE = {
  secretKey: "sk_test_inboxscout_local_double",
  webhookSecret: "whsec_test_inboxscout_local_double",
  /** The function that receives Stripe's webhooks (the double POSTs to it on the functions emulator). */
  webhookFunction: "stripeWebhook",
} as const;

/** Values the local stacks give the functions' secrets (written to functions/.secret.local); never used in production. */
export const LOCAL_SECRETS = {
  /** The mail catcher takes no password. */
  SMTP_PASSWORD: "local-mail-catcher-needs-no-password",
  UNSUBSCRIBE_SIGNING_KEY: "local-unsubscribe-signing-key",
  /** What the local SMTP ingress and tests present to receiveEmail. */
  INBOUND_SECRET: "local-inbound-secret",
  /** The Stripe test double's key and webhook signing secret. */
  STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
  STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
} as const;

export function stackUrls(config: StackConfig) {
  const url = (port: number) => `http://${HOST}:${port}`;
  return {
    web: url(config.ports.web),
    functions: url(config.ports.functions),
    auth: url(config.ports.auth),
    firestore: `${HOST}:${config.ports.firestore}`,
    tasks: `${HOST}:${config.ports.tasks}`,
    mail: url(config.ports.mailWeb),
    inboundSmtp: `${HOST}:${config.ports.inboundSmtp}`,
    receiveEmail: `${url(config.ports.functions)}/${config.projectId}/us-central1/receiveEmail`,
    checkRecipient: `${url(config.ports.functions)}/${config.projectId}/us-central1/checkRecipient`,
    /** Where Hosting's `/api/data-export` leads ("Download all my data"). */
    downloadMyData: `${url(config.ports.functions)}/${config.projectId}/us-central1/downloadMyData`,
    stripe: url(config.ports.stripe),
  };
}

/**
 * Stripe on the local stacks: the test double, a test-mode key it accepts, and the signing secret it and
 * the functions share (functions/.secret.local). Nothing here is a real secret.
 */
export function stripeWebhookUrl(config: StackConfig): string {
  return `${stackUrls(config).functions}/${config.projectId}/us-central1/${LOCAL_STRIPE.webhookFunction}`;
}
