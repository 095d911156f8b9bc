import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/** Heights and class years in words strangers use: a hyphenated height, a season she graduates in, a current school year. */
const when = new Date("2026-11-20T12:00:00Z");
const athleteSays = (sentence: string) =>
  processTextEmail({ subject: "Recruiting", body: `Hi Coach,\n\nI'm Ava Stone, ${sentence}\n\nThanks,\nAva Stone`, from: { address: "avastone28@gmail.com", name: "Ava Stone" } }, { receivedAt: when }).athlete;

describe("heights and class years probed", () => {
  it("reads a height hyphenated as an adjective ('a 5-foot-10 setter')", () => {
    expect(athleteSays("a 2028 setter (5-foot-10).")?.height?.value.inches).toBe(70);
    expect(athleteSays("a 5-foot-11 outside hitter, class of 2028.")?.height?.value.inches).toBe(71);
  });

  it("reads the season she graduates in ('graduating high school in spring 2028') and her current school year ('a current junior')", () => {
    expect(athleteSays("a setter graduating high school in spring 2028.")?.gradYear?.value).toBe(2028);
    // In November 2026 a junior graduates in 2028, a sophomore in 2029.
    expect(athleteSays("a current junior setter.")?.gradYear?.value).toBe(2028);
    expect(athleteSays("a current high school sophomore and setter.")?.gradYear?.value).toBe(2029);
    // A junior-high or a college junior is no class year.
    expect(athleteSays("a setter, and I was a current junior high coach's helper.")?.gradYear ?? null).toBeNull();
  });

  it("reads film on Balltime and a video file shared from Dropbox, not a Dropbox résumé", () => {
    const videos = (line: string) => athleteSays(`a 2028 setter from Boise, ID. ${line}`)?.videoUrls?.value ?? [];
    expect(videos("My Balltime highlights: https://app.balltime.com/video/abc123")).toEqual(["https://app.balltime.com/video/abc123"]);
    expect(videos("Film: https://www.dropbox.com/s/abc123/ava-stone-2028.mp4?dl=0")).toEqual(["https://www.dropbox.com/s/abc123/ava-stone-2028.mp4?dl=0"]);
    expect(videos("Résumé: https://www.dropbox.com/s/abc123/ava-stone-resume.pdf?dl=0")).toEqual([]);
  });
});
