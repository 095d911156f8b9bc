import { defineCallable } from "../lib/callable";
import { requireCoach } from "../lib/coach";
import { createDataExportLink } from "./dataExportLinks";

/**
 * "Download all my data": a one-time link to the archive (downloadMyData.ts streams it). A link instead
 * of the archive itself because the emails alone can outgrow a callable's answer, and the browser then
 * saves the download as it arrives.
 */
export const exportMyData = defineCallable("exportMyData", {
  rateLimit: { limit: 5, windowSeconds: 600 },
  async handle(_request, { auth }) {
    await requireCoach(auth.uid);
    const { downloadPath, expiresAt } = await createDataExportLink(auth.uid);
    return { downloadPath, expiresAt: expiresAt.toISOString() };
  },
});
