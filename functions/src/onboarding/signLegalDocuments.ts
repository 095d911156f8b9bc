import { createHash } from "node:crypto";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import * as logger from "firebase-functions/logger";
import { HttpsError } from "firebase-functions/v2/https";
import { LEGAL_DOCUMENT_IDS } from "@machines/legal/documentIds";
import { LEGAL_VERSION, legalDocumentText, legalDocumentsInOrder } from "@machines/legal/documents";
import { ONBOARDING_ORDER_MESSAGES, OUTDATED_LEGAL_VERSION_MESSAGE, SIGNATURE_STATUS_UPDATE_FAILED } from "@machines/onboarding/contracts";
import { defineCallable } from "../lib/callable";
import { clientIp } from "../lib/clientIp";
import { signaturesOf } from "../lib/firestore";
import { advancedStatus, guestRef, requireGuest } from "./guest";

/** Version, date and content hash of every document, as signed; computed once per instance. */
const signedDocuments = legalDocumentsInOrder().map((document) => ({
  id: document.id,
  title: document.title,
  version: document.version,
  effectiveDate: document.effectiveDate,
  sha256: createHash("sha256").update(legalDocumentText(document)).digest("hex"),
}));

/**
 * Signing: stores an immutable signature record (typed name, time, each document's version hash and
 * effective date, user agent, IP) under the guest, then sets `legalDocSigned`. Only the current version
 * is signed: a page that showed an earlier one is told to reload, so a record never names texts its
 * signer did not read. If the last write fails the step stops, with details telling the browser which
 * error to show.
 */
export const signLegalDocuments = defineCallable("signLegalDocuments", {
  rateLimit: { limit: 10, windowSeconds: 600 },
  async handle({ signature, reviewedDocumentIds, documentsVersion }, { auth, rawRequest }) {
    const uid = auth.uid;
    if (documentsVersion !== LEGAL_VERSION) throw new HttpsError("failed-precondition", OUTDATED_LEGAL_VERSION_MESSAGE);
    const guest = await requireGuest(uid, "screened");
    if (LEGAL_DOCUMENT_IDS.some((id) => !reviewedDocumentIds.includes(id))) {
      throw new HttpsError("failed-precondition", ONBOARDING_ORDER_MESSAGES.allDocumentsReviewed);
    }

    const signedAt = new Date();
    await signaturesOf(uid).doc().create({
      typedName: signature,
      signedAt: Timestamp.fromDate(signedAt),
      documents: signedDocuments,
      userAgent: rawRequest.headers["user-agent"] ?? null,
      // As the platform saw it: a client-sent X-Forwarded-For cannot choose what is recorded.
      ip: clientIp(rawRequest),
      recordedAt: FieldValue.serverTimestamp(),
    });

    try {
      await guestRef(uid).update({
        legalDocSigned: true,
        guestStatus: advancedStatus(guest.guestStatus, "legal-signed"),
        updatedAt: FieldValue.serverTimestamp(),
      });
    } catch (error) {
      logger.error("Signature stored but legalDocSigned not set", { uid, error: String(error) });
      throw new HttpsError("internal", "Failed to update signature status.", { kind: SIGNATURE_STATUS_UPDATE_FAILED });
    }
    return { signedAt: signedAt.toISOString() };
  },
});
