import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * Where the athlete lives and studies, written the ways athletes at home and abroad write it: her town said in her
 * own words or her language, its region or country after it, a school's town, a labelled town, lower-case mail, and
 * schools abroad named by their own words.
 */
const when = new Date("2026-11-20T12:00:00Z");
const from = { address: "maren.tollefsen2027@gmail.com", name: "Maren Tollefsen" };
const athleteIn = (body: string) => processTextEmail({ subject: "Volleyball recruit - class of 2027", body, from }, { receivedAt: when }).athlete;
const inLetter = (sentence: string) => athleteIn(`Hi Coach Adler,\n\nMy name is Maren Tollefsen, a 2027 outside hitter. ${sentence}\n\nThank you,\nMaren Tollefsen`);
const placeOf = (body: string) => {
  const athlete = body.includes("\n") ? athleteIn(body) : inLetter(body);
  return { city: athlete?.city?.value ?? null, state: athlete?.state?.value ?? null };
};
const schoolOf = (sentence: string) => inLetter(sentence)?.highSchool?.value ?? null;
/** A town read with no state: abroad, or in the US with its state unsaid. */
const townOnly = (city: string) => ({ city, state: null });

describe("her home town", () => {
  it("gives a town named for a state that state only where the town lies in it ('Oklahoma City', 'Québec City'), never 'Michigan City' or 'Kansas City'", () => {
    const home = (town: string) => {
      const athlete = processTextEmail({ subject: "2028 setter", body: `Hi Coach,\n\nI'm Ava Chen, a 2028 setter. I live in ${town} and play for Storm 17 Elite.\n\nAva`, from: { address: "ava@gmail.com", name: "Ava Chen" } }, { receivedAt: new Date("2026-11-20T12:00:00Z") }).athlete;
      return [athlete?.city?.value ?? null, athlete?.state?.value ?? null];
    };
    expect([home("Oklahoma City"), home("Michigan City"), home("Kansas City")]).toEqual([["Oklahoma City", "OK"], ["Michigan City", null], ["Kansas City", null]]);
  });
  it("reads a town said in her own language, with its region or country after it", () => {
    expect(placeOf("Soy de Mazatlán, Sinaloa y juego de central.")).toEqual(townOnly("Mazatlán"));
    expect(placeOf("Eu moro na Lagoa Serena e jogo no clube da cidade.")).toEqual(townOnly("Lagoa Serena"));
    expect(placeOf("Ich komme aus Heilbronn und spiele Zuspiel.")).toEqual(townOnly("Heilbronn"));
    expect(placeOf("I'm from Zwolle in the Netherlands.")).toEqual(townOnly("Zwolle"));
    expect(placeOf("Je viens de Rimouski, au Québec.")).toEqual({ city: "Rimouski", state: "QC" });
    expect(placeOf("J'habite à Québec et je joue au centre.")).toEqual({ city: "Québec", state: "QC" });
  });

  it("reads her town after 'from' where she introduces herself, but no person, club or nation", () => {
    expect(placeOf("I am a left-side hitter from Larissa, and I train with AO Kastro.")).toEqual(townOnly("Larissa"));
    expect(placeOf("Yo soy armadora de Culiacán, Sinaloa.")).toEqual(townOnly("Culiacán"));
    expect(placeOf("I am writing because I got your email from Coach Lindqvist.")).toEqual({ city: null, state: null });
    expect(placeOf("I'm a setter from Maple Ridge Volleyball.")).toEqual({ city: null, state: null });
    expect(placeOf("I'm a libero from Sports Performance.")).toEqual({ city: null, state: null });
    expect(placeOf("I'm from the United States but train in Spain.")).toEqual({ city: null, state: null });
  });

  it("reads a school's town after its name in brackets, after a Portuguese 'em' or 'no', and on a line that names an event", () => {
    expect(placeOf("Instituto: IES Sierra Clara (Albacete)")).toEqual(townOnly("Albacete"));
    expect(placeOf("Estudo no Colégio Horizonte Azul, em Joinville, e jogo pelo Clube Atlântico.")).toEqual(townOnly("Joinville"));
    expect(placeOf("Je suis en secondaire 5 à l'École secondaire du Ruisseau à Rivière-du-Loup (QC).")).toEqual({ city: "Rivière-du-Loup", state: "QC" });
    expect(placeOf("I'm a junior at Fallbrook Ridge High School in Fallbrook, CA, and I play for Coastline VBC and we'll be at the Desert Classic in March.\nMaren Tollefsen\nClub: Sunset Shores SC")).toEqual({ city: "Fallbrook", state: "CA" });
  });

  it("reads a town near a larger city as hers, and a region named as 'the state of' as no town", () => {
    expect(placeOf("I live in Pruszków near Warsaw, Poland.")).toEqual(townOnly("Pruszków"));
    expect(placeOf("I live in Carmel, near Indianapolis, IN.")).toEqual({ city: "Carmel", state: "IN" });
    expect(placeOf("I am from Maringá, in the state of Paraná, Brazil.")).toEqual(townOnly("Maringá"));
  });

  it("reads the town after a labelled school, but no word that is not a town", () => {
    expect(placeOf("Hi Coach,\n\nName: Maren Tollefsen\nSchool: Kantonsschule Rietberg, Baden\nClub: VBC Limmat\n\nMaren")).toEqual(townOnly("Baden"));
    expect(placeOf("Hi Coach,\n\nName: Maren Tollefsen\nHigh School: Westview High School, GPA 3.8\n\nMaren")).toEqual({ city: null, state: null });
  });

  it("reads her club team's town when nothing closer is said, but not a town her team travels to", () => {
    expect(placeOf("I play for Sunflower Surge 16 Black in Hutchinson.")).toEqual(townOnly("Hutchinson"));
    expect(placeOf("I play for Sunflower Surge 16 Black in Hutchinson. I live in Newton, Kansas.")).toEqual({ city: "Newton", state: "KS" });
    expect(placeOf("We play 17 Elite in Louisville this weekend at the qualifier.")).toEqual({ city: null, state: null });
    expect(placeOf("Next weekend we play 16U in Kansas City.")).toEqual({ city: null, state: null });
  });

  it("reads a labelled town alone, and joins it to a state labelled beside it", () => {
    expect(placeOf("Hallo Trainerin,\n\nName: Maren Tollefsen\nJahrgang: 2027\nWohnort: Bietigheim\n\nMaren")).toEqual(townOnly("Bietigheim"));
    expect(placeOf("Hi Coach,\n\nName: Maren Tollefsen\nClass: 2027\nHometown: Loveland\nState: CO\n\nMaren")).toEqual({ city: "Loveland", state: "CO" });
  });

  it("prefers a town with its state to the same state named alone, and a town's comma to a club's bare code", () => {
    expect(placeOf("Bonjour,\n\nJe vous recommande Maren Tollefsen, centrale de notre équipe Club Boréal de Québec 17U. Elle fréquente l'École secondaire des Pins, à Québec.\n\nCoach Lise")).toEqual({ city: "Québec", state: "QC" });
    expect(placeOf("Hi Coach,\n\nMaren Tollefsen, 2027 OH - Lakeshore Valley SC\n\nI'm a junior at Brockport Hills High School in Brockport, NY, and we'll be at the Spring Cup in April.\n\nMaren")).toEqual({ city: "Brockport", state: "NY" });
  });

  it("keeps a town's small words, a code of a region abroad after it, and a town named for its region", () => {
    expect(placeOf("Eu moro na Vila Nova de Gaia e jogo no clube.")).toEqual(townOnly("Vila Nova de Gaia"));
    expect(placeOf("Moro em São José dos Campos, SP, e jogo de ponteira.")).toEqual(townOnly("São José dos Campos"));
    expect(placeOf("I live in Coeur d'Alene and play for Inland Empire VBC.")).toEqual(townOnly("Coeur d'Alene"));
    expect(placeOf("Soy de Monterrey, Nuevo León, México.")).toEqual(townOnly("Monterrey"));
    expect(placeOf("I live in Québec City and play for Club Boréal.")).toEqual({ city: "Québec City", state: "QC" });
  });

  it("reads lower-case mail's town after 'live in' and after a school", () => {
    expect(placeOf("hi coach, im maren tollefsen, a 2027 setter. i live in fayetteville ga and play for southern peach 17s.\n\nthanks\nmaren")).toEqual({ city: "Fayetteville", state: "GA" });
    expect(placeOf("hi coach, im maren, a 2027 libero at cape harbor high school in cape elizabeth, maine.\n\nthanks\nmaren")).toEqual({ city: "Cape Elizabeth", state: "ME" });
  });
});

describe("her school", () => {
  it("reads schools abroad by their own words", () => {
    expect(schoolOf("I study at IES Ribera del Turia in Valencia.")).toBe("IES Ribera del Turia");
    expect(schoolOf("I attend the Christelijk Lyceum Delft.")).toBe("Christelijk Lyceum Delft");
    expect(schoolOf("I go to the 2nd Lykeio of Kalamaria.")).toBe("2nd Lykeio of Kalamaria");
    expect(schoolOf("I am a student at Tromsdalen videregående skole.")).toBe("Tromsdalen videregående skole");
    expect(schoolOf("I'm in my first year at Cégep de Sainte-Foy.")).toBe("Cégep de Sainte-Foy");
    expect(schoolOf("I go to Polhems gymnasium in Lund.")).toBe("Polhems gymnasium");
    expect(schoolOf("I go to Sint-Lodewijkscollege in Bruges.")).toBe("Sint-Lodewijkscollege");
    expect(schoolOf("I attend III Liceum Ogólnokształcące in Gdynia.")).toBe("III Liceum Ogólnokształcące");
    expect(schoolOf("I attend BORG Hollabrunn.")).toBe("BORG Hollabrunn");
    expect(schoolOf("I'm a senior at Riverside Collegiate.")).toBe("Riverside Collegiate");
  });

  it("reads a school named without a school word after her school year ('Year 11 at')", () => {
    expect(schoolOf("I'm in Year 11 at Kingsford Grammar.")).toBe("Kingsford Grammar");
    expect(schoolOf("I'm in Year 12 at Mount Alder.")).toBe("Mount Alder");
  });

  it("reads a school after 'a rising senior at', 'currently a junior at' and a parent's 'is a junior at'", () => {
    expect(schoolOf("I'm a rising senior at Sycamore Bend.")).toBe("Sycamore Bend");
    expect(schoolOf("I'm currently a junior at Sycamore Bend and play for Ohio Valley 17 Red.")).toBe("Sycamore Bend");
    const parent = processTextEmail(
      { subject: "2027 setter", body: "Hi Coach,\n\nMy daughter Maren Tollefsen is a junior at Bishop Kearney and plays for Rochester Lakers 17 Royal.\n\nThanks,\nKaren Tollefsen", from: { address: "karen.t@gmail.com", name: "Karen Tollefsen" } },
      { receivedAt: when },
    ).athlete;
    expect(parent?.highSchool?.value).toBe("Bishop Kearney");
  });

  it("reads a school written in capitals, its name starting after the sentence's words", () => {
    const shouted = athleteIn("HI COACH,\n\nMY NAME IS MAREN TOLLEFSEN AND I AM A 2027 SETTER. I PLAY CLUB FOR IOWA ICE 17 NATIONAL AND HIGH SCHOOL VOLLEYBALL AT WATERLOO RIDGEVIEW HIGH SCHOOL.\n\nMAREN");
    expect(shouted?.highSchool?.value).toBe("Waterloo Ridgeview High School");
  });

  it("reads a school's town from a school named for it ('Colegio Americano de Quito, Ecuador'), never the school as a town", () => {
    expect(placeOf("I go to Colegio Británico de Cuenca, Ecuador.")).toEqual(townOnly("Cuenca"));
  });

  it("reads no school from a gym or a school subject", () => {
    expect(schoolOf("We train at the Lakeside gymnasium on Tuesdays.")).toBeNull();
    expect(schoolOf("I love English Grammar and Biology.")).toBeNull();
  });

  it("reads a school named without a school word where she says she goes now ('I attend Lincoln-Way East', 'I go to Lovejoy', ', a junior at Cedar Park')", () => {
    expect(schoolOf("I attend Lincoln-Way East and play for Club Fusion 16 Red.")).toBe("Lincoln-Way East");
    expect(schoolOf("I go to Lovejoy and play for Texas Tornados 16 Black.")).toBe("Lovejoy");
    const apposition = athleteIn("Hi Coach,\n\nI'm Maren Tollefsen, a junior at Cedar Park and a 2027 setter for Austin Skyline 17 Royal.\n\nMaren Tollefsen");
    expect([apposition?.highSchool?.value, apposition?.clubTeam?.value]).toEqual(["Cedar Park", "Austin Skyline 17 Royal"]);
    // Where she would go, or goes to something else than school, is no school.
    expect(schoolOf("I would love to attend Northfield next fall.")).toBeNull();
    expect(schoolOf("I go to Northfield camps every summer.")).toBeNull();
    expect(schoolOf("I'd love to go to Northfield and study nursing.")).toBeNull();
  });
  it("reads 'a 2027 libero out of Boise' as her town, and a club 'out of Moorhead, MN' as the club's, below where she lives", () => {
    expect(placeOf("I'm a 2027 libero out of Boise and would love to be on your list.")).toEqual(townOnly("Boise"));
    expect(placeOf("We live in West Fargo, ND and I play for Red River Juniors 16 Black out of Moorhead, MN.")).toEqual({ city: "West Fargo", state: "ND" });
    expect(placeOf("I play for Red River Juniors 16 Black out of Moorhead, MN.")).toEqual({ city: "Moorhead", state: "MN" });
  });
  it("reads a school whose name starts with a month's or a day's word ('Sun Prairie HS', 'May River High School'); a date is still none", () => {
    expect(schoolOf("I play for Badger Region 17 Black and Sun Prairie HS.")).toBe("Sun Prairie HS");
    expect(schoolOf("I'm a junior at May River High School.")).toBe("May River High School");
    expect(schoolOf("We play Sat 14 at the high school gym.")).toBeNull();
  });
});
