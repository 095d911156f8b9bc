/**
 * Helpers for the held-out athletes-and-recommenders emails: their own college coaches (none of the tuning split's),
 * a label shorthand for emails introducing several athletes, and direct delivery through the coach's Gmail or
 * Outlook forwarding rule. All people, schools and numbers are invented (phones in the 555-01xx range).
 */
import type { CorpusAthlete, CorpusLabel, SenderRole } from "../labelSchema.ts";
import type { Client, MessageSpec } from "./mime.ts";
import { htmlDocument, textToHtml, type HtmlFlavour } from "./html.ts";
import { original, type Coach, type Original } from "./wrappers.ts";
import { athleteLabel } from "./labels.ts";

export const ACHTERBERG: Coach = {
  name: "Simone Achterberg",
  directoryName: "Achterberg, Simone",
  address: "sachterberg@pellston.edu",
  scout: "simone.achterberg.v6t1@scout.inboxscout.app",
  signature: `Simone Achterberg
Head Women's Volleyball Coach
Pellston College Lakers
(231) 555-0172 office
pellstonvolleyball.com`,
};

export const EKWUEME: Coach = {
  name: "Grant Ekwueme",
  directoryName: "Ekwueme, Grant",
  address: "gekwueme@wyndhamfalls.edu",
  scout: "grant.ekwueme.c3y8@scout.inboxscout.app",
  signature: `Grant Ekwueme
Assistant Coach & Recruiting Coordinator
Wyndham Falls University Volleyball
cell 304.555.0146`,
};

export const TISDALE: Coach = {
  name: "Heather Tisdale",
  directoryName: "Tisdale, Heather",
  address: "htisdale@ketteringridge.edu",
  scout: "heather.tisdale.n2s5@scout.inboxscout.app",
  signature: `Heather Tisdale | Head Volleyball Coach
Kettering Ridge College
O: 937-555-0107`,
};

export const BASSET: Coach = {
  name: "Corinne Basset",
  directoryName: "Basset, Corinne",
  address: "cbasset@harrowgatestate.edu",
  scout: "corinne.basset.j8e4@scout.inboxscout.app",
  signature: `Corinne Basset
Head Softball Coach
Harrowgate State University
(423) 555-0119`,
};

export const VILLALOBOS: Coach = {
  name: "Luis Villalobos",
  directoryName: "Villalobos, Luis",
  address: "lvillalobos@redmesa.edu",
  scout: "luis.villalobos.x5q7@scout.inboxscout.app",
  signature: `Luis Villalobos
Assistant Coach, Red Mesa College Softball
Recruiting questionnaire: redmesaathletics.com/sb-recruits
505-555-0183`,
};

export const MAYFIELD: Coach = {
  name: "Tamika Mayfield",
  directoryName: "Mayfield, Tamika",
  address: "tmayfield@lindenhill.edu",
  scout: "tamika.mayfield.d9r2@scout.inboxscout.app",
  signature: `Tamika Mayfield
Assistant Coach, Women's Basketball
Linden Hill University
(336) 555-0161`,
};

export const SZABO: Coach = {
  name: "Megan Szabo",
  directoryName: "Szabo, Megan",
  address: "mszabo@calderbay.edu",
  scout: "megan.szabo.k4w6@scout.inboxscout.app",
  signature: `Megan Szabo
Head Women's Soccer Coach
Calder Bay College | Mariners
360-555-0133`,
};

export const QUARLES: Coach = {
  name: "Hollis Quarles",
  directoryName: "Quarles, Hollis",
  address: "hquarles@brantwood.edu",
  scout: "hollis.quarles.m7a3@scout.inboxscout.app",
  signature: `Hollis Quarles
Head Coach, Women's Lacrosse
Brantwood College
o. 410-555-0114`,
};

export const THACKERAY: Coach = {
  name: "Imogen Thackeray",
  directoryName: "Thackeray, Imogen",
  address: "ithackeray@ashcombe.edu",
  scout: "imogen.thackeray.g1h9@scout.inboxscout.app",
  signature: `Imogen Thackeray
Head Field Hockey Coach
Ashcombe University
(717) 555-0128`,
};

export const ZIELINSKI: Coach = {
  name: "Ray Zielinski",
  directoryName: "Zielinski, Ray",
  address: "rzielinski@ferrispoint.edu",
  scout: "ray.zielinski.b2n8@scout.inboxscout.app",
  signature: `Ray Zielinski
Sprints/Hurdles & Jumps Coach
Ferris Point University Track & Field
(616) 555-0191`,
};

export const BERGSTRAND: Coach = {
  name: "Paige Bergstrand",
  directoryName: "Bergstrand, Paige",
  address: "pbergstrand@sturgislake.edu",
  scout: "paige.bergstrand.f6z4@scout.inboxscout.app",
  signature: `Paige Bergstrand
Head Coach, Swimming & Diving
Sturgis Lake College
(269) 555-0155`,
};

export const KAPULE: Coach = {
  name: "Leilani Kapule",
  directoryName: "Kapule, Leilani",
  address: "lkapule@solanoshores.edu",
  scout: "leilani.kapule.t3u7@scout.inboxscout.app",
  signature: `Leilani Kapule
Head Beach Volleyball Coach
Solano Shores University
707-555-0169`,
};

export const VARGA: Coach = {
  name: "Dmitri Varga",
  directoryName: "Varga, Dmitri",
  address: "dvarga@aldercreek.edu",
  scout: "dmitri.varga.p8k1@scout.inboxscout.app",
  signature: `Dmitri Varga
Women's Water Polo, Head Coach
Alder Creek College
(916) 555-0102`,
};

/** One athlete's full label, unset fields null (the same key order as labels.ts, so labels compare as JSON). */
export const athlete = athleteLabel;

/** An email introducing several athletes: `athlete` is the main one, `athletes` all of them in the email's order. */
export function several(role: SenderRole, athletes: CorpusAthlete[], main = 0): Omit<CorpusLabel, "file" | "family"> {
  if (athletes.length < 2 || !athletes[main]) throw new Error("several() needs two or more athletes and a main one among them");
  return { is_recruiting: true, sender_role: role, athlete: athletes[main], athletes };
}

/** Sent straight to the coach's own address and passed on by the coach's forwarding rule (not a forward). */
export function direct(
  message: Original,
  coach: Coach,
  client: Client,
  extra: Partial<MessageSpec> = {},
  via: "gmail-rule" | "outlook-redirect" = "gmail-rule",
): MessageSpec {
  const rule: Array<[string, string]> =
    via === "outlook-redirect"
      ? [
          ["Resent-From", coach.address],
          ["Resent-To", coach.scout],
        ]
      : [
          ["Delivered-To", coach.scout],
          ["X-Forwarded-To", coach.scout],
          ["X-Forwarded-For", `${coach.address} ${coach.scout}`],
        ];
  // A non-UTF-8 body gets an HTML part that declares the same charset, as the sending client writes it.
  const flavour: HtmlFlavour = client === "gmail" ? "gmail" : client === "outlook" ? "outlook" : client === "apple" || client === "iphone" ? "apple" : "plain";
  const html =
    extra.charset && extra.charset !== "utf-8" && extra.html === undefined
      ? { html: htmlDocument(message.html ?? textToHtml(message.text, flavour), flavour, extra.charset) }
      : {};
  return original(message, client, { ...extra, ...html, headers: [...rule, ...(extra.headers ?? [])] });
}
