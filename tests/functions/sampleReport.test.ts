import { describe, expect, it } from "vitest";
import { SAMPLE_FILM_PATH } from "@machines/demo/sampleRecruits";
import { SAMPLE_REPORT_TOASTS } from "@machines/sampleReport/schema";
import { db } from "../../functions/src/lib/admin";
import { clientsForThisFile, rejectionOf, uniqueEduEmail } from "../support/clientApp";
import { waitForEmail } from "../support/mailCatcher";
import { TEST_URLS } from "../support/testStack";

const client = clientsForThisFile();

describe("requestSampleReport callable", () => {
  it("emails a real sample report built from the demo athletes and records the webhook event", async () => {
    const browser = await client();
    const email = uniqueEduEmail("sample").replace(".edu", ".com");
    expect(await browser.call("requestSampleReport", { email: `  ${email.toUpperCase()} `, source: "how-it-works-demo" })).toEqual({ sent: true });

    const report = await waitForEmail(email, "sample report");
    expect(report.text).toContain("Maya Thompson\nPosition: Outside Hitter\nHeight: 6'1\"\nClass: 2027\nClub: KJV 17 Elite\nState: KY");
    expect(report.text).toContain("By position: Setter (2)");
    expect(report.text).toContain(`Game film: Watch (sample) (${TEST_URLS.web}${SAMPLE_FILM_PATH})`);
    expect(report.html).toContain(`href="${TEST_URLS.web}${SAMPLE_FILM_PATH}"`);

    const events = await db.collection("webhookEvents").where("type", "==", "sample-report.requested").get();
    expect(events.docs.map((event) => event.get("data")).filter((data) => data.email === email)).toEqual([
      { email, source: "how-it-works-demo", timestamp: expect.any(String) },
    ]);
  });

  it("rejects an address that is not an email with the 'Invalid Email' text", async () => {
    const failure = await rejectionOf((await client()).call("requestSampleReport", { email: "coach at school" }));
    expect(failure.fieldErrors).toEqual({ email: SAMPLE_REPORT_TOASTS.invalidEmail.description });
  });

  it("sends one address at most one report a day, whoever asks", async () => {
    const email = uniqueEduEmail("limited");
    await (await client()).call("requestSampleReport", { email });
    const failure = await rejectionOf((await client()).call("requestSampleReport", { email }));
    expect(failure).toMatchObject({ code: "functions/resource-exhausted", message: expect.stringContaining("already sent a sample report") });
  });

  it("limits one browser to three requests in ten minutes", async () => {
    const browser = await client();
    for (let request = 0; request < 3; request++) await browser.call("requestSampleReport", { email: uniqueEduEmail("burst") });
    expect((await rejectionOf(browser.call("requestSampleReport", { email: uniqueEduEmail("burst") }))).code).toBe("functions/resource-exhausted");
  });
});
