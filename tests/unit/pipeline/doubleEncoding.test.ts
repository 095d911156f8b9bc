import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";
import { DOUBLE_ENCODING_REPAIRED, undoDoubleEncoding } from "../../../functions/src/pipeline/mime/doubleEncoding";
import { Warnings } from "../../../functions/src/pipeline/limits";
import { rawMessage } from "./fixtures";

/** UTF-8 bytes read as Windows-1252 or Latin-1: what a mislabelled charset makes of an athlete's accents and apostrophes. */
const garbled = (text: string, as: "windows-1252" | "latin1" = "windows-1252") => new TextDecoder(as).decode(Buffer.from(text, "utf8"));
const INTRODUCTION = "Hi Coach,\n\nI’m Zoë Martínez, a 2028 setter (5’10”) at Brookside High School in Madison, WI – my GPA is 3.8.\n\nThank you!\nZoë Martínez";

describe("text garbled by a wrong charset", () => {
  it("reads the athlete's name, height and words again, and says the text was repaired", () => {
    const email = processTextEmail({ subject: garbled("2028 setter – Zoë Martínez"), body: garbled(INTRODUCTION), from: { address: "zoe.m28@gmail.com", name: garbled("Zoë Martínez") } }, { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect([email.athlete?.firstName?.value, email.athlete?.lastName?.value, email.athlete?.height?.value.inches]).toEqual(["Zoë", "Martínez", 70]);
    expect(email.text).toContain("I’m Zoë Martínez");
    expect(email.subject).toBe("2028 setter – Zoë Martínez");
    expect(email.warnings).toContain(DOUBLE_ENCODING_REPAIRED);
  });

  it("repairs UTF-8 sent under a Latin-1 label, whose curly quotes become control characters", async () => {
    const raw = Buffer.concat([rawMessage("", { contentType: "text/plain; charset=iso-8859-1", subject: "2028 setter" }), Buffer.from(INTRODUCTION, "utf8")]);
    const email = await processRawEmail(raw, { receivedAt: new Date("2026-11-20T12:00:00Z") });
    expect(email.text).toContain("I’m Zoë Martínez, a 2028 setter (5’10”)");
    expect(email.athlete?.lastName?.value).toBe("Martínez");
  });

  it("leaves text alone that only looks like it: capitals with accents, Spanish, Cyrillic, a pound sign", () => {
    for (const text of ["JOSÉ MARTÍNEZ\u00a0– AÑO 2028 «Ñandú» ¿Qué tal? Ö°", "Привет, тренер! Я связующая 2028 года.", "£40 per player, Ångström Ärzte Ünal", "SÃO PAULO – JOÃO", garbled("I’m Zoë") + " ÉÀ"]) {
      const warnings = new Warnings();
      const repaired = undoDoubleEncoding(text, warnings);
      if (text.startsWith("I")) expect(repaired).toBe("I’m Zoë ÉÀ");
      else expect([repaired, warnings.list()]).toEqual([text, []]);
    }
    expect(undoDoubleEncoding(garbled("Привет, тренер!"))).toBe("Привет, тренер!");
    expect(undoDoubleEncoding(garbled("Zoë 🏐 Martínez", "latin1"))).toBe("Zoë 🏐 Martínez");
  });
});
