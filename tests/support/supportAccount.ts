import { randomUUID } from "node:crypto";
import { getAuth } from "firebase-admin/auth";
import { grantSupportRole } from "../../functions/src/support/supportRole";
import type { TestClient } from "./clientApp";

/** A support person's account, made as `npm run support:grant` makes it, with a password to sign in with. */
export async function supportPerson(label = "support") {
  const email = `${label}.${randomUUID().slice(0, 8)}@inboxscout-support.example`;
  const { uid } = await grantSupportRole(email);
  const password = randomUUID();
  await getAuth().updateUser(uid, { password });
  return { uid, email, password };
}

/** A support person signed in on a client of their own. */
export async function signedInSupport(client: (options?: { signedIn: boolean }) => Promise<TestClient>, label = "support") {
  const person = await supportPerson(label);
  const browser = await client({ signedIn: false });
  await browser.signInWithPassword(person.email, person.password);
  return { ...person, browser };
}

/** What every support request carries: why, and its own id. */
export const audited = <T extends object>(request: T, reason = "Ticket 4711: the coach asked us to look") => ({ ...request, reason, requestId: randomUUID() });
