/**
 * The college coaches who forward mail to InboxScout in this corpus, and their staff. All invented: the schools,
 * addresses and phone numbers do not belong to anyone. Their signatures sit above every forward they send and
 * are a trap: a coach's name, phone and email are never the athlete's.
 */
import type { Coach } from "./wrappers.ts";

/** A college coach whose campus directory writes the name "Last, First" (as Outlook shows it). */
export function collegeCoach(name: string, address: string, scout: string, signature: string): Coach {
  const [first, ...rest] = name.split(" ");
  return { name, directoryName: `${rest.join(" ")}, ${first}`, address, scout, signature };
}

export const REYES: Coach = {
  name: "Jordan Reyes",
  directoryName: "Reyes, Jordan",
  address: "jreyes@cresthaven.edu",
  scout: "jordan.reyes.k7p2@scout.inboxscout.app",
  signature: `Jordan Reyes
Head Women's Volleyball Coach
Cresthaven University | Go Hawks!
Office: (513) 555-0188 | Cell: 513.555.0121
jreyes@cresthaven.edu`,
};

export const WHITLOCK: Coach = {
  name: "Dana Whitlock",
  directoryName: "Whitlock, Dana",
  address: "dwhitlock@marlowstate.edu",
  scout: "dana.whitlock.q4m9@scout.inboxscout.app",
  signature: `Dana Whitlock
Head Softball Coach
Marlow State University Athletics
417-555-0164 (office)
Camps: https://marlowstatesoftball.com/camps`,
};

export const CASTELLANO: Coach = {
  name: "Priya Castellano",
  directoryName: "Castellano, Priya",
  address: "pcastellano@ridgeford.edu",
  scout: "priya.castellano.t8w3@scout.inboxscout.app",
  signature: `Priya Castellano
Assistant Coach / Recruiting Coordinator
Ridgeford College Volleyball
C: +1 (610) 555-0139
Twitter/X: @RidgefordVB`,
};

export const OYELARAN: Coach = {
  name: "Marcus Oyelaran",
  directoryName: "Oyelaran, Marcus",
  address: "moyelaran@lakemont.edu",
  scout: "marcus.oyelaran.h2z6@scout.inboxscout.app",
  signature: `Marcus Oyelaran
Associate Head Coach | Lakemont Softball
Lakemont University, Dahlonega Road, GA
m 706.555.0117`,
};

export const BELANGER: Coach = {
  name: "Annick Bélanger",
  directoryName: "Bélanger, Annick",
  address: "abelanger@northvale.edu",
  scout: "annick.belanger.r5c1@scout.inboxscout.app",
  signature: `Annick Bélanger
Entraîneuse adjointe / Assistant Coach, Women's Volleyball
Northvale College, Vermont
802-555-0176`,
};

export const MONTOYA: Coach = {
  name: "Lucía Montoya",
  directoryName: "Montoya, Lucía",
  address: "lmontoya@sierramesa.edu",
  scout: "lucia.montoya.w3n8@scout.inboxscout.app",
  signature: `Lucía Montoya
Assistant Softball Coach
Sierra Mesa University
(520) 555-0152`,
};

export const VOGEL: Coach = {
  name: "Katrin Vogel",
  directoryName: "Vogel, Katrin",
  address: "kvogel@eastbrook.edu",
  scout: "katrin.vogel.p9d4@scout.inboxscout.app",
  signature: `Katrin Vogel
Head Coach, Eastbrook College Volleyball
Tel. 315-555-0193`,
};

export const DUARTE: Coach = {
  name: "Rafaela Duarte",
  directoryName: "Duarte, Rafaela",
  address: "rduarte@coastalplains.edu",
  scout: "rafaela.duarte.m6j2@scout.inboxscout.app",
  signature: `Rafaela Duarte
Assistant Volleyball Coach
Coastal Plains University
(912) 555-0105`,
};

export const HALVORSEN: Coach = {
  name: "Erik Halvorsen",
  directoryName: "Halvorsen, Erik",
  address: "ehalvorsen@tamarackstate.edu",
  scout: "erik.halvorsen.b7x5@scout.inboxscout.app",
  signature: `Erik Halvorsen
Head Volleyball Coach - Tamarack State University
218.555.0110`,
};

export const GREER: Coach = {
  name: "Tasha Greer",
  directoryName: "Greer, Tasha",
  address: "tgreer@bayouteche.edu",
  scout: "tasha.greer.f4k8@scout.inboxscout.app",
  signature: `Coach Tasha Greer
Head Softball Coach, Bayou Teche College
337-555-0129`,
};

/** Staff of the coaches above: their mail is about the programme, not about a recruit. */
export const STAFF = {
  reyesAssistant: "Morgan Lee <mlee@cresthaven.edu>",
  reyesOps: "Sam Ortega <sortega@cresthaven.edu>",
  cresthavenCompliance: "Renee Whitfield <rwhitfield@cresthaven.edu>",
  whitlockVolunteer: "Haley Brandt <hbrandt@marlowstate.edu>",
  marlowCompliance: "Compliance Office <compliance@marlowstate.edu>",
  lakemontSid: "Trey Caldwell <tcaldwell@lakemont.edu>",
};
