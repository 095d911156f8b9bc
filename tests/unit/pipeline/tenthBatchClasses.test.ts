import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { DOCX_TYPE, docxFile, PDF_TYPE, pdfFile } from "../../support/attachmentFiles";
import { MailComposer } from "../../support/mailComposer";
import { stripQuotes } from "../../../functions/src/pipeline/mime/stripQuotes";
import { unwrapForward } from "../../../functions/src/pipeline/mime/unwrapForward";

/**
 * The failure classes the tenth tuning batch met: mail from abroad (volleyball positions in the players' own
 * languages, the school-leaving year said with the school year's number or the exam's name, a height in the
 * Québec "pi/po") and a reply that answers between the coach's quoted questions.
 */
const when = new Date("2026-11-20T12:00:00Z");
const from = { address: "player2027@gmail.com", name: "Alex Moreau" };
const athleteOf = (body: string, subject = "Volleyball") => processTextEmail({ subject, body, from }, { receivedAt: when }).athlete;

describe("tenth batch failure classes", () => {
  it("reads no person from an organisation's capitalised nouns abroad: an event's name, a dated label, a preposition, a committee", () => {
    const club = { address: "info@tv-hohenlinden.example", name: "TV Hohenlinden" };
    const newsletter = processTextEmail(
      {
        subject: "Vereinsnachrichten November",
        body: "Liebe Mitglieder, Eltern und Freunde,\n\nDAMEN I: Nach dem 3:1 stehen wir an der Tabellenspitze! Beste Spielerin war unsere Mittelblockerin Jana Roth mit 14 Punkten. Nächstes Heimspiel: Samstag, 29.11., 19:00 Uhr.\n\nU18: Platz 2 bei der Landesmeisterschaft. Glückwunsch an Lotte Sand und Emilia Hardt.\n\nEHRUNGEN: Bei der Jahresfeier am 13.12. ehren wir unsere Schiedsrichter.\n\nEuer Vorstand",
        from: club,
      },
      { receivedAt: when },
    );
    expect(newsletter.isRecruiting).toBe(false);
    expect(newsletter.athletes ?? []).toEqual([]);
    const tournament = processTextEmail(
      {
        subject: "Torneo Internacional Costa Azahar 2027 – información para entrenadores",
        body: "Estimados entrenadores:\n\nEl Torneo Internacional Costa Azahar de voleibol juvenil se celebrará del 27 al 30 de marzo de 2027 en Castellón. Participarán 64 equipos sub-17 y sub-19.\n\nEquipos confirmados, entre otros: CV Almenara, Volley Lindenhorst, SC Foz do Douro.\n\nUn saludo,\nComité Organizador",
        from: { address: "organizacion@torneocostaazahar.example", name: "Torneo Costa Azahar" },
      },
      { receivedAt: when },
    );
    expect(tournament.isRecruiting).toBe(false);
    expect(tournament.athletes ?? []).toEqual([]);
  });
  it("reads volleyball positions in German, Portuguese, Polish, Dutch, Swedish, Serbian and Italian words, declined forms included", () => {
    const positions = (sentence: string) => athleteOf(`Hello Coach,\n\n${sentence}\n\nAlex Moreau\nClass of 2027`)?.positions?.value ?? null;
    expect(positions("Ich bin 1,83 m groß und spiele Mittelblock beim TV Musterhausen (Volleyball).")).toEqual(["MB"]);
    expect(positions("Sou distribuidora e jogo voleibol no SC Exemplo.")).toEqual(["S"]);
    expect(positions("Gram na pozycji przyjmującej w siatkówkę w UKS Przykład.")).toEqual(["OH"]);
    expect(positions("Ik speel als spelverdeler bij VC Voorbeeld (volleybal).")).toEqual(["S"]);
    expect(positions("I play volleyball as a vänsterspiker for Exempel VK.")).toEqual(["OH"]);
    expect(positions("I play volleyball as korektor for OK Primer.")).toEqual(["RS/OPP"]);
    expect(positions("Gioco a pallavolo come schiacciatrice nella Pallavolo Esempio.")).toEqual(["OH"]);
  });

  it("reads the year she finishes school after the school year's number or the exam's name ('Year 12', 'secondaire 5', 'Matura (…): June 2027')", () => {
    const year = (sentence: string) => athleteOf(`Hi Coach,\n\n${sentence}\n\nAlex Moreau\nsetter`)?.gradYear?.value ?? null;
    expect(year("I'm in Year 11 and I finish Year 12 in November 2027.")).toBe(2027);
    expect(year("I finish secondaire 5 in June 2028 at École du Parc.")).toBe(2028);
    expect(year("Matura (high school diploma): June 2027")).toBe(2027);
    expect(year("Studenten i juni 2028, and I play for Exempel VK.")).toBe(2028);
  });

  it("reads a height in Québec's feet and inches ('5 pi 9 po')", () => {
    expect(athleteOf("Bonjour,\n\nJe suis passeuse, 2027.\nTaille : 5 pi 9 po\n\nAlex Moreau")?.height?.value?.inches ?? null).toBe(69);
  });

  it("keeps a reply's answers written between the coach's quoted questions, each after its question, and drops the rest of the quote", () => {
    const reply = `Answers below!

On Nov 12, 2026, at 10:05 AM, Coach Lane <clane@state.edu> wrote:

> Thanks for the email. Quick questions:
>
> What is your graduation year?

2028

> What's your GPA?

3.76 unweighted

> Coach Lane
> 479-555-0112

Alex Moreau
918-555-0141`;
    const kept = stripQuotes(reply);
    expect(kept).toContain("What is your graduation year?\n\n2028");
    expect(kept).toContain("What's your GPA?\n\n3.76 unweighted");
    expect(kept).toContain("Alex Moreau\n918-555-0141");
    expect(kept).not.toMatch(/Coach Lane|479-555-0112|Quick questions|wrote:/u);
    // An ordinary reply (the quote below the header, the writer's name after it) loses its whole quote, question included.
    expect(stripQuotes("Thanks Coach!\n\nOn Nov 12, 2026, Coach Lane <clane@state.edu> wrote:\n> What is your graduation year?\n> Coach Lane\n\nAlex")).not.toMatch(/graduation year|Coach Lane/u);
  });

  it("keeps the quote marks of a reply answered between its quoted lines inside a forward that was not itself quoted", () => {
    const forwarded = (reply: string) =>
      `FYI\n\n---------- Forwarded message ---------\nFrom: Alex Moreau <player2027@gmail.com>\nDate: Thu, Nov 12, 2026 at 9:18 PM\nSubject: Re: Softball\nTo: <clane@state.edu>\n\n\n${reply}`;
    const answered = "Hi Coach!\n\n> On Nov 12, 2026, Coach Lane <clane@state.edu> wrote:\n> What is your graduation year?\n\n2028\n\n> What's your GPA?\n\n3.76\n\nAlex";
    expect(unwrapForward(forwarded(answered), { from: null, subject: "Fwd: Re: Softball" }).body).toContain("> What is your graduation year?\n\n2028\n\n> What's your GPA?");
    // Quoted history under the reply is left to the parser, as before (unquoted, it may hold an earlier forward).
    const history = "Thanks Coach!\n\nAlex\n\nOn Nov 12, 2026, Coach Lane <clane@state.edu> wrote:\n> Keep us posted.\n> Coach Lane";
    expect(unwrapForward(forwarded(history), { from: null, subject: "Fwd: Re: Softball" }).body).toContain("\nKeep us posted.");
  });

  it("takes the sender's role from her own words, not from her attached résumé's last line naming her club's coach", { timeout: 20_000 }, async () => {
    const resume = ["Alex Moreau - Class of 2028", "Catcher / 3B", "Travel team: Ozark Thunder 16U Gold", "Contact: player2027@gmail.com | 479-555-0173", "Head coach (Ozark Thunder): Dale Haskins 479-555-0150"];
    const raw = await new MailComposer({
      from: "Alex Moreau <player2027@gmail.com>",
      to: "Coach Lane <clane@state.edu>",
      subject: "Softball profile",
      text: "Hi Coach Lane,\n\nPlease see my attached profile.\n\nThank you,\nAlex",
      date: when,
      attachments: [{ filename: "Alex_Moreau_Profile.pdf", content: await pdfFile(resume), contentType: PDF_TYPE }],
    })
      .compile()
      .build();
    const email = await processRawEmail(raw, { receivedAt: when });
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete?.email?.value).toBe("player2027@gmail.com");
  });

  it("takes her phone from her attached résumé as from her own sign-off, unlabelled on its line, when the email already introduced her", { timeout: 20_000 }, async () => {
    const resume = ["ALEX MOREAU - 2029", "SS / 2B", "Carolina Elite 16U - Pruitt", "player2027@gmail.com", "(919) 555-0148"];
    const raw = await new MailComposer({
      from: "Alex Moreau <player2027@gmail.com>",
      to: "Coach Lane <clane@state.edu>",
      subject: "2029 middle infielder - resume attached",
      text: "Coach Lane,\n\nAttached is my softball resume. I'm a sophomore shortstop and would love to learn more about your program.\n\nAlex",
      date: when,
      attachments: [{ filename: "Alex Moreau Resume.docx", content: await docxFile(resume), contentType: DOCX_TYPE }],
    })
      .compile()
      .build();
    expect((await processRawEmail(raw, { receivedAt: when })).athlete?.phone?.value).toBe("+19195550148");
  });
});
