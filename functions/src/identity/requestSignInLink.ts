import { defineCallable } from "../lib/callable";
import { sendSignInLink } from "./sendAddressLink";

/** "Email me a sign-in link": answered alike for any address ("not-sent" only when a link budget is used up), so it tells nobody who has an account. */
export const requestSignInLink = defineCallable("requestSignInLink", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle({ email, addressProof }, { auth }) {
    const withinBudget = await sendSignInLink(email, auth.uid, "sign-in", addressProof);
    return { status: withinBudget ? ("check-inbox" as const) : ("not-sent" as const) };
  },
});
