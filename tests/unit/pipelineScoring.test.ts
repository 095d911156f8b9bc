import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { GoldLabel } from "@machines/inbox/extractLine";
import { TRANSFORMS } from "../../scripts/pipeline/robustness/index";
import { finishSplit, newSplitResult, scoreEmail } from "../../scripts/pipeline/scoring";
import { MAYA, MAYA_LINE, WRAPPERS, rawMessage } from "./pipeline/fixtures";

const raw = rawMessage(WRAPPERS.gmail!(MAYA, "FYI"), { subject: `Fwd: ${MAYA.subject}` });
const label: GoldLabel = {
  file: "maya.eml",
  is_recruiting: true,
  sender_role: "athlete",
  athlete: { ...MAYA_LINE, phone: "(859) 555-0142" },
};

describe("scoring an email against its label (pipeline:eval and pipeline:robustness)", () => {
  it("counts each field right, and a wrong or missed one as a disagreement that names the file and field", async () => {
    const result = newSplitResult("one email");
    await scoreEmail(result, { ...label, athlete: { ...label.athlete, height_inches: 70, city: "Frankfort" } }, raw);
    finishSplit(result);
    expect(result).toMatchObject({ emails: 1, recruitingRight: 1, roleRight: 1, athletes: { found: 1, labelled: 1 } });
    expect(result.disagreements).toEqual(["maya.eml: height_inches gold 70 got 73", 'maya.eml: city gold "Frankfort" got "Lexington"']);
    const grad = result.fields.find((row) => row.field === "grad_year");
    expect(grad).toMatchObject({ precision: 1, recall: 1, f1: 1 });
    expect(result.fields.find((row) => row.field === "city")).toMatchObject({ precision: 0, recall: 0 });
  });

  it("counts a recruiting email the engine filtered, with its reason", async () => {
    const result = newSplitResult("one email");
    await scoreEmail(result, { file: "camp.eml", is_recruiting: true, sender_role: "other", athlete: null }, rawMessage("Our summer camp has spots left. Register today!", { subject: "Camp" }));
    expect(result.recruiting.filtered).toHaveLength(1);
    expect(result.recruiting.filtered[0]).toMatch(/^camp\.eml \(/);
  });
});

describe("the robustness check's transforms", () => {
  it("keep a forwarded introduction's reading when the forward is forwarded again", async () => {
    const again = TRANSFORMS.find((transform) => transform.name === "forwarded again through gmail")!;
    const variant = again.apply({ label, raw, message: await simpleParser(raw) });
    expect(String(variant!.raw).split("---------- Forwarded message ---------")).toHaveLength(3);
    const before = newSplitResult("unchanged");
    const after = newSplitResult("forwarded again");
    await scoreEmail(before, label, raw);
    await scoreEmail(after, variant!.label, variant!.raw);
    expect(after.disagreements).toEqual(before.disagreements);
  });
});
