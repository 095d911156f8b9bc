import * as logger from "firebase-functions/logger";
import { onRequest } from "firebase-functions/v2/https";
import { ACCOUNT_MESSAGES } from "@machines/account/contracts";
import { BRAND } from "@machines/brand";
import { coachDay } from "../lib/coach";
import { accountDeletions, users } from "../lib/firestore";
import { writeDataArchive } from "./dataArchive";
import { consumeDataExportLink } from "./dataExportLinks";

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff" };

/**
 * GET /api/data-export?token=… (Hosting rewrites the path here; the dev server proxies it): streams the
 * coach's data archive as a zip. The token is the one-time link exportMyData gave the signed-in coach;
 * it is used up by the first request, expires within minutes, and opens nothing once the account is
 * being deleted.
 */
export const downloadMyData = onRequest({ memory: "1GiB", timeoutSeconds: 540, cors: false }, async (request, response) => {
  if (request.method !== "GET") {
    response.set("Allow", "GET").status(405).send("Method not allowed");
    return;
  }
  const uid = await consumeDataExportLink(request.query.token);
  const coach = uid ? (await users.doc(uid).get()).data() : undefined;
  const deleting = uid ? (await accountDeletions.doc(uid).get()).exists : false;
  if (!uid || coach?.role !== "coach" || deleting) {
    response.status(410).set({ ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" }).send(ACCOUNT_MESSAGES.dataExportLinkInvalid);
    return;
  }
  const filename = `${BRAND.name.toLowerCase()}-data-${coachDay(coach, new Date())}.zip`;
  response.status(200).set({ ...PRIVATE, "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${filename}"` });
  try {
    await writeDataArchive(uid, coach, response);
  } catch (error) {
    // The status line is gone already: the browser sees a cut-off download, which it reports as failed.
    logger.error("downloadMyData: the archive stopped before its end", { uid, error });
    response.destroy();
  }
});
