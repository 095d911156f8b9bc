import * as logger from "firebase-functions/logger";
import { onRequest } from "firebase-functions/v2/https";
import { UNSUBSCRIBE_PAGE_FIELD, unsubscribePage, type UnsubscribePageState } from "./unsubscribePage";
import { UNSUBSCRIBE_SIGNING_KEY, verifyUnsubscribeToken } from "./unsubscribeToken";
import { isUnsubscribedHash, recordUnsubscribe } from "./unsubscribes";

const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  // The page runs no script and embeds nothing but the mark; the token in its URL goes nowhere else.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
};

/**
 * GET/POST /unsubscribe?token=… (Hosting rewrites the path here; the dev server proxies it). POST is the
 * one-click unsubscribe of RFC 8058 (`List-Unsubscribe=One-Click`, sent by the email client or by the page's
 * button): it records the unsubscribe and answers with the confirmation page. GET only shows the page,
 * asking first, because link scanners fetch URLs on their own.
 */
export const unsubscribe = onRequest({ secrets: [UNSUBSCRIBE_SIGNING_KEY] }, async (request, response) => {
  const send = (status: number, state: UnsubscribePageState) => response.status(status).set(PAGE_HEADERS).send(unsubscribePage(state));
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
    response.set("Allow", "GET, HEAD, POST").status(405).send("Method not allowed");
    return;
  }
  const hash = verifyUnsubscribeToken(request.query.token, UNSUBSCRIBE_SIGNING_KEY.value());
  if (!hash) {
    send(400, "invalid");
    return;
  }
  try {
    if (request.method === "POST") {
      const fromPage = (request.body as Record<string, unknown> | undefined)?.[UNSUBSCRIBE_PAGE_FIELD] === "page";
      await recordUnsubscribe(hash, fromPage ? "page" : "one-click");
      send(200, "done");
    } else {
      send(200, (await isUnsubscribedHash(hash)) ? "done" : "confirm");
    }
  } catch (error) {
    logger.error("unsubscribe: could not read or record the unsubscribe", error);
    response.status(503).set({ "Cache-Control": "no-store", "Retry-After": "60" }).send("Please try again in a minute.");
  }
});
