import { HttpsError } from "firebase-functions/v2/https";
import { Timestamp } from "firebase-admin/firestore";
import { SENDER_MESSAGES } from "@machines/portal/senders";
import { BRAND } from "@machines/brand";
import { db } from "../lib/admin";
import { coachDay } from "../lib/coach";
import { users } from "../lib/firestore";
import type { UserDoc } from "@machines/account/documents";
import { keyOf } from "../lib/keys";
import { queueEmail } from "../mail/outbox";
import { renderEmail } from "../mail/layout";
import { EMAIL_LINK_LIFETIME_MS, createEmailLink, emailLinkRef, isUsable } from "../identity/emailLinks";
import { releaseHeldMail } from "../lib/releaseHeld";
import { senderRef } from "./senders";

const coachName = (coach: UserDoc) => `${coach.first_name} ${coach.last_name}`;

/** The email an assistant's address gets: who asked, what confirming does, and that ignoring it changes nothing. */
export function senderConfirmationEmail(coach: UserDoc, link: string) {
  const name = coachName(coach);
  const asker = coach.university ? `${name} (${coach.university})` : name;
  return renderEmail({
    subject: `Confirm you forward recruiting emails for Coach ${name}`,
    paragraphs: [
      "Hi,",
      `${asker} added this address as one that forwards recruiting emails to their ${BRAND.name} inbox.`,
      `Confirming means emails you forward from this address to ${coach.forwardingAddress} are read by ${BRAND.name} and summarised for Coach ${coach.last_name}, with the athletes in them added to the coach's list. Until you confirm, they are held.`,
      "The link works once and expires in 48 hours.",
      "If you don't know this coach or didn't expect this email, ignore it: nothing changes without the link.",
    ],
    action: { label: "Confirm this address", url: link },
  });
}

/**
 * Records `address` as the coach's extra sender, waiting for confirmation, and emails it a link: at
 * most once per address per coach's day. Neither the coach's own address nor a trusted one is re-sent.
 */
export async function addSenderAddress(uid: string, coach: UserDoc, address: string, now = new Date()): Promise<"sent" | "already-sent"> {
  if (address === coach.email) throw new HttpsError("invalid-argument", SENDER_MESSAGES.ownAddress, { fieldErrors: { address: SENDER_MESSAGES.ownAddress } });
  const ref = senderRef(uid, address);
  const day = coachDay(coach, now);
  const at = Timestamp.fromDate(now);
  const outcome = await db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data();
    if (existing?.status === "trusted") return "trusted" as const;
    if (existing?.confirmationDay === day) return "already-sent" as const;
    const pending = { status: "held" as const, confirmationSentAt: at, confirmationDay: day };
    if (existing) transaction.update(ref, pending);
    else transaction.create(ref, { address, heldCount: 0, firstSeenAt: at, lastSeenAt: at, ...pending });
    return "sent" as const;
  });
  if (outcome === "trusted") throw new HttpsError("already-exists", SENDER_MESSAGES.alreadyTrusted, { fieldErrors: { address: SENDER_MESSAGES.alreadyTrusted } });
  if (outcome === "already-sent") return outcome;
  const link = await createEmailLink("confirm-sender", uid, address, EMAIL_LINK_LIFETIME_MS.confirmation, now);
  await queueEmail(`confirm-sender-${keyOf(uid, address, day)}`, { to: address, ...senderConfirmationEmail(coach, link) });
  return outcome;
}

/** A link still worth showing: unused, unexpired, for a sender that still waits for it. */
async function pendingLink(token: string, now: Date) {
  const link = (await emailLinkRef(token).get()).data();
  if (!isUsable(link, now) || link.purpose !== "confirm-sender") return null;
  const sender = (await senderRef(link.uid, link.email).get()).data();
  return sender?.status === "held" && sender.confirmationSentAt ? link : null;
}

/** Who asked, for the page before the assistant confirms. */
export async function describeSenderLink(token: string, now = new Date()) {
  const link = await pendingLink(token, now);
  const coach = link && (await users.doc(link.uid).get()).data();
  if (!link || !coach) return { status: "unusable" as const };
  return { status: "usable" as const, coachName: coachName(coach), school: coach.university ?? "", address: link.email };
}

/**
 * Spends a confirmation link once, before it expires, for a sender the coach still waits on (a
 * removed one's old link is void): the sender becomes trusted and their held mail is processed.
 */
export async function confirmSender(token: string, openedBy: string, now = new Date()) {
  const confirmed = await db.runTransaction(async (transaction) => {
    const linkRef = emailLinkRef(token);
    const link = (await transaction.get(linkRef)).data();
    if (!isUsable(link, now) || link.purpose !== "confirm-sender") return null;
    const ref = senderRef(link.uid, link.email);
    const sender = (await transaction.get(ref)).data();
    if (sender?.status !== "held" || !sender.confirmationSentAt) return null;
    transaction.update(linkRef, { usedAt: Timestamp.fromDate(now), usedByUid: openedBy });
    transaction.update(ref, { status: "trusted" });
    return { uid: link.uid, address: link.email };
  });
  if (!confirmed) return { outcome: "unusable" as const };
  await releaseHeldMail(confirmed.uid, ["unknown_sender"], confirmed.address);
  const coach = (await users.doc(confirmed.uid).get()).data();
  return { outcome: "confirmed" as const, coachName: coach ? coachName(coach) : "", address: confirmed.address };
}

/** Removing an extra sender: blocked, so their forwards are held again, and any link still out is void. */
export async function removeSenderAddress(uid: string, address: string): Promise<void> {
  const ref = senderRef(uid, address);
  const known = await db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.update(ref, { status: "blocked", confirmationSentAt: null, confirmationDay: null });
    return true;
  });
  if (!known) throw new HttpsError("not-found", SENDER_MESSAGES.senderNotFound);
}
