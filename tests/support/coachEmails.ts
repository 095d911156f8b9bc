import { coachEmails } from "../../functions/src/lib/firestore";
import { eventually } from "./eventually";

/** Waits until the coach has exactly `count` emails and none is still waiting to be read; answers them with their ids. */
export const emailsProcessed = (uid: string, count: number) =>
  eventually(
    async () => {
      const emails = (await coachEmails(uid).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
      return emails.length === count && emails.every((email) => email.state.status !== "received") ? emails : undefined;
    },
    45_000,
    `${count} emails processed`,
  );
