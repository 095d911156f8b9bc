import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { MailDev } from "maildev";
import { build as buildWeb, createServer as createViteServer, preview as previewWeb } from "vite";
import { startLocalFirestore } from "./firestoreServer.ts";
import { officialFirestoreEmulator } from "./officialFirestore.ts";
import { BASE_TEST_PROJECT_ID, HOST, LOCAL_SECRETS, LOCAL_STRIPE, stackUrls, stripeWebhookUrl, type StackConfig } from "./stackConfig.ts";
import { startScheduler } from "./scheduler.ts";
import { startSmtpIngress } from "./smtpIngress.ts";
import { startStripeDouble } from "./stripe/index.ts";
import { setupStripePrices } from "../stripe/setupPrices.ts";
import Stripe from "stripe";
import { startTriggerRelay } from "./triggerRelay.ts";

export const ROOT = new URL("../../", import.meta.url).pathname;

export interface StackOptions {
  /** Fire scheduled functions on their schedules (npm start); tests invoke them when they need to. */
  runSchedules?: boolean;
  /** Keep data here across runs (Firestore, Auth and mail); omit for a throwaway stack. */
  dataDir?: string;
  /** Rebuild functions on change (the functions emulator reloads them). */
  watchFunctions: boolean;
  /** Where emulator output goes. */
  log: (line: string) => void;
  /**
   * "dev": the Vite dev server (edits show at once). "build": the production bundle, built once and served as
   * Hosting would; the browser tests use it because it is what ships and loads far faster in a fresh browser.
   */
  web: "dev" | "build";
}

export interface RunningStack {
  config: StackConfig;
  urls: ReturnType<typeof stackUrls>;
  stop(): Promise<void>;
}

/**
 * Starts everything the product needs locally, bound to 127.0.0.1: Firestore, the Firebase Auth,
 * Functions and Cloud Tasks emulators, the mail catcher, the Stripe test double and the Vite dev server.
 * Firestore is the official emulator where Java 21 and its jar are installed, otherwise the local one
 * with the trigger relay.
 */
export async function startStack(config: StackConfig, options: StackOptions): Promise<RunningStack> {
  await assertPortsFree(config);
  const urls = stackUrls(config);
  const cleanups: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch (error) {
        options.log(`stop: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    // The web app builds while the rest starts: the build and the emulators' start each keep a core busy.
    const web = startWebServer(config, options.web);
    cleanups.push(() => web.then((server) => server.close(), () => undefined));
    // Awaited below; until then a failed build must not count as an unhandled rejection.
    web.catch(() => undefined);

    const localSecrets = ensureLocalSecrets();
    ensureFunctionsParams(config);
    await runFunctionsBuild();
    if (options.watchFunctions) {
      const watcher = spawn(process.execPath, ["build.mjs", "--watch"], { cwd: join(ROOT, "functions"), stdio: "ignore" });
      cleanups.push(() => stopChild(watcher, "SIGTERM"));
    }

    const mailDir = options.dataDir ? join(options.dataDir, "mail") : undefined;
    const mailCatcher = new MailDev({ smtp: config.ports.smtp, ip: HOST, web: config.ports.mailWeb, webIp: HOST, mailDirectory: mailDir, silent: true });
    await mailCatcher.start();
    cleanups.push(() => mailCatcher.stop());

    const stripe = await startStripeDouble({
      port: config.ports.stripe,
      webhookUrl: stripeWebhookUrl(config),
      webhookSecret: localSecrets.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE.webhookSecret,
      ...(options.dataDir ? { dataFile: join(options.dataDir, "stripe.json") } : {}),
    });
    cleanups.push(() => stripe.stop());
    // The tiers' prices, as `npm run stripe:setup` makes them in a real account (rerun-safe by lookup key).
    await setupStripePrices(new Stripe(LOCAL_STRIPE.secretKey, { ...stripe.clientOptions, maxNetworkRetries: 0 }));

    const useOfficialFirestore = officialFirestoreEmulator().available;
    if (!useOfficialFirestore) await startLocalFirestoreWithRelay(config, options, cleanups);

    const emulators = await startFirebaseEmulators(config, options, useOfficialFirestore);
    cleanups.push(() => stopChild(emulators, "SIGINT"));

    if (options.runSchedules) {
      const scheduler = await startScheduler({ functionsOrigin: urls.functions, projectId: config.projectId, log: options.log });
      cleanups.push(() => scheduler.stop());
    }

    const ingress = await startSmtpIngress({ port: config.ports.inboundSmtp, endpoint: urls.receiveEmail, recipientCheckEndpoint: urls.checkRecipient, secret: LOCAL_SECRETS.INBOUND_SECRET, log: options.log });
    cleanups.push(() => ingress.stop());

    await web;
    return { config, urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startLocalFirestoreWithRelay(config: StackConfig, options: StackOptions, cleanups: Array<() => Promise<void> | void>) {
  const firestoreFile = options.dataDir ? join(options.dataDir, "firestore.json") : undefined;
  const firestore = await startLocalFirestore({ port: config.ports.firestore, indexesFile: join(ROOT, "firestore.indexes.json"), importFile: firestoreFile });
  cleanups.push(() => {
    if (firestoreFile) options.log(`Saved ${firestore.exportTo(firestoreFile)} Firestore documents to ${firestoreFile}`);
    firestore.stop();
  });
  const relay = startTriggerRelay({
    store: firestore.store,
    functionsOrigin: stackUrls(config).functions,
    projectId: config.projectId,
    log: options.log,
  });
  cleanups.push(() => relay.idle());
}

async function assertPortsFree(config: StackConfig): Promise<void> {
  for (const [name, port] of Object.entries(config.ports)) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once("error", () => resolve(false))
        .once("listening", () => probe.close(() => resolve(true)))
        .listen(port, HOST);
    });
    if (!free) {
      throw new Error(`Port ${port} (${name}) on ${HOST} is in use. Is another ${config.name} stack (npm ${config.name === "dev" ? "start" : "test"}) still running?`);
    }
  }
}

/**
 * The emulator needs a value for every secret (functions/.secret.local): adds the local ones it lacks
 * (LOCAL_SECRETS). Values already there are kept (a developer may put their own Stripe test keys there).
 * Returns the secrets in effect.
 */
function ensureLocalSecrets(): Record<string, string> {
  const file = join(ROOT, "functions", ".secret.local");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "";
  const values = Object.fromEntries(
    current
      .split("\n")
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
  const missing = Object.entries(LOCAL_SECRETS).filter(([key]) => !(key in values));
  if (missing.length > 0) {
    writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${missing.map(([key, value]) => `${key}=${value}\n`).join("")}`);
  }
  return { ...Object.fromEntries(missing), ...values };
}

/**
 * A test stack in another slot (stackConfig.ts) has its own project id, so the functions need a
 * `functions/.env.<projectId>`: the base test parameters with this slot's mail catcher and web origin.
 */
function ensureFunctionsParams(config: StackConfig): void {
  if (config.name !== "test" || config.projectId === BASE_TEST_PROJECT_ID) return;
  const base = readFileSync(join(ROOT, "functions", `.env.${BASE_TEST_PROJECT_ID}`), "utf8");
  const params = base
    .replace(/^SMTP_PORT=.*$/m, `SMTP_PORT=${config.ports.smtp}`)
    .replace(/^APP_ORIGIN=.*$/m, `APP_ORIGIN=${stackUrls(config).web}`)
    .replace(/^STRIPE_API_BASE=.*$/m, `STRIPE_API_BASE=${stackUrls(config).stripe}`);
  writeFileSync(join(ROOT, "functions", `.env.${config.projectId}`), `# Generated from .env.${BASE_TEST_PROJECT_ID} by scripts/local/stack.ts\n${params}`);
}

function runFunctionsBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ["build.mjs"], { cwd: join(ROOT, "functions"), stdio: ["ignore", "ignore", "inherit"] });
    build.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`functions build failed (exit ${code})`))));
  });
}

/** firebase.json holds the dev ports; other stacks get a generated copy with their own. */
function firebaseConfigFor(config: StackConfig): string {
  const base = JSON.parse(readFileSync(join(ROOT, "firebase.json"), "utf8"));
  const { ports } = config;
  const emulator = (port: number) => ({ host: HOST, port });
  base.emulators = {
    ...base.emulators,
    hub: emulator(ports.hub),
    logging: emulator(ports.logging),
    auth: emulator(ports.auth),
    functions: emulator(ports.functions),
    tasks: emulator(ports.tasks),
    eventarc: emulator(ports.eventarc),
    firestore: emulator(ports.firestore),
  };
  const file = `firebase.${config.name}.json`;
  writeFileSync(join(ROOT, file), `${JSON.stringify(base, null, 2)}\n`);
  return file;
}

function startFirebaseEmulators(config: StackConfig, options: StackOptions, withFirestore: boolean): Promise<ChildProcess> {
  const only = ["auth", "functions", "tasks", ...(withFirestore ? ["firestore"] : [])].join(",");
  const args = ["emulators:start", "--only", only, "--project", config.projectId, "--config", firebaseConfigFor(config)];
  if (options.dataDir) {
    const authDir = join(options.dataDir, "firebase");
    if (existsSync(join(authDir, "firebase-export-metadata.json"))) args.push("--import", authDir);
    mkdirSync(authDir, { recursive: true });
    args.push("--export-on-exit", authDir);
  }
  const child = spawn(join(ROOT, "node_modules", ".bin", "firebase"), args, {
    cwd: ROOT,
    // With the local Firestore, the functions must be told where it is; the official emulator says so itself.
    env: {
      // firebase-tools gives the functions' code 10 s to load; a busy 2-core machine needs more, and a timeout leaves no function served.
      FUNCTIONS_DISCOVERY_TIMEOUT: "90",
      ...process.env,
      ...(withFirestore ? {} : { FIRESTORE_EMULATOR_HOST: `${HOST}:${config.ports.firestore}` }),
      FORCE_COLOR: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) {
        if (line.trim()) options.log(line);
        if (!ready && line.includes("Failed to load function definition")) {
          child.kill("SIGINT");
          reject(new Error(`The functions did not load, so the stack would serve none: ${line.trim()}`));
        }
        if (!ready && line.includes("All emulators ready")) {
          ready = true;
          resolve(child);
        }
      }
    };
    child.stdout!.on("data", onLine);
    child.stderr!.on("data", onLine);
    child.once("exit", (code) => {
      if (!ready) reject(new Error(`Firebase emulators exited with code ${code} before they were ready`));
    });
  });
}

/** Where a stack's production web build goes: its own folder per stack, so a running `npm start` or another checkout's build is never overwritten. */
export function webBuildDir(config: StackConfig): string {
  return join(ROOT, ".local-web", config.projectId);
}

async function startWebServer(config: StackConfig, mode: StackOptions["web"]): Promise<{ close(): Promise<void> }> {
  const urls = stackUrls(config);
  Object.assign(process.env, {
    VITE_USE_EMULATORS: "true",
    VITE_FIREBASE_PROJECT_ID: config.projectId,
    VITE_AUTH_EMULATOR_URL: urls.auth,
    VITE_FUNCTIONS_EMULATOR_URL: urls.functions,
  });
  const shared = { root: ROOT, configFile: join(ROOT, "vite.config.ts"), logLevel: "warn" as const };
  const listen = { host: HOST, port: config.ports.web, strictPort: true };
  if (mode === "dev") {
    const server = await createViteServer({ ...shared, server: listen });
    await server.listen();
    return server;
  }
  const outDir = webBuildDir(config);
  await buildWeb({ ...shared, build: { outDir, emptyOutDir: true } });
  const server = await previewWeb({ ...shared, build: { outDir }, preview: listen });
  return { close: () => server.close() };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill(signal);
  });
}
