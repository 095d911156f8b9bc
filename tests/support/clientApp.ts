import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously, signInWithCustomToken, signInWithEmailAndPassword, signInWithEmailLink } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { afterAll, expect } from "vitest";
import { toCallableFailure, type CallableFailure } from "@machines/callableErrors";
import type { CallableName, CallableRequest, CallableResponse } from "@machines/callables";
import { TEST_PROJECT_ID, TEST_URLS } from "./testStack";

/** A browser-like Firebase client: its own app instance, optionally signed in as a fresh anonymous user. */
export async function newClient(options: { signedIn: boolean } = { signedIn: true }) {
  const app: FirebaseApp = initializeApp({ projectId: TEST_PROJECT_ID, apiKey: "demo-api-key" }, randomUUID());
  const auth = getAuth(app);
  connectAuthEmulator(auth, TEST_URLS.auth, { disableWarnings: true });
  const functions = getFunctions(app);
  const functionsUrl = new URL(TEST_URLS.functions);
  connectFunctionsEmulator(functions, functionsUrl.hostname, Number(functionsUrl.port));
  if (options.signedIn) await signInAnonymously(auth);

  return {
    uid: auth.currentUser?.uid,
    async call<N extends CallableName>(name: N, request: CallableRequest<N> | Record<string, unknown>): Promise<CallableResponse<N>> {
      try {
        const result = await httpsCallable(functions, name)(request);
        return result.data as CallableResponse<N>;
      } catch (error) {
        throw toCallableFailure(error);
      }
    },
    async signInWithEmailLink(email: string, link: string) {
      const { user } = await signInWithEmailLink(auth, email, link);
      return { uid: user.uid, emailVerified: user.emailVerified };
    },
    async signInWithPassword(email: string, password: string) {
      return (await signInWithEmailAndPassword(auth, email, password)).user.uid;
    },
    async signInWithCustomToken(token: string) {
      return (await signInWithCustomToken(auth, token)).user.uid;
    },
    /**
     * Calls a callable over plain HTTP, as any client could, with headers of the test's choosing
     * (e.g. a forged X-Forwarded-For); answers the HTTP status and the parsed body.
     */
    async rawCall(name: string, data: unknown, headers: Record<string, string> = {}) {
      const token = await auth.currentUser?.getIdToken();
      const response = await fetch(`${TEST_URLS.functions}/${TEST_PROJECT_ID}/us-central1/${name}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
        body: typeof data === "string" ? data : JSON.stringify({ data }),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as { result?: unknown; error?: { status: string; message: string } } | null };
    },
    /** Fetches a fresh ID token, e.g. to carry custom claims set since sign-in (the coach role). */
    async refreshToken() {
      await auth.currentUser?.getIdToken(true);
    },
    close: () => deleteApp(app),
  };
}

/** A unique .edu address, so tests never see each other's data. */
export function uniqueEduEmail(label = "coach"): string {
  return `${label}.${randomUUID().slice(0, 8)}@test-university.edu`;
}

export type TestClient = Awaited<ReturnType<typeof newClient>>;

/** Opens clients for one test file and closes them all after it. */
export function clientsForThisFile(): (options?: { signedIn: boolean }) => Promise<TestClient> {
  const opened: TestClient[] = [];
  afterAll(() => Promise.all(opened.map((client) => client.close())));
  return async (options) => {
    const client = await newClient(options);
    opened.push(client);
    return client;
  };
}

/** The failure a call must end in; the test fails if it succeeds. */
export function rejectionOf(call: Promise<unknown>): Promise<CallableFailure> {
  return call.then(
    () => expect.unreachable("the call should have been rejected"),
    (error: unknown) => error as CallableFailure,
  );
}
