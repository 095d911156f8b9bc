import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The twenty-first tuning batch's classes of recruiting, sender role and athletes' names: each a general shape of mail the
 * engine misread, in small emails of its own.
 */
const when = new Date("2026-11-27T12:00:00Z");
const text = (subject: string, body: string, from: { address: string; name: string | null }) => processTextEmail({ subject, body, from }, { receivedAt: when });

describe("a college's recruiting coordinator is the college's staff, not a service", () => {
  it("reads an athlete who writes to a college's recruiting coordinator as the athlete, her name kept", () => {
    const email = text(
      "Swim recruit - Ingrid Mahlangu, 2027",
      "Hello Coach Ferris,\n\nI'm Ingrid, a 2027 distance swimmer. I was told your program's recruiting coordinator handles first contact, so my times and transcript are below.\n\nThank you,\nIngrid Mahlangu",
      { address: "ingrid.mahlangu@gmail.com", name: "Ingrid Mahlangu" },
    );
    expect(email.senderRole).toBe("athlete");
    expect(email.athlete).toMatchObject({ firstName: { value: "Ingrid" }, lastName: { value: "Mahlangu" } });
  });

  it("does not read a college's recruiting coordinator signing with her team as a service", () => {
    const email = text(
      "Camp follow-up",
      "Hi Coach,\n\nThanks for sending your campers our way last summer. We'd be glad to host your team for a scrimmage in March.\n\nDana Whitlock\nRecruiting Coordinator | Women's Soccer\nBrookhaven State University",
      { address: "dwhitlock@brookhavenstate.edu", name: "Dana Whitlock" },
    );
    expect(email.senderRole).not.toBe("recruiting_service");
  });
});
