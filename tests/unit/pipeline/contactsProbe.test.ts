import { describe, expect, it } from "vitest";
import { processRawEmail, processTextEmail } from "../../../functions/src/pipeline/index";

const RECEIVED = { receivedAt: new Date("2026-11-20T12:00:00Z") };

function read(input: Parameters<typeof processTextEmail>[0]) {
  const email = processTextEmail(input, RECEIVED);
  const athlete = email.athlete!;
  return {
    email,
    athlete,
    own: { email: athlete.email?.value ?? null, phone: athlete.phone?.value ?? null },
    contacts: (athlete.contacts ?? []).map(({ source: _source, ...contact }) => contact),
  };
}

const athleteLetter = (signature: string[], extra: string[] = []) => ({
  from: { name: "Wren Castellano", address: "wrencastellano27@gmail.com" },
  subject: "2027 libero - Wren Castellano",
  body: ["Hi Coach Albright,", "", "I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO. I play for Flatirons Juniors 17 Black.", ...extra, "", "Thank you for your time,", ...signature].join("\n"),
});

describe("the athlete's own phone written the ways people write it", () => {
  it.each([
    ["303/555-0160"],
    ["303.555.0160"],
    ["303 555 0160"],
    ["+1 (303) 555 0160"],
    ["(303)555-0160"],
  ])("reads %s under her name", (written) => {
    const { own } = read(athleteLetter(["Wren Castellano", written]));
    expect(own.phone).toBe("+13035550160");
  });

  it("reads a number with an extension", () => {
    const { own } = read(athleteLetter(["Wren Castellano", "Cell: 303-555-0160 ext. 12"]));
    expect(own.phone).toBe("+13035550160");
  });

  it.each([["text me at 303/555-0160 anytime"], ["my number is 303.555.0160"], ["You can text me at (303) 555 0160."]])("reads '%s' in her letter", (line) => {
    const { own } = read(athleteLetter(["Wren Castellano"], [line]));
    expect(own.phone).toBe("+13035550160");
  });

  it("keeps her signature number hers and her mother's line her mother's", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Mom - Lisa: 303-555-0171"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([{ role: "parent", name: "Lisa", email: null, phone: "+13035550171" }]);
  });

  it.each([["(home)"], ["(dad)"], ["(Dad)"], ["- home"]])("does not take a number labelled %s for hers", (label) => {
    const { own } = read(athleteLetter(["Wren Castellano", `303-555-0171 ${label}`]));
    expect(own.phone).toBeNull();
  });

  it("gives a club coach's number after his title to the coach", () => {
    const { own, contacts } = read(
      athleteLetter(["Wren Castellano", "303-555-0160", "", "My club coach:", "Dmitri Halvorsen, 17 Black Head Coach, 303-555-0188"]),
    );
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([{ role: "club_coach", name: "Dmitri Halvorsen", email: null, phone: "+13035550188" }]);
  });
});

describe("the athlete's own address written the ways people write it", () => {
  it("reads 'name [at] gmail [dot] com'", () => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: [
        "Hello Coach,",
        "",
        "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "Her email is wrencastellano27 [at] gmail [dot] com.",
        "",
        "Lisa Castellano",
      ].join("\n"),
    });
    expect(own.email).toBe("wrencastellano27@gmail.com");
  });

  it("reads 'name (at) gmail (dot) com' and 'name at gmail dot com'", () => {
    for (const written of ["wrencastellano27 (at) gmail (dot) com", "wrencastellano27 at gmail dot com"]) {
      const { own } = read({
        from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
        subject: "My daughter Wren - 2027 libero",
        body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", `Her email: ${written}`, "", "Lisa Castellano"].join("\n"),
      });
      expect(own.email).toBe("wrencastellano27@gmail.com");
    }
  });
});

describe("whose account the mail came from", () => {
  it("a parent writing from her daughter's account: the From address is the athlete's", () => {
    const { own, contacts } = read({
      from: { name: "Noa Fairweather", address: "noafairweather08@gmail.com" },
      subject: "Noa Fairweather - 2027 middle blocker",
      body: [
        "Hi Coach,",
        "",
        "This is Noa's mom, writing from Noa's account. Noa Fairweather is a 2027 middle blocker at Lakeshore Vista High School in Madison, WI.",
        "",
        "Thank you,",
        "Jenna Fairweather",
      ].join("\n"),
    });
    expect(own.email).toBe("noafairweather08@gmail.com");
    expect(contacts.some((contact) => contact.email === "noafairweather08@gmail.com")).toBe(false);
  });

  it("a daughter writing from her mother's account: the From address is the mother's", () => {
    const { email, own, contacts } = read({
      from: { name: "Denise Okoro", address: "deniseokoro@yahoo.com" },
      subject: "2028 setter - Tola Okoro",
      body: [
        "Hi Coach,",
        "",
        "I'm using my mom's email since I don't have my own yet. My name is Tola Okoro and I'm a 2028 setter at Fairmount Heights High School in Columbus, OH.",
        "",
        "Thanks,",
        "Tola Okoro",
      ].join("\n"),
    });
    expect(email.athlete?.firstName?.value).toBe("Tola");
    expect(own.email).toBeNull();
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", email: "deniseokoro@yahoo.com" }));
  });

  const onFamilyAccount = (display: string, opening: string, signature: string) => ({
    from: { name: display, address: "okorohouse@yahoo.com" },
    subject: "2028 setter - Tola Okoro",
    body: ["Hi Coach,", "", `${opening} I'm a 2028 setter at Fairmount Heights High School in Columbus, OH.`, "", "Thanks,", signature].join("\n"),
  });

  it("a daughter writing from an account in her father's name: the From address is his", () => {
    const { own, contacts } = read(onFamilyAccount("Marcus Okoro", "My name is Tola Okoro.", "Tola Okoro"));
    expect(own.email).toBeNull();
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", name: "Marcus Okoro", email: "okorohouse@yahoo.com" }));
  });

  it("an athlete whose account carries the name she goes by keeps her address", () => {
    const { own } = read(onFamilyAccount("Tee Okoro", "My name is Adetola Okoro, but everyone calls me Tee.", "Tee"));
    expect(own.email).toBe("okorohouse@yahoo.com");
  });
});

describe("contacts in quoted history, tables and HTML", () => {
  it("reads her phone from the quoted history of a reply", () => {
    const { own } = read({
      from: { name: "Wren Castellano", address: "wrencastellano27@gmail.com" },
      subject: "Re: 2027 libero - Wren Castellano",
      body: [
        "Hi Coach, just following up with my updated schedule!",
        "",
        "Wren",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Wren Castellano <wrencastellano27@gmail.com> wrote:",
        "> Hi Coach Albright,",
        "> I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "> Cell: 303/555-0160",
        "> Wren Castellano",
      ].join("\n"),
    });
    expect(own.phone).toBe("+13035550160");
  });

  it("reads a table row of contacts", () => {
    const { own, contacts } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: [
        "Hello Coach,",
        "",
        "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "",
        "| Name | Email | Phone |",
        "| Wren Castellano | wrencastellano27@gmail.com | 303-555-0160 |",
        "| Lisa Castellano (mom) | lisa.castellano@outlook.com | 303-555-0171 |",
        "",
        "Lisa Castellano",
      ].join("\n"),
    });
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", email: "lisa.castellano@outlook.com", phone: "+13035550171" }));
  });

  it("reads mailto links in HTML", async () => {
    const raw = [
      "From: Lisa Castellano <lisa.castellano@outlook.com>",
      "To: coach@college.example",
      "Subject: My daughter Wren - 2027 libero",
      "Date: Fri, 20 Nov 2026 10:00:00 -0700",
      "Message-ID: <probe-mailto@outlook.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello Coach,</p><p>My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.</p>",
      '<p>You can reach her at <a href="mailto:wrencastellano27@gmail.com">her email</a> or <a href="tel:+13035550160">call her</a>.</p>',
      "<p>Lisa Castellano</p>",
    ].join("\r\n");
    const email = await processRawEmail(Buffer.from(raw), RECEIVED);
    expect(email.athlete?.email?.value).toBe("wrencastellano27@gmail.com");
  });
});

describe("two athletes in one email", () => {
  it("each keeps her own contacts", () => {
    const email = processTextEmail(
      {
        from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" },
        subject: "Two 2027s from Flatirons Juniors",
        body: [
          "Coach Albright,",
          "",
          "Two of my 17 Black players would love a look:",
          "",
          "Wren Castellano - 2027 libero - Pinecrest Ridge HS - wrencastellano27@gmail.com - 303/555-0160",
          "Marisa Quintero - 2027 setter - Boulder Creek HS - marisa.q27@icloud.com - 303.555.0162",
          "",
          "Dmitri Halvorsen",
          "Head Coach, Flatirons Juniors 17 Black",
          "303-555-0188",
        ].join("\n"),
      },
      RECEIVED,
    );
    expect(email.athletes?.map((athlete) => [athlete.email?.value, athlete.phone?.value])).toEqual([
      ["wrencastellano27@gmail.com", "+13035550160"],
      ["marisa.q27@icloud.com", "+13035550162"],
    ]);
  });
});

describe("more probes", () => {
  it("reads a tel: link's number in HTML", async () => {
    const raw = [
      "From: Lisa Castellano <lisa.castellano@outlook.com>",
      "To: coach@college.example",
      "Subject: My daughter Wren - 2027 libero",
      "Date: Fri, 20 Nov 2026 10:00:00 -0700",
      "Message-ID: <probe-tel@outlook.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello Coach,</p><p>My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.</p>",
      '<p>Her cell: <a href="tel:+13035550160">tap to call</a></p>',
      "<p>Lisa Castellano</p>",
    ].join("\r\n");
    const email = await processRawEmail(Buffer.from(raw), RECEIVED);
    expect(email.athlete?.phone?.value).toBe("+13035550160");
  });

  it("'reach Wren directly at … or me at …' from a parent", () => {
    const { own, contacts } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "You can reach Wren directly at 303-555-0160 or me at 303-555-0171.", "", "Lisa Castellano"].join("\n"),
    });
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", phone: "+13035550171" }));
  });

  it("H: and C: on one signature line", () => {
    const { own } = read(athleteLetter(["Wren Castellano", "H: 303-555-0171 | C: 303-555-0160"]));
    expect(own.phone).toBe("+13035550160");
  });

  it("a high-school coach's line in her letter", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Coach Ramona Velez (Pinecrest Ridge HS): rvelez@pinecrest.example, 303-555-0190"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toContainEqual({ role: "high_school_coach", name: "Ramona Velez", email: "rvelez@pinecrest.example", phone: "+13035550190" });
  });

  it("a parent's two numbers on one line", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Parents: Lisa 303-555-0171 / Mark 303-555-0172"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts.map((contact) => contact.phone)).toEqual(["+13035550171", "+13035550172"]);
  });

  it("her phone written in words of a labelled row ('Cell (text is best): 303 555 0160')", () => {
    const { own } = read(athleteLetter(["Wren Castellano", "Cell (text is best): 303 555 0160", "Dad (Mark): 303 555 0172"]));
    expect(own.phone).toBe("+13035550160");
  });

  it("two athletes each keep their mother's contact", () => {
    const email = processTextEmail(
      {
        from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" },
        subject: "Two 2027s from Flatirons Juniors",
        body: [
          "Coach Albright,",
          "",
          "Two of my 17 Black players would love a look:",
          "",
          "Wren Castellano - 2027 libero - Pinecrest Ridge HS - wrencastellano27@gmail.com",
          "Mom: Lisa Castellano, 303-555-0171",
          "",
          "Marisa Quintero - 2027 setter - Boulder Creek HS - marisa.q27@icloud.com",
          "Mom: Paloma Quintero, 303-555-0173",
          "",
          "Dmitri Halvorsen",
          "Head Coach, Flatirons Juniors 17 Black",
          "303-555-0188",
        ].join("\n"),
      },
      RECEIVED,
    );
    const parents = email.athletes?.map((athlete) => athlete.contacts?.filter((contact) => contact.role === "parent").map((contact) => contact.phone));
    expect(parents).toEqual([["+13035550171"], ["+13035550173"]]);
  });
});

describe("third probes", () => {
  const parentLetter = (lines: string[], signature: string[] = ["Lisa Castellano"]) => ({
    from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
    subject: "My daughter Wren - 2027 libero",
    body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", ...lines, "", "Best,", ...signature].join("\n"),
  });

  it("reads 'name @ gmail.com' with spaces around the at sign", () => {
    expect(read(parentLetter(["Her email: wrencastellano27 @ gmail.com"])).own.email).toBe("wrencastellano27@gmail.com");
  });

  it("a parent's signature naming her as the athlete's mother keeps the number the parent's", () => {
    const { own, contacts } = read(parentLetter([], ["Lisa Castellano (Wren's mom)", "303-555-0171"]));
    expect(own.phone).toBeNull();
    expect(contacts).toEqual([{ role: "parent", name: "Lisa Castellano", email: "lisa.castellano@outlook.com", phone: "+13035550171" }]);
  });

  it("a one-line signature with her contacts and her mother's", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano | wrencastellano27@gmail.com | 303.555.0160 | Mom: 303.555.0171"]));
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
    expect(contacts).toEqual([{ role: "parent", name: null, email: null, phone: "+13035550171" }]);
  });

  it("'Parent/Guardian:' above the parent's contact lines", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "", "Parent/Guardian: Lisa Castellano", "lisa.castellano@outlook.com | 303-555-0171"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([{ role: "guardian", name: "Lisa Castellano", email: "lisa.castellano@outlook.com", phone: "+13035550171" }]);
  });

  it("'my parents at' an address in her letter", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano"], ["You can also reach my parents at castellanofamily@gmail.com."]));
    expect(own.email).toBe("wrencastellano27@gmail.com");
    expect(contacts).toEqual([{ role: "parent", name: null, email: "castellanofamily@gmail.com", phone: null }]);
  });

  it("'Her dad Mark can be reached at' in a parent's letter", () => {
    const { own, contacts } = read(parentLetter(["Her dad Mark can be reached at 303-555-0172."]));
    expect(own.phone).toBeNull();
    expect(contacts).toContainEqual({ role: "parent", name: "Mark", email: null, phone: "+13035550172" });
  });

  it("a number with a leading 1- and one with an x extension", () => {
    expect(read(athleteLetter(["Wren Castellano", "1-303-555-0160"])).own.phone).toBe("+13035550160");
    expect(read(athleteLetter(["Wren Castellano", "(303) 555-0160 x12"])).own.phone).toBe("+13035550160");
  });

  it("'Text/call:' before her number", () => {
    expect(read(athleteLetter(["Wren Castellano", "Text/call: 3035550160"])).own.phone).toBe("+13035550160");
  });

  it("twins on one parent account: each keeps her own address", () => {
    const email = processTextEmail(
      parentLetter(
        [
          "Her twin sister Marisa Castellano is a 2027 setter at the same school.",
          "",
          "Wren: wrencastellano27@gmail.com, 303-555-0160",
          "Marisa: marisacastellano27@gmail.com, 303-555-0162",
        ],
      ),
      RECEIVED,
    );
    expect(email.athletes?.map((athlete) => [athlete.firstName?.value, athlete.email?.value, athlete.phone?.value])).toEqual([
      ["Wren", "wrencastellano27@gmail.com", "+13035550160"],
      ["Marisa", "marisacastellano27@gmail.com", "+13035550162"],
    ]);
  });

  it("a club director's line with the club after his name", () => {
    const { contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Director Paul Okafor (Flatirons Juniors Club), pokafor@flatirons.example"]));
    expect(contacts).toEqual([{ role: "club_coach", name: "Paul Okafor", email: "pokafor@flatirons.example", phone: null }]);
  });
});

describe("fourth probes", () => {
  it.each([["303\u2011555\u20110160"], ["303\u2014555\u20140160"], ["+1-303-555-0160"], ["+1.303.555.0160"], ["(303)-555-0160"], ["303 \u2013 555 \u2013 0160"], ["303\u00a0555\u00a00160"], ["1 (303) 555-0160"]])("reads %s under her name", (written) => {
    expect(read(athleteLetter(["Wren Castellano", `Cell: ${written}`])).own.phone).toBe("+13035550160");
  });

  it("a club coach's letter with the parents' address after the athlete's", () => {
    const { own, contacts } = read({
      from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" },
      subject: "Wren Castellano - 2027 libero",
      body: [
        "Coach Albright,",
        "",
        "Wren Castellano is a 2027 libero on my 17 Black team and a junior at Pinecrest Ridge High School in Boulder, CO.",
        "Contact: wrencastellano27@gmail.com (Wren) or castellanofamily@gmail.com (parents), 303-555-0160 (Wren's cell)",
        "",
        "Dmitri Halvorsen",
        "Head Coach, Flatirons Juniors 17 Black",
      ].join("\n"),
    });
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
    expect(contacts).toContainEqual({ role: "parent", name: null, email: "castellanofamily@gmail.com", phone: null });
  });

  it("a parent's address followed by '(mom)' in the athlete's letter is not hers when she writes from her school account", () => {
    const { own } = read({
      from: { name: "Wren Castellano", address: "wcastellano@pinecrest.example" },
      subject: "2027 libero - Wren Castellano",
      body: ["Hi Coach,", "", "I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "Other emails: lisa.castellano@outlook.com (mom)", "", "Wren Castellano"].join("\n"),
    });
    expect(own.email).toBe("wcastellano@pinecrest.example");
  });
});

describe("fifth probes: accounts without a display name", () => {
  it("a parent on her daughter's account with no display name, who says so", () => {
    const { own } = read({
      from: { address: "noafairweather08@gmail.com", name: null },
      subject: "Noa Fairweather - 2027 middle blocker",
      body: ["Hi Coach,", "", "I'm writing from my daughter's email. Noa Fairweather is a 2027 middle blocker at Lakeshore Vista High School in Madison, WI.", "", "Thank you,", "Jenna Fairweather"].join("\n"),
    });
    expect(own.email).toBe("noafairweather08@gmail.com");
  });

  it("an athlete on her mother's account with no display name, who says so", () => {
    const { own, contacts } = read({
      from: { address: "deniseokoro@yahoo.com", name: null },
      subject: "2028 setter - Tola Okoro",
      body: ["Hi Coach,", "", "I'm using my mom's email. My name is Tola Okoro and I'm a 2028 setter at Fairmount Heights High School in Columbus, OH.", "", "Thanks,", "Tola Okoro"].join("\n"),
    });
    expect(own.email).toBeNull();
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", email: "deniseokoro@yahoo.com" }));
  });

  it("an athlete on her mother's account who gives her own address", () => {
    const { own } = read({
      from: { name: "Denise Okoro", address: "deniseokoro@yahoo.com" },
      subject: "2028 setter - Tola Okoro",
      body: ["Hi Coach,", "", "I'm on my mom's account right now, but my own email is tola.okoro28@gmail.com. I'm a 2028 setter at Fairmount Heights High School in Columbus, OH.", "", "Thanks,", "Tola Okoro"].join("\n"),
    });
    expect(own.email).toBe("tola.okoro28@gmail.com");
  });

  it("a parent on her daughter's account who signs with her own address", () => {
    const { own, contacts } = read({
      from: { name: "Noa Fairweather", address: "noafairweather08@gmail.com" },
      subject: "Noa Fairweather - 2027 middle blocker",
      body: ["Hi Coach,", "", "This is Noa's mom, writing from Noa's account. Noa Fairweather is a 2027 middle blocker at Lakeshore Vista High School in Madison, WI.", "", "Thank you,", "Jenna Fairweather", "jenna.fairweather@outlook.com"].join("\n"),
    });
    expect(own.email).toBe("noafairweather08@gmail.com");
    expect(contacts).toEqual([{ role: "parent", name: "Jenna Fairweather", email: "jenna.fairweather@outlook.com", phone: null }]);
  });

  it("home and cell lines in her signature", () => {
    expect(read(athleteLetter(["Wren Castellano", "Home: 303-555-0171", "Cell: 303-555-0160"])).own.phone).toBe("+13035550160");
    expect(read(athleteLetter(["Wren Castellano", "Phone (home): 303-555-0171", "Phone (cell): 303-555-0160"])).own.phone).toBe("+13035550160");
  });

  it("a coach's 'her parents, Lisa and Mark Castellano, can be reached at'", () => {
    const { own, contacts } = read({
      from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" },
      subject: "Wren Castellano - 2027 libero",
      body: [
        "Coach Albright,",
        "",
        "Wren Castellano is a 2027 libero on my 17 Black team and a junior at Pinecrest Ridge High School in Boulder, CO. Her parents, Lisa and Mark Castellano, can be reached at 303-555-0171.",
        "",
        "Dmitri Halvorsen",
        "Head Coach, Flatirons Juniors 17 Black",
      ].join("\n"),
    });
    expect(own.phone).toBeNull();
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", phone: "+13035550171" }));
  });
});

describe("sixth probes: HTML tables and quoted lines", () => {
  const html = (body: string) =>
    [
      "From: Lisa Castellano <lisa.castellano@outlook.com>",
      "To: coach@college.example",
      "Subject: My daughter Wren - 2027 libero",
      "Date: Fri, 20 Nov 2026 10:00:00 -0700",
      "Message-ID: <probe-table@outlook.com>",
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "",
      "<p>Hello Coach,</p><p>My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.</p>",
      body,
      "<p>Lisa Castellano</p>",
    ].join("\r\n");

  it("reads an HTML table of the athlete's and her parents' contacts", async () => {
    const email = await processRawEmail(
      Buffer.from(
        html(
          "<table><tr><th>Who</th><th>Email</th><th>Phone</th></tr>" +
            "<tr><td>Wren (player)</td><td>wrencastellano27@gmail.com</td><td>303/555-0160</td></tr>" +
            "<tr><td>Lisa (mom)</td><td>lisa.castellano@outlook.com</td><td>303-555-0171</td></tr>" +
            "<tr><td>Mark (dad)</td><td>mark.castellano@outlook.com</td><td>303-555-0172</td></tr></table>",
        ),
      ),
      RECEIVED,
    );
    expect(email.athlete?.email?.value).toBe("wrencastellano27@gmail.com");
    expect(email.athlete?.phone?.value).toBe("+13035550160");
    const contacts = (email.athlete?.contacts ?? []).map(({ source: _source, ...contact }) => contact);
    expect(contacts).toEqual([
      { role: "parent", name: "Lisa Castellano", email: "lisa.castellano@outlook.com", phone: "+13035550171" },
      { role: "parent", name: "Mark", email: "mark.castellano@outlook.com", phone: "+13035550172" },
    ]);
  });

  it("reads her number under her name in quoted history, above a parent's line", () => {
    const { own } = read({
      from: { name: "Wren Castellano", address: "wrencastellano27@gmail.com" },
      subject: "Re: 2027 libero - Wren Castellano",
      body: [
        "Hi Coach, just following up with my updated schedule!",
        "",
        "Wren",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Wren Castellano <wrencastellano27@gmail.com> wrote:",
        "> Hi Coach Albright,",
        "> I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "> Wren Castellano",
        "> 303-555-0160",
        "> Parent:",
        "> 303-555-0171",
      ].join("\n"),
    });
    // The quoted history fills her own fields only (engine.ts): the contacts of others come from the newest message.
    expect(own.phone).toBe("+13035550160");
  });

  it("a parent's reply above her daughter's quoted letter keeps the daughter's cell hers", () => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "Re: 2027 libero - Wren Castellano",
      body: [
        "Coach, following up on Wren's note below. My cell is 303-555-0171 if you'd like to talk.",
        "",
        "Lisa",
        "",
        "On Mon, Nov 16, 2026 at 8:12 PM Wren Castellano <wrencastellano27@gmail.com> wrote:",
        "> Hi Coach Albright,",
        "> I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.",
        "> Wren Castellano",
        "> 303/555-0160",
      ].join("\n"),
    });
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
  });
});

describe("seventh probes: parents and coaches beside her", () => {
  const coachLetter = (lines: string[]) => ({
    from: { name: "Dmitri Halvorsen", address: "dhalvorsen@flatirons.example" },
    subject: "Wren Castellano - 2027 libero",
    body: ["Coach Albright,", "", "Wren Castellano is a 2027 libero on my 17 Black team and a junior at Pinecrest Ridge High School in Boulder, CO.", ...lines, "", "Dmitri Halvorsen", "Head Coach, Flatirons Juniors 17 Black"].join("\n"),
  });

  it("a parent signing as the athlete's mother on the line above her number", () => {
    const { own, contacts } = read({
      from: { name: "Lisa Castellano-Brightwater", address: "lisa.cb@outlook.com" },
      subject: "Wren Castellano - 2027 libero",
      body: ["Hello Coach,", "", "Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "", "Best,", "Lisa Castellano-Brightwater", "Proud mother of Wren Castellano, Pinecrest Ridge Class of 2027", "303-555-0171"].join("\n"),
    });
    expect(own.phone).toBeNull();
    expect(contacts).toEqual([{ role: "parent", name: "Lisa Castellano-Brightwater", email: "lisa.cb@outlook.com", phone: "+13035550171" }]);
  });

  it("a parent's line above her number naming the athlete far after the role word", () => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "Wren Castellano - 2027 libero",
      body: ["Hello Coach,", "", "Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "", "Best,", "Lisa Castellano", "Mother of three including your future libero Wren", "303-555-0171"].join("\n"),
    });
    expect(own.phone).toBeNull();
  });

  it("a coach's 'her mom Lisa (…) and dad Mark (…)'", () => {
    const { own, contacts } = read(coachLetter(["Her mom Lisa (303-555-0171) and dad Mark (303-555-0172) are happy to talk."]));
    expect(own.phone).toBeNull();
    expect(contacts.filter((contact) => contact.role === "parent")).toEqual([
      { role: "parent", name: "Lisa", email: null, phone: "+13035550171" },
      { role: "parent", name: "Mark", email: null, phone: "+13035550172" },
    ]);
  });

  it("a profile form's athlete and parent lines", () => {
    const { own, contacts } = read(coachLetter(["", "Athlete Cell: 303-555-0160", "Athlete Email: wrencastellano27@gmail.com", "Parent Cell: 303-555-0171", "Parent Email: lisa.castellano@outlook.com"]));
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
    expect(contacts).toContainEqual({ role: "parent", name: null, email: "lisa.castellano@outlook.com", phone: "+13035550171" });
  });

  it("'Wren - …; Lisa (mom) - …' on one line of a coach's letter", () => {
    const { own, contacts } = read(coachLetter(["Phones: Wren - 303-555-0160; Lisa (mom) - 303-555-0171"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toContainEqual({ role: "parent", name: "Lisa", email: null, phone: "+13035550171" });
  });

  it("a guardian aunt", () => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Guardian: Aunt Rosa Delgado, 303-555-0174"]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([{ role: "guardian", name: "Rosa Delgado", email: null, phone: "+13035550174" }]);
  });
});

describe("eighth probes: two athletes", () => {
  it("a parent's paragraphs about two daughters", () => {
    const email = processTextEmail(
      {
        from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
        subject: "Wren and Marisa Castellano - 2027 libero and 2029 setter",
        body: [
          "Hello Coach,",
          "",
          "I'm writing about my two daughters. Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO. Wren's cell is 303.555.0160 and her email is wrencastellano27@gmail.com.",
          "",
          "Her sister Marisa Castellano is a 2029 setter at the same school. Marisa's cell is 303.555.0162 and her email is marisacastellano29@gmail.com.",
          "",
          "My cell is 303-555-0171.",
          "",
          "Lisa Castellano",
        ].join("\n"),
      },
      RECEIVED,
    );
    expect(email.athletes?.map((athlete) => [athlete.firstName?.value, athlete.email?.value, athlete.phone?.value])).toEqual([
      ["Wren", "wrencastellano27@gmail.com", "+13035550160"],
      ["Marisa", "marisacastellano29@gmail.com", "+13035550162"],
    ]);
    for (const athlete of email.athletes ?? []) {
      expect(athlete.contacts?.map(({ source: _source, ...contact }) => contact)).toEqual([{ role: "parent", name: "Lisa Castellano", email: "lisa.castellano@outlook.com", phone: "+13035550171" }]);
    }
  });

  it("an athlete naming a teammate's address keeps her own", () => {
    const { own } = read(athleteLetter(["Wren Castellano", "303-555-0160"], ["My teammate Marisa Quintero (marisa.q27@icloud.com, 303-555-0162) is interested too."]));
    expect(own).toEqual({ email: "wrencastellano27@gmail.com", phone: "+13035550160" });
  });

  it("an athlete on her school account with a teammate's address in the body keeps the school account", () => {
    const { own } = read({
      from: { name: "Wren Castellano", address: "wcastellano@pinecrest.example" },
      subject: "2027 libero - Wren Castellano",
      body: ["Hi Coach,", "", "I'm Wren Castellano, a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "My teammate Marisa Quintero (marisa.q27@icloud.com) is also interested in your camp.", "", "Wren Castellano"].join("\n"),
    });
    expect(own.email).toBe("wcastellano@pinecrest.example");
  });
});

describe("ninth probes: written forms", () => {
  it.each([["wrencastellano27(at)gmail(dot)com"], ["wrencastellano27[at]gmail[dot]com"], ["wrencastellano27 AT gmail DOT com"], ["<wrencastellano27@gmail.com>"]])("reads %s as her address", (written) => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", `Her email: ${written}`, "", "Lisa Castellano"].join("\n"),
    });
    expect(own.email).toBe("wrencastellano27@gmail.com");
  });

  it.each([["NCAA ID # 2304555016"], ["NCAA Eligibility Center #: 2304555016"], ["NCAA ID: 2304555016"], ["Hudl #2304555016"]])("takes no ID for her phone: %s", (line) => {
    expect(read(athleteLetter(["Wren Castellano", line])).own.phone).toBeNull();
  });

  it.each([["ph. 303 555 0160"], ["tel. 303.555.0160"], ["Cell#: 3035550160"], ["303-555-0160 (text)"], ["+1 303 555 0160 (WhatsApp)"]])("reads %s as her phone", (line) => {
    expect(read(athleteLetter(["Wren Castellano", line])).own.phone).toBe("+13035550160");
  });
});

describe("tenth probes: coaches named by her teams", () => {
  it("a coach line naming her club with its age group", () => {
    const { contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "Club: Flatirons Juniors 17 Black (Coach Dmitri Halvorsen, 303-555-0188)"]));
    expect(contacts).toEqual([{ role: "club_coach", name: "Dmitri Halvorsen", email: null, phone: "+13035550188" }]);
  });

  it("a coach's title naming her high school's team", () => {
    const { contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", "", "Ramona Velez, Head Coach, Pinecrest Ridge Volleyball", "rvelez@pinecrest.example | 303-555-0190"]));
    expect(contacts).toEqual([{ role: "high_school_coach", name: "Ramona Velez", email: "rvelez@pinecrest.example", phone: "+13035550190" }]);
  });
});

describe("eleventh probes: accounts, harder", () => {
  it("a parent on her daughter's account that shows only the daughter's first name", () => {
    const { own } = read({
      from: { name: "Noa", address: "noafw08@gmail.com" },
      subject: "Noa Fairweather - 2027 middle blocker",
      body: ["Hi Coach,", "", "This is Noa's mom. Noa Fairweather is a 2027 middle blocker at Lakeshore Vista High School in Madison, WI.", "", "Thank you,", "Jenna Fairweather"].join("\n"),
    });
    expect(own.email).toBe("noafw08@gmail.com");
  });

  it("an athlete on her mother's account who names her mother in the letter", () => {
    const { own, contacts } = read({
      from: { name: "Denise Okoro", address: "deniseokoro@yahoo.com" },
      subject: "2028 setter - Tola Okoro",
      body: ["Hi Coach,", "", "My name is Tola Okoro and I'm a 2028 setter at Fairmount Heights High School in Columbus, OH. My mom Denise will bring me to your camp.", "", "Thanks,", "Tola Okoro"].join("\n"),
    });
    expect(own.email).toBeNull();
    expect(contacts).toContainEqual(expect.objectContaining({ role: "parent", name: "Denise Okoro", email: "deniseokoro@yahoo.com" }));
  });
});

describe("twelfth probes: cell and home marks", () => {
  it.each([["(303) 555-0171 (h) | (303) 555-0160 (c)"], ["H 303.555.0171  C 303.555.0160"], ["303-555-0171 (home) / 303-555-0160 (cell)"], ["Home 303-555-0171, Mobile 303-555-0160"]])("reads her cell from '%s'", (line) => {
    expect(read(athleteLetter(["Wren Castellano", line])).own.phone).toBe("+13035550160");
  });

  it("a parent's letter: 'Wren: 303-555-0160 (cell)' and the parent's own 'home' line", () => {
    const { own, contacts } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", "Wren: 303-555-0160 (cell)", "Home: 303-555-0170", "", "Lisa Castellano"].join("\n"),
    });
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([{ role: "parent", name: "Lisa Castellano", email: "lisa.castellano@outlook.com", phone: "+13035550170" }]);
  });
});

describe("thirteenth probes: an at sign with a space on one side", () => {
  it.each([["wrencastellano27 @gmail.com"], ["wrencastellano27@ gmail.com"]])("reads '%s' as her address", (written) => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO.", `Her email: ${written}`, "", "Lisa Castellano"].join("\n"),
    });
    expect(own.email).toBe("wrencastellano27@gmail.com");
  });
});

describe("no address where none is written", () => {
  it("reads no address from a height and weight with an at sign", () => {
    const { own } = read({
      from: { name: "Lisa Castellano", address: "lisa.castellano@outlook.com" },
      subject: "My daughter Wren - 2027 libero",
      body: ["Hello Coach,", "", "My daughter Wren Castellano is a 2027 libero at Pinecrest Ridge High School in Boulder, CO, 5'10 @ 140.5 lbs.", "", "Lisa Castellano"].join("\n"),
    });
    expect(own.email).toBeNull();
  });
});

describe("fourteenth probes: more separators", () => {
  it.each([["303/555/0160"], ["(303)/555-0160"], ["303 / 555-0160"]])("reads %s under her name", (written) => {
    expect(read(athleteLetter(["Wren Castellano", `Cell: ${written}`])).own.phone).toBe("+13035550160");
  });

  it("takes no phone from dates and event lists written with slashes", () => {
    expect(read(athleteLetter(["Wren Castellano"], ["Tournaments: 2026/11/20, 2026/12/04; events 100/200 free."])).own.phone).toBeNull();
  });
});

describe("fifteenth probes: owners written after the number", () => {
  it.each([
    ["303-555-0172 (Dad - Mark)", { role: "parent", name: "Mark", email: null, phone: "+13035550172" }],
    ["303-555-0172 (dad)", { role: "parent", name: null, email: null, phone: "+13035550172" }],
    ["mark.castellano@outlook.com (dad)", { role: "parent", name: null, email: "mark.castellano@outlook.com", phone: null }],
  ])("'%s' under her own number is her father's", (line, contact) => {
    const { own, contacts } = read(athleteLetter(["Wren Castellano", "303-555-0160", line]));
    expect(own.phone).toBe("+13035550160");
    expect(contacts).toEqual([contact]);
  });
});

describe("a coach's 'my' in the sentence before", () => {
  it("gives the athlete the address a club coach calls hers in the next sentence ('on my 16s. Her email is …')", () => {
    const { own, contacts } = read({
      from: { name: "Mark Ruiz", address: "mruiz@elevatevbc.example" },
      subject: "Player to watch",
      body: "Coach,\n\nJess Lund, 2028 libero on my 16s. Her email is jesslund28@gmail.com.\n\nMark Ruiz\nElevate VBC\n614-555-0199",
    });
    expect(own.email).toBe("jesslund28@gmail.com");
    expect(contacts).toEqual([{ role: "club_coach", name: "Mark Ruiz", email: "mruiz@elevatevbc.example", phone: "+16145550199" }]);
  });

  it("keeps an athlete's number hers when a parent, a coach or her club is named in the sentence before ('My mom says hi! Reach me at …')", () => {
    const athleteSays = (sentences: string) =>
      read({ from: { name: "Jess Lund", address: "jesslund28@gmail.com" }, subject: "2028 libero", body: `Hi Coach,\n\nI'm Jess Lund, 2028 libero. ${sentences}\n\nJess` });
    for (const sentences of ["Thanks to my parents. Cell 614-555-0102.", "I love my club. Call 614-555-0102 anytime.", "I play for Coach Ruiz. Text 614-555-0102.", "My mom says hi! Reach me at 614-555-0102."]) {
      const { own, contacts } = athleteSays(sentences);
      expect([own.phone, contacts]).toEqual(["+16145550102", []]);
    }
    // In the same sentence the owner still says whose it is, and no name from the sentence before (nor "I'm") is the owner's.
    expect(athleteSays("My mom's cell is 614-555-0101.").contacts).toEqual([{ role: "parent", name: null, email: null, phone: "+16145550101" }]);
    expect(athleteSays("You can also reach my mom at 614-555-0101.").contacts).toEqual([{ role: "parent", name: null, email: null, phone: "+16145550101" }]);
  });
});

describe("one person given twice", () => {
  it("keeps a father named in his From header and over his number in the sign-off as one contact ('Mark Baines (dad)')", () => {
    const { contacts } = read({
      from: { name: "Mark Baines", address: "thebainesfam@gmail.com" },
      subject: "Olivia Baines",
      body: "Coach -\n\n2027 | Libero | 5'5\" | Prairie Fire 17 Elite | Hillcrest HS\nVideo: https://youtu.be/Ob12Ab34Cd5\n\nShe's been to your camp twice. Thanks for looking.\n\nMark Baines (dad)\n402-555-0111",
    });
    expect(contacts).toEqual([{ role: "parent", name: "Mark Baines", email: "thebainesfam@gmail.com", phone: "+14025550111" }]);
  });
});
