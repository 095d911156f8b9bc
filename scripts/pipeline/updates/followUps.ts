import type { AthleteRecord } from "../../../machines/inbox/athleteRecord";

/** An athlete the inbox knows from her first email. */
export interface Known {
  file: string;
  record: AthleteRecord;
  senderRole: string;
  subject: string;
  /** What her first email said, as the engine read it (for a reply that quotes it). */
  text: string | null;
  receivedAt: Date;
}

export interface FollowUpEmail {
  from: { name: string; address: string };
  subject: string;
  body: string;
}

/** A later email about a known athlete, and what it must change on her record. */
export interface FollowUp {
  name: string;
  /** The record field it states anew; "tournaments" for an event. */
  field: keyof AthleteRecord["fields"] | "tournaments";
  /** The email, or null for an athlete it cannot be written about (no address of hers known, no class). */
  write(known: Known): FollowUpEmail | null;
  /** Whether the merged record took what the email states. */
  states(merged: AthleteRecord, known: Known): boolean;
}

const first = ({ record }: Known) => record.fields.firstName!.value;
const last = ({ record }: Known) => record.fields.lastName!.value;
/** Her own address, from which she writes again. */
const herself = (known: Known) => {
  const address = known.record.fields.email?.value;
  return address ? { name: `${first(known)} ${last(known)}`, address } : null;
};
/** Her parent's address on record, from which the parent writes again. */
const herParent = ({ record }: Known) => {
  const parent = record.contacts?.find((contact) => contact.role === "parent" && contact.email);
  return parent?.email ? { name: parent.name ?? "", address: parent.email } : null;
};
const feetAndInches = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12}"`;
const grownTo = (record: AthleteRecord) => Math.min(80, (record.fields.height?.value.inches ?? 68) + 1);
const NEW_CLUB = "Lakeshore Elite 17 Black";
const NEW_FILM = "https://youtu.be/Nf7Upd8Clip";
const gpaAfter = (record: AthleteRecord) => (record.fields.gpa?.value.value === 3.93 ? 3.71 : 3.93);

export const FOLLOW_UPS: readonly FollowUp[] = [
  {
    name: "she grew, from her address",
    field: "height",
    write: (known) => {
      const from = herself(known);
      return from && { from, subject: `Update - ${first(known)} ${last(known)}`, body: `Hi Coach,\n\nJust a quick update: I measured ${feetAndInches(grownTo(known.record))} at our club's testing day this week.\n\nThank you,\n${first(known)}` };
    },
    states: (merged, known) => merged.fields.height?.value.inches === grownTo(known.record),
  },
  {
    name: "a tournament, in her reply",
    field: "tournaments",
    write: (known) => {
      const from = herself(known);
      return (
        from && {
          from,
          subject: `Re: ${known.subject}`,
          body: `Hi Coach,\n\nThank you so much for writing back! I will be playing at the Heartland Winter Classic in Omaha, NE on January 17-19 and would love for you to come watch.\n\n${first(known)} ${last(known)}`,
        }
      );
    },
    states: (merged) => merged.tournaments.some((event) => /heartland winter classic/i.test(event.name)),
  },
  {
    name: "a tournament, in her reply quoting the thread",
    field: "tournaments",
    write: (known) => {
      const from = herself(known);
      if (!from || !known.text) return null;
      const quoted = known.text.split("\n").map((line) => `>> ${line}`).join("\n");
      return {
        from,
        subject: `Re: ${known.subject}`,
        body: `Hi Coach,\n\nThank you so much for writing back! I will be playing at the Heartland Winter Classic in Omaha, NE on January 17-19.\n\n${first(known)}\n\nOn Tue, Nov 3, 2026 at 9:12 AM Jordan Ellis <jellis@state.edu> wrote:\n> ${first(known)}, thanks for reaching out. Please send me your winter schedule.\n>\n> On Mon, Nov 2, 2026 at 8:40 PM ${from.name} <${from.address}> wrote:\n${quoted}`,
      };
    },
    states: (merged) => merged.tournaments.some((event) => /heartland winter classic/i.test(event.name)),
  },
  {
    name: "a new club, from her address",
    field: "clubTeam",
    write: (known) => {
      const from = herself(known);
      return from && { from, subject: `${first(known)} ${last(known)} - new club team`, body: `Hello Coach,\n\nI wanted to let you know that I have joined ${NEW_CLUB} for the upcoming club season.\n\nBest,\n${first(known)} ${last(known)}` };
    },
    states: (merged) => merged.fields.clubTeam?.value === NEW_CLUB,
  },
  {
    name: "her parent's note of a new GPA",
    field: "gpa",
    write: (known) => {
      const year = known.record.fields.gradYear?.value;
      if (!year) return null;
      const parent = { name: `Robin ${last(known)}`, address: `robin.${last(known).toLowerCase().replace(/[^a-z]/g, "")}.family@gmail.com` };
      return {
        from: parent,
        subject: `${first(known)}'s semester grades`,
        body: `Good morning Coach,\n\nI wanted to share that our daughter ${first(known)} ${last(known)} (class of ${year}) finished the semester with a ${gpaAfter(known.record).toFixed(2)} GPA.\n\nThank you for your time,\n${parent.name}`,
      };
    },
    states: (merged, known) => merged.fields.gpa?.value.value === gpaAfter(known.record),
  },
  {
    name: "her parent again, 'our daughter' first name",
    field: "height",
    write: (known) => {
      const from = herParent(known);
      return from && { from, subject: `${first(known)} update`, body: `Hi Coach,\n\nOur daughter ${first(known)} measured ${feetAndInches(grownTo(known.record))} at her club's testing day this week.\n\nThanks,\n${from.name}` };
    },
    states: (merged, known) => merged.fields.height?.value.inches === grownTo(known.record),
  },
  {
    name: "her parent again, her first name only",
    field: "height",
    write: (known) => {
      const from = herParent(known);
      return from && { from, subject: `${first(known)} update`, body: `Hi Coach,\n\n${first(known)} measured ${feetAndInches(grownTo(known.record))} at her club's testing day this week, so we wanted to pass that along.\n\nThanks,\n${from.name}` };
    },
    states: (merged, known) => merged.fields.height?.value.inches === grownTo(known.record),
  },
  {
    name: "new film, signed with her first name",
    field: "videoUrls",
    write: (known) => {
      const from = herself(known);
      return from && { from, subject: "New film", body: `Coach,\n\nHere is my latest highlight video from this weekend: ${NEW_FILM}\n\n- ${first(known)}` };
    },
    states: (merged) => merged.fields.videoUrls?.value.includes(NEW_FILM) ?? false,
  },
];
