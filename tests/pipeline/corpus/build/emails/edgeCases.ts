/**
 * The awkward shapes: a coach's note that contradicts the athlete, data only in quoted history, a forward of a
 * forward of a forward, an .eml attached as application/octet-stream, unencoded long lines, text-only Outlook.
 */
import { notRecruiting, recruiting, type CorpusEntry } from "../labels.ts";
import { BELANGER, CASTELLANO, MONTOYA, OYELARAN, REYES, WHITLOCK } from "../people.ts";
import { compose, forward, forwardAsAttachment, forwardedBlock, original, quotedReply, type Original } from "../wrappers.ts";

const mckenna: Original = {
  from: "Mckenna Dorsey <mckennadorsey.oh@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-18 21:21:00 -05:00",
  subject: "2028 OH - Scenic City VBC 17 Elite",
  text: `Hi Coach Reyes,

My name is Mckenna Dorsey and I'm a 2028 outside hitter from Chattanooga, Tennessee. I play for Scenic City VBC 17 Elite and Signal Mountain Ridge High School. I'm 6'0" and my GPA is 3.66.

Video: https://www.hudl.com/video/3/20733390/671e4a02e4b0c2f1a9d8b771
Cell: 423.555.0127

Thanks!
Mckenna`,
};

const rowanFirst: Original = {
  from: "Rowan Pettis <rowanpettis29@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-19 19:00:00 -06:00",
  subject: "2029 MB Rowan Pettis",
  text: `Hi Coach Reyes,

I'm Rowan Pettis, a 2029 middle blocker from Sioux City, Iowa. I play for Siouxland Juniors 16 Elite and Sioux City North Ridge HS. I'm 6'1" and have a 3.8 GPA.

Here is my video:

Thank you,
Rowan
712-555-0146`,
};

const rowanFix: Original = {
  from: "Rowan Pettis <rowanpettis29@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-19 19:04:00 -06:00",
  subject: "Re: 2029 MB Rowan Pettis",
  text: compose("Sorry coach, forgot the link! https://youtu.be/Rp7mW2qKx4T", quotedReply("gmail", rowanFirst), "gmail").text,
};

const nadia: Original = {
  from: "Nadia Petrov <nadiapetrov28@icloud.com>",
  to: "Coach Gary Lindeman <glindeman@manheimridge.org>",
  date: "2026-10-20 20:15:00 -04:00",
  subject: "my recruiting info",
  text: `Hi Coach Lindeman, here's my info to send to colleges:

Nadia Petrov
Class of 2028, OH/RS
5'11"
Keystone Elite 17 Black
Lancaster Manheim Ridge HS, Lancaster PA
GPA 3.9
nadiapetrov28@icloud.com
717-555-0163
https://www.youtube.com/watch?v=Np5rT8wQk2L

Thank you!!

Sent from my iPhone`,
};

const nadiaFromHsCoach: Original = {
  from: "Coach Gary Lindeman <glindeman@manheimridge.org>",
  to: "Morgan Amari <mamari@ridgeford.edu>",
  date: "2026-10-21 07:30:00 -04:00",
  subject: "Fwd: my recruiting info",
  text: `Morgan - Nadia is my junior pin. Very coachable. Info below.

Gary Lindeman
Head Volleyball Coach, Manheim Ridge HS
717-555-0160

${forwardedBlock("apple-ios", nadia).text}`,
};

const nadiaFromAssistant: Original = {
  from: "Morgan Amari <mamari@ridgeford.edu>",
  to: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  date: "2026-10-21 09:02:00 -04:00",
  subject: "Fwd: my recruiting info",
  text: `Priya, another one for the 2028 OH list. Can you add her?

${forwardedBlock("gmail", nadiaFromHsCoach).text}`,
};

const callie: Original = {
  from: "Callie Whitmore <calliewhitmore28@gmail.com>",
  to: "moyelaran@lakemont.edu",
  date: "2026-11-02 17:30:00 -05:00",
  subject: "2028 RHP/1B Callie Whitmore - Chattahoochee Heat 18U",
  text: `Coach Oyelaran,

I'm Callie Whitmore, a 2028 right-handed pitcher and first baseman from Columbus, Georgia. I play for Chattahoochee Heat 18U and Harris Ridge High School.

5'9" | FB 60 mph | GPA 3.5

Video: https://www.youtube.com/watch?v=Cw3pN9rTq6B
Phone: 706-555-0153

Thank you,
Callie`,
};

const valeria: Original = {
  from: "Valeria Quiñones <valeriaquinones.c@gmail.com>",
  to: "lmontoya@sierramesa.edu",
  date: "2026-11-10 20:00:00 -05:00",
  subject: "Receptora clase 2029 - Valeria Quiñones",
  text: `Hola coach Montoya:

Mi nombre es Valeria Quiñones, soy receptora (catcher) de la clase 2029 de Hialeah, Florida. Juego para Miami Stars Fastpitch 16U y para Hialeah Gardens Ridge High School.

Mido 5 pies 4 pulgadas, mi pop time es 1.92 y tengo un GPA de 3.7.

Video: https://www.hudl.com/profile/20499812/Valeria-Quinones
Celular: (305) 555-0159

¡Muchas gracias!
Valeria`,
};

const camille: Original = {
  from: "Camille Lafrenière <camille.lafreniere@gmail.com>",
  to: "abelanger@northvale.edu",
  date: "2026-11-06 19:45:00 -05:00",
  subject: "2027 Libero from Ottawa - Camille Lafrenière",
  text: `Hi Coach Bélanger,

My name is Camille Lafrenière and I'm a 2027 libero from Ottawa, Ontario. I play for Ottawa Fusion 18U and École secondaire Louis-Riel-Nord. I'm 5'6" with a 3.9 GPA, and I'm bilingual (French/English).

Video: https://www.youtube.com/watch?v=Cl4fR8wTq1M
Cell: 613 555 0182

Merci!
Camille`,
};

const jenna: Original = {
  from: "Jenna Ostrowski <jenna.ostrowski@att.net>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-20 22:10:00 -05:00",
  subject: "Jenna Ostrowski 2028 OH Lake Erie Juniors",
  text: `Dear Coach Reyes, my name is Jenna Ostrowski and I am a 2028 outside hitter from Parma, Ohio, and I play club volleyball for Lake Erie Juniors 17 Elite and high school volleyball for Parma Valley Forge Ridge High School where I was a starter all four years and captain this season.
I am 5'10" and I have a 3.4 GPA and I want to study physical therapy, which is why Cresthaven is one of my top schools because of your DPT program and your volleyball program which I have watched on the conference stream many times this fall.
My highlight video is https://www.hudl.com/video/3/20744571/671f6b88e4b0d3a2c1e9f442 and my phone number is 216-555-0197, thank you so much for your time and I hope to hear from you soon, Jenna Ostrowski`,
};

const aspen: Original = {
  from: "Aspen Whitley <aspenwhitley30@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-21 21:40:00 -06:00",
  subject: "catcher class of 2030",
  text: `hi coach whitlock its aspen whitley im a freshman catcher class of 2030 from yukon oklahoma. i play for red dirt fastpitch 14u and yukon west hs. im 5’3 and have a 4.0 gpa. i dont have a video yet but i will send one soon. my cell is 405 555 0176

thank you`,
};

const sloane: Original = {
  from: "Sloane Gutierrez <sloaneg.setter@outlook.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-23 16:00:00 -05:00",
  subject: "2027 Setter - Green Country VBC 18 Elite",
  text: `Coach Castellano,

I'm Sloane Gutierrez, a 2027 setter from Tulsa, Oklahoma. I play for Green Country VBC 18 Elite and Jenks Riverside HS. I'm 5'8" with a 4.2 weighted / 3.75 unweighted GPA.

Film: https://www.hudl.com/profile/19877310/Sloane-Gutierrez
918.555.0134

Sloane`,
};

const campFlyerParent: Original = {
  from: "Tara Mullins <taramullins@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-05 19:00:00 -05:00",
  subject: "Fwd: Cresthaven Winter Elite Camp",
  text: `Coach Reyes, is this camp appropriate for a 7th grader or is it only for high school players? Thanks!
Tara Mullins

${forwardedBlock("gmail", {
  from: "Cresthaven Volleyball Camps <camps@cresthavenathletics.com>",
  to: "taramullins@gmail.com",
  date: "2026-11-01 09:00:00 -05:00",
  subject: "Cresthaven Winter Elite Camp",
  text: "Cresthaven Volleyball Winter Elite Camp\nSunday, January 3, 2027, 9:00 AM - 4:30 PM, Hawks Arena\nGrades 9-12, all positions. $135.\nRegister: https://cresthavenathletics.com/camps",
}).text}`,
};

const tryoutResults: Original = {
  from: "Lake Erie Juniors <office@lakeeriejuniors.org>",
  to: "College Coaches List <coaches@lakeeriejuniors.org>",
  date: "2026-11-16 12:00:00 -05:00",
  subject: "2026-27 team rosters are set!",
  text: `Lake Erie Juniors 2026-27 rosters

18 Elite: A. Brennan, K. Doyle, M. Ferraro, S. Hughes, J. Kim, L. Novak, R. Patel, T. Quinn, E. Sokol, V. Tran
17 Elite: J. Ostrowski, C. Baker, D. Ellison, F. Garza, H. Ito, M. Lopez, N. Owens, P. Reed, S. Tate
16 Elite: full list at https://lakeeriejuniors.org/rosters

College coaches: our spring schedule and athlete profiles will be posted by December 15.

Lake Erie Juniors Volleyball Club
216-555-0100`,
};

const hudlUpdateHtml = `<div style="font-family:Arial;max-width:600px">
<h2>New for coaches: share playlists in one click</h2>
<p>Coach, you can now share any playlist with your staff directly from the recruiting board. Try it with this sample: <a href="https://www.hudl.com/video/3/10000001/5f0000000000000000000001">Sample recruiting playlist</a>.</p>
<p>Watch the 2-minute walkthrough: <a href="https://www.youtube.com/watch?v=HdlPrd2026X">https://www.youtube.com/watch?v=HdlPrd2026X</a></p>
<p>Hudl Product Team &middot; <a href="https://www.hudl.com/preferences">Email preferences</a></p>
</div>`;

const recallMessage: Original = {
  from: '"Oyelaran, Marcus" <moyelaran@lakemont.edu>',
  to: "Lakemont Softball Staff <sbstaff@lakemont.edu>",
  date: "2026-10-30 16:02:00 -04:00",
  subject: "Recall: Fall ball lineup",
  text: "Oyelaran, Marcus would like to recall the message, \"Fall ball lineup\".",
};

export const EDGE_CASES: CorpusEntry[] = [
  {
    name: "vb-athlete-coach-note-contradicts-gmail",
    tags: ["fwd:gmail", "lang:en", "note-above", "trap:coach-note-data", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Mckenna",
      last_name: "Dorsey",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Scenic City VBC 17 Elite",
      high_school: "Signal Mountain Ridge High School",
      city: "Chattanooga",
      state: "TN",
      gpa: 3.66,
      email: "mckennadorsey.oh@gmail.com",
      phone: "+14235550127",
      video_urls: ["https://www.hudl.com/video/3/20733390/671e4a02e4b0c2f1a9d8b771"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-19 07:00:00 -05:00", note: "Another OH for 2027, thoughts? 6'2 per her club coach, call me at 513.555.0121", original: mckenna }),
  },
  {
    name: "vb-athlete-data-only-in-quoted-history-gmail",
    tags: ["fwd:gmail", "lang:en", "reply-history", "data-in-quote", "style:very-short"],
    label: recruiting("athlete", {
      first_name: "Rowan",
      last_name: "Pettis",
      grad_year: 2029,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Siouxland Juniors 16 Elite",
      high_school: "Sioux City North Ridge HS",
      city: "Sioux City",
      state: "IA",
      gpa: 3.8,
      email: "rowanpettis29@gmail.com",
      phone: "+17125550146",
      video_urls: ["https://youtu.be/Rp7mW2qKx4T"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-20 06:40:00 -06:00", original: rowanFix }),
  },
  {
    name: "vb-athlete-forwarded-three-times-outlook",
    tags: ["fwd:outlook-live", "fwd:gmail", "fwd:apple-ios", "nested", "nested-3", "lang:en", "role:external-forwarder", "trap:hs-coach-contact", "trap:staff-signature"],
    label: recruiting("high_school_coach", {
      first_name: "Nadia",
      last_name: "Petrov",
      grad_year: 2028,
      positions: ["OH", "RS/OPP"],
      height_inches: 71,
      club_team: "Keystone Elite 17 Black",
      high_school: "Lancaster Manheim Ridge HS",
      city: "Lancaster",
      state: "PA",
      gpa: 3.9,
      email: "nadiapetrov28@icloud.com",
      phone: "+17175550163",
      video_urls: ["https://www.youtube.com/watch?v=Np5rT8wQk2L"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-10-21 10:00:00 -04:00", original: nadiaFromAssistant }),
  },
  {
    name: "sb-athlete-eml-as-octet-stream-outlook",
    tags: ["fwd:attachment-octet-stream", "lang:en", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Callie",
      last_name: "Whitmore",
      grad_year: 2028,
      positions: ["P", "1B"],
      height_inches: 69,
      club_team: "Chattahoochee Heat 18U",
      high_school: "Harris Ridge High School",
      city: "Columbus",
      state: "GA",
      gpa: 3.5,
      email: "calliewhitmore28@gmail.com",
      phone: "+17065550153",
      video_urls: ["https://www.youtube.com/watch?v=Cw3pN9rTq6B"],
    }),
    message: forwardAsAttachment({
      coach: OYELARAN,
      client: "outlook",
      date: "2026-11-03 08:00:00 -05:00",
      note: "Saved this one from my phone - see attached.",
      message: original(callie, "gmail"),
      filename: "2028 RHP1B Callie Whitmore.eml",
      asOctetStream: true,
    }),
  },
  {
    name: "sb-athlete-spanish-latin1-outlook-es",
    tags: ["fwd:outlook-es", "lang:es", "charset:iso-8859-1", "quoted-printable", "height:pies-pulgadas"],
    label: recruiting("athlete", {
      first_name: "Valeria",
      last_name: "Quiñones",
      grad_year: 2029,
      positions: ["C"],
      height_inches: 64,
      club_team: "Miami Stars Fastpitch 16U",
      high_school: "Hialeah Gardens Ridge High School",
      city: "Hialeah",
      state: "FL",
      gpa: 3.7,
      email: "valeriaquinones.c@gmail.com",
      phone: "+13055550159",
      video_urls: ["https://www.hudl.com/profile/20499812/Valeria-Quinones"],
    }),
    message: forward({ style: "outlook-es", coach: MONTOYA, date: "2026-11-11 08:30:00 -07:00", charset: "iso-8859-1", note: "Receptora 2029 de Miami.", original: valeria }),
  },
  {
    name: "vb-athlete-ontario-outlook-fr",
    tags: ["fwd:outlook-fr", "lang:en", "state:canada", "phone:spaces"],
    label: recruiting("athlete", {
      first_name: "Camille",
      last_name: "Lafrenière",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Ottawa Fusion 18U",
      high_school: "École secondaire Louis-Riel-Nord",
      city: "Ottawa",
      state: "ON",
      gpa: 3.9,
      email: "camille.lafreniere@gmail.com",
      phone: "+16135550182",
      video_urls: ["https://www.youtube.com/watch?v=Cl4fR8wTq1M"],
    }),
    message: forward({ style: "outlook-fr", coach: BELANGER, date: "2026-11-07 08:00:00 -05:00", original: camille }),
  },
  {
    name: "vb-athlete-7bit-long-lines-auto-forward",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en", "long-lines", "7bit", "client:webmail"],
    label: recruiting("athlete", {
      first_name: "Jenna",
      last_name: "Ostrowski",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 70,
      club_team: "Lake Erie Juniors 17 Elite",
      high_school: "Parma Valley Forge Ridge High School",
      city: "Parma",
      state: "OH",
      gpa: 3.4,
      email: "jenna.ostrowski@att.net",
      phone: "+12165550197",
      video_urls: ["https://www.hudl.com/video/3/20744571/671f6b88e4b0d3a2c1e9f442"],
    }),
    message: {
      client: "webmail",
      from: jenna.from,
      to: jenna.to,
      subject: jenna.subject,
      date: jenna.date,
      headers: [["X-Forwarded-To", REYES.scout], ["X-Forwarded-For", `${REYES.address} ${REYES.scout}`]],
      text: jenna.text,
      encoding: "7bit",
    },
  },
  {
    name: "sb-athlete-lowercase-class-2030-no-video-gmail",
    tags: ["fwd:gmail", "lang:en", "style:lowercase", "trap:curly-quote-height", "no-video"],
    label: recruiting("athlete", {
      first_name: "Aspen",
      last_name: "Whitley",
      grad_year: 2030,
      positions: ["C"],
      height_inches: 63,
      club_team: "Red Dirt Fastpitch 14U",
      high_school: "Yukon West HS",
      city: "Yukon",
      state: "OK",
      gpa: 4.0,
      email: "aspenwhitley30@gmail.com",
      phone: "+14055550176",
    }),
    message: forward({ style: "gmail", coach: WHITLOCK, date: "2026-11-22 08:00:00 -06:00", note: "2030 - too early but keep on file", original: aspen }),
  },
  {
    name: "vb-athlete-outlook-android-text-only",
    tags: ["fwd:outlook-live", "lang:en", "text-only", "trap:weighted-gpa"],
    label: recruiting("athlete", {
      first_name: "Sloane",
      last_name: "Gutierrez",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 68,
      club_team: "Green Country VBC 18 Elite",
      high_school: "Jenks Riverside HS",
      city: "Tulsa",
      state: "OK",
      gpa: 3.75,
      email: "sloaneg.setter@outlook.com",
      phone: "+19185550134",
      video_urls: ["https://www.hudl.com/profile/19877310/Sloane-Gutierrez"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-10-24 09:00:00 -04:00", parts: "text", signature: false, note: "Setter 2027\n\nGet Outlook for Android", original: sloane }),
  },
  {
    name: "nonrec-parent-camp-question-nested-gmail",
    tags: ["fwd:gmail", "nested", "lang:en", "category:parent-question", "category:camp-ad"],
    label: notRecruiting("parent"),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-06 07:00:00 -05:00", note: "Sam - 7th grader question", original: campFlyerParent }),
  },
  {
    name: "nonrec-club-rosters-newsletter-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "category:newsletter", "trap:many-athletes-named", "trap:club-name-with-age"],
    label: notRecruiting("club_coach"),
    message: forward({ style: "outlook-2019", coach: REYES, date: "2026-11-16 13:00:00 -05:00", original: tryoutResults }),
  },
  {
    name: "nonrec-video-platform-product-update-html",
    tags: ["fwd:apple-mac", "lang:en", "category:vendor", "html-only", "trap:video-links-not-athlete"],
    label: notRecruiting("other"),
    message: forward({
      style: "apple-mac",
      coach: REYES,
      date: "2026-10-15 07:00:00 -04:00",
      parts: "html",
      signature: false,
      original: { from: "Hudl <news@email.hudl.com>", to: "jreyes@cresthaven.edu", date: "2026-10-14 11:00:00 -05:00", subject: "New: share playlists with your staff", text: "", html: hudlUpdateHtml },
    }),
  },
  {
    name: "nonrec-outlook-recall-message",
    tags: ["fwd:outlook-new", "lang:en", "category:machine"],
    label: notRecruiting("other"),
    message: forward({ style: "outlook-new", coach: OYELARAN, date: "2026-10-30 16:10:00 -04:00", original: recallMessage }),
  },
  {
    name: "nonrec-ncaa-eligibility-center-notice",
    tags: ["fwd:gmail", "lang:en", "category:compliance", "trap:dates-like-years"],
    label: notRecruiting("other"),
    message: forward({
      style: "gmail",
      coach: WHITLOCK,
      date: "2026-10-02 08:00:00 -05:00",
      original: {
        from: "NCAA Eligibility Center <ec-notices@eligibility-center.example.org>",
        to: "dwhitlock@marlowstate.edu",
        date: "2026-10-01 10:00:00 -04:00",
        subject: "Eligibility Center: processing times for the Class of 2027",
        text: `Dear Coach,

Academic certification processing for the Class of 2027 is currently taking 4-6 weeks from receipt of final transcripts. Prospects must request final amateurism certification after April 1, 2027.

Please direct prospects to the Eligibility Center portal rather than submitting documents on their behalf.

NCAA Eligibility Center`,
      },
    }),
  },
];
