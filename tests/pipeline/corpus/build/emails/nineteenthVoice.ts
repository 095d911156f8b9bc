/**
 * The nineteenth tuning batch (`v19-`), written in stop 36 by a fresh author who read only the corpus README and the
 * build's mechanics, never the engine, its tests or the other batches' emails.
 *
 * What it is about: WHO WROTE IT, and the clubs they name. Third parties introducing one athlete (club directors,
 * club recruiting coordinators and club coaches signing with their club in every shape it takes — "Club, Age,
 * Colour", "17 Black - Coach Smith", regional names, abbreviations, a logo line, a club address —, high-school
 * coaches and an athletic director, private instructors, a strength trainer, alumnae, travel-ball coaches, another
 * college's coach, a JUCO coach, recruiting services sending one athlete with their own profile pages, agents abroad,
 * a club coach forwarding the athlete's own note) and parents who sign as "Mom of …", "The … Family", a stepfather and a
 * guardian aunt; and look-alikes from the very same kinds of senders that introduce nobody (a club's showcase
 * schedule and commitments newsletter, a service's marketing, a high-school coach asking about camp, court
 * assignments, a club director's auto-reply).
 */
import type { CorpusEntry } from "../labels.ts";
import { notRecruiting, recruiting, severalAthletes } from "../labels.ts";
import { collegeCoach } from "../people.ts";
import { fwd, quotedReply } from "../wrappers.ts";
import { hoForward, relay } from "../heldOutWrappers.ts";
import { direct } from "../heldOutAthleteHelpers.ts";

// ---------------------------------------------------------------- the receiving coaches (invented)

const TALLIS = collegeCoach(
  "Mireille Tallis",
  "mtallis@brackenridge.edu",
  "mireille.tallis.v19q@scout.inboxscout.app",
  `Mireille Tallis
Head Volleyball Coach
Brackenridge College Athletics
o: 573-555-0104`,
);

const AMESBURY = collegeCoach(
  "Dwight Amesbury",
  "damesbury@pellriverstate.edu",
  "dwight.amesbury.v19k@scout.inboxscout.app",
  `Dwight Amesbury | Head Softball Coach
Pell River State University
(405) 555-0183 office
"Row the boat."`,
);

const VASHTI = collegeCoach(
  "Corrine Vashti",
  "cvashti@glenmoor.edu",
  "corrine.vashti.v19w@scout.inboxscout.app",
  `Corrine Vashti
Assistant Coach / Recruiting Coordinator
Glenmoor University Women's Volleyball
cell 336.555.0167`,
);

const LINDQVIST = collegeCoach(
  "Ray Lindqvist",
  "rlindqvist@osagebend.edu",
  "ray.lindqvist.v19t@scout.inboxscout.app",
  `Ray Lindqvist
Assistant Softball Coach - Osage Bend College
918-555-0112`,
);

const DRENNAN = collegeCoach(
  "Paula Drennan",
  "pdrennan@kestrelpoint.edu",
  "paula.drennan.v19m@scout.inboxscout.app",
  `Paula Drennan
Director of Recruiting Operations, Olympic Sports
Kestrel Point University
(207) 555-0146`,
);

const SEPARATOR = "________________________________";

export const NINETEENTH_VOICE: CorpusEntry[] = [
  // 1. Club director, signature "Club, Age, Colour" on three lines; Gmail forward with a one-word note.
  {
    name: "v19-club-director-sig-club-age-colour-gmail",
    family: "v19-prairie-fire-director",
    tags: ["fwd:gmail", "sport:volleyball", "writer:club-director", "club-signature"],
    message: fwd("gmail", TALLIS, "2026-11-03 08:12:40 -06:00", {
      from: "Lorna Baptiste <lbaptiste@prairiefirevbc.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-02 21:47:03 -06:00",
      subject: "2028 OH - Tessa Rundgren",
      text: `Coach Tallis,

I wanted to put a name in front of you before the Winter Blast in Omaha. Tessa Rundgren is a 2028 outside hitter on my Prairie Fire 17 Black team this year and she has been the most improved kid in our gym since August. 6'0", left-handed, terminates in transition better than anyone we have. Takes coaching, does her homework in the hallway between matches, the whole deal.

She goes to Lindell North High School in Columbia and carries a 3.92 unweighted. Her club number is 7.

Film from our November tournament: https://www.hudl.com/video/3/18862105/6742a9d0c1e4b01f93a7d3e2

Her email is tessa.rundgren28@gmail.com if you want to reach out to her directly (she knows the rules, she'll answer quickly). Happy to set up a call with her parents too.

Thanks,
Lorna

Lorna Baptiste
Club Director
Prairie Fire VBC, 17 Black
"Play with fire"
c 573-555-0139`,
    }, { note: "Lindell North kid - watch in Omaha" }),
    label: recruiting("club_coach", {
      first_name: "Tessa",
      last_name: "Rundgren",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Prairie Fire 17 Black",
      high_school: "Lindell North High School",
      city: "Columbia",
      gpa: 3.92,
      email: "tessa.rundgren28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/18862105/6742a9d0c1e4b01f93a7d3e2"],
    }),
  },

  // 2. Club coach signing "17 Navy - Coach Vance"; Outlook live forward; the athlete's phone and the coach's side by side.
  {
    name: "v19-club-coach-sig-team-dash-coach-outlook",
    family: "v19-harborlight-vance",
    tags: ["fwd:outlook-live", "sport:volleyball", "writer:club-coach", "club-signature"],
    message: fwd("outlook-live", VASHTI, "2026-11-05 10:02:11 -05:00", {
      from: "Terri Vance <coachterri.hlvbc@gmail.com>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-04 22:15:56 -05:00",
      subject: "Setter you should see - Juliet Okoro (2027)",
      text: `Hi Coach Vashti,

Hope your season is wrapping up well. I coach the 17s at Harborlight and I've got a 2027 setter who is still open and honestly underrecruited. Juliet Okoro, 5'9, runs a fast 5-1, great hands, serves a nasty float. She was a libero until 14s so her defense is legit.

School: Bishop Carrow Academy (Wilmington, NC), 3.6 GPA
Cell: 910-555-0158
Email: jokoro.setter@gmail.com
Highlights: https://youtu.be/Vt4kQ8mZp2s

She'll be with us at the Tar Heel Qualifier in January, court schedule when I have it.

Terri
Harborlight 17 Navy - Coach Vance
910-555-0120`,
    }),
    label: recruiting("club_coach", {
      first_name: "Juliet",
      last_name: "Okoro",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Harborlight 17 Navy - Coach Vance",
      high_school: "Bishop Carrow Academy",
      city: "Wilmington",
      state: "NC",
      gpa: 3.6,
      email: "jokoro.setter@gmail.com",
      phone: "+19105550158",
      video_urls: ["youtu.be/Vt4kQ8mZp2s"],
    }),
  },

  // 3. Club recruiting coordinator: a logo line, the club's street address, a confidentiality line under the underscores.
  {
    name: "v19-club-recruiting-coordinator-logo-address-outlook2019",
    family: "v19-cascade-juniors-coordinator",
    tags: ["fwd:outlook-2019", "sport:volleyball", "writer:club-recruiting-coordinator", "club-signature", "disclaimer"],
    message: fwd("outlook-2019", TALLIS, "2026-11-09 14:40:00 -06:00", {
      from: "Cascade Juniors Recruiting <recruiting@cascadejrs.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-09 11:03:27 -08:00",
      subject: "Cascade Juniors 16-1 Elite | Middle Blocker | Priya Anand",
      text: `Good morning Coach,

My name is Dana Whitcombe and I coordinate college recruiting for Cascade Juniors. I'm reaching out on behalf of one of our 16-1 Elite athletes who has a strong interest in Brackenridge.

Priya Anand
Class of 2028 | Middle Blocker | 6'2"
Cascade Juniors 16-1 Elite (Head Coach: Marcus Tran)
Evergreen Ridge High School, Bellevue, WA
GPA 3.97 (UW)
Athlete email: priya.anand.vb@outlook.com
Club profile: https://cascadejrs.example/athletes/priya-anand
Video: https://www.hudl.com/video/3/20015573/67109be2f4a1c02e88d4f917

Priya will be at Triple Crown NIT with the 16-1s. Please let me know if you would like her full schedule or a call with Coach Tran.

Best regards,

Dana Whitcombe
College Recruiting Coordinator
[Cascade Juniors Volleyball Club logo]
Cascade Juniors Volleyball Club
14200 NE 20th St, Suite B
Bellevue, WA 98007
recruiting@cascadejrs.example | 425-555-0193

${SEPARATOR}
This message is intended for the named college coach only. Cascade Juniors complies with all NCAA and NAIA contact rules; athlete contact details are shared with the family's permission.`,
    }, { note: "Fwd'ing for the board. MB need in 28." }),
    label: recruiting("club_coach", {
      first_name: "Priya",
      last_name: "Anand",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Cascade Juniors 16-1 Elite",
      high_school: "Evergreen Ridge High School",
      city: "Bellevue",
      state: "WA",
      gpa: 3.97,
      email: "priya.anand.vb@outlook.com",
      video_urls: ["https://www.hudl.com/video/3/20015573/67109be2f4a1c02e88d4f917"],
    }),
  },

  // 4. Travel-ball softball coach "Lady Outlaws 18U Gold - Pruitt" from his phone; iPhone forward.
  {
    name: "v19-travel-ball-coach-pitcher-iphone",
    family: "v19-lady-outlaws-pruitt",
    tags: ["fwd:apple-ios", "sport:softball", "writer:travel-ball-coach", "club-signature"],
    message: fwd("apple-ios", AMESBURY, "2026-11-06 07:31:18 -06:00", {
      from: "Wade Pruitt <wpruitt.outlaws@yahoo.com>",
      to: "damesbury@pellriverstate.edu",
      date: "2026-11-05 20:09:44 -06:00",
      subject: "RHP Kinsley Marrow 2028",
      text: `Coach Amesbury

Kinsley Marrow is my #1 arm this fall. 2028 RHP, sits 58-60, rise and drop are her out pitches and the change is coming. 5 foot 8. She is a 3B when she doesnt pitch. Plays her HS ball at Sallisaw High, lives in Sallisaw OK.

3.4 gpa, good kid, shows up early

her cell 918 555 0176
video https://www.youtube.com/watch?v=Pk3rT7wLq2A

We play in the Sooner Fall Classic in OKC Nov 14-15 if you have somebody there.

Wade Pruitt
Lady Outlaws 18U Gold - Pruitt
Sent from my iPhone`,
    }, { note: "" }),
    label: recruiting("club_coach", {
      first_name: "Kinsley",
      last_name: "Marrow",
      grad_year: 2028,
      positions: ["P", "3B"],
      height_inches: 68,
      club_team: "Lady Outlaws 18U Gold - Pruitt",
      high_school: "Sallisaw High",
      city: "Sallisaw",
      state: "OK",
      gpa: 3.4,
      phone: "+19185550176",
      video_urls: ["https://www.youtube.com/watch?v=Pk3rT7wLq2A"],
    }),
  },

  // 5. A club coach forwards the athlete's own note (relay), with his club signature; the coach forwards it on.
  {
    name: "v19-club-coach-forwards-athlete-note-gmail-relay",
    family: "v19-tri-county-thunder-fwd",
    tags: ["fwd:gmail", "relay:gmail", "sport:softball", "writer:club-coach", "role:external-forwarder", "club-signature"],
    message: fwd("gmail", LINDQVIST, "2026-11-10 09:55:02 -06:00", relay({
      style: "gmail:en",
      from: "Hector Salas <hsalas@tricountythunder.example>",
      to: "rlindqvist@osagebend.edu",
      date: "2026-11-09 19:30:12 -06:00",
      note: `Coach Lindqvist - passing along Abby's note below. She's the real deal behind the plate, pop times 1.9 and she runs our pitchers' game plan. I'd stake my name on her. Call me anytime.`,
      signature: `Hector Salas
Head Coach, Tri-County Thunder 16U Premier
Tri-County Thunder Fastpitch | Joplin, MO
417-555-0165`,
      inner: {
        from: "Abby Greenhalgh <abbygreenhalgh09@icloud.com>",
        to: "Hector Salas <hsalas@tricountythunder.example>",
        date: "2026-11-09 18:02:45 -06:00",
        subject: "Osage Bend",
        text: `Hi Coach Salas,

Can you send this to the Osage Bend coaches for me? Thank you!!

"Dear Osage Bend Softball Staff,
My name is Abby Greenhalgh and I am a 2028 catcher for Tri-County Thunder 16U Premier and Carl Junction High School. I am very interested in Osage Bend because of your nursing program and how your team competes. I am 5'6", I hit .412 this summer and my GPA is 4.0. My skills video is here: https://youtu.be/Gh2wQk8TnZ0

Thank you for your time,
Abby Greenhalgh
417-555-0107"`,
      },
    })),
    label: recruiting("club_coach", {
      first_name: "Abby",
      last_name: "Greenhalgh",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 66,
      club_team: "Tri-County Thunder 16U Premier",
      high_school: "Carl Junction High School",
      gpa: 4.0,
      email: "abbygreenhalgh09@icloud.com",
      phone: "+14175550107",
      video_urls: ["https://youtu.be/Gh2wQk8TnZ0"],
    }),
  },

  // 6. High-school coach from a district account, the district's disclaimer under the underscore line.
  {
    name: "v19-hs-coach-libero-district-disclaimer-outlook-web",
    family: "v19-hs-coach-marsh",
    tags: ["hofwd:outlook-web:en", "sport:volleyball", "writer:high-school-coach", "disclaimer"],
    message: hoForward({
      style: "outlook-web:en",
      coach: VASHTI,
      date: "2026-11-11 16:20:00 -05:00",
      note: "Coach Marsh at Fenwick Valley, they've sent us good kids before.",
      original: {
        from: "Marsh, Colleen <cmarsh@fvsd.example>",
        to: "cvashti@glenmoor.edu",
        date: "2026-11-11 13:44:09 -05:00",
        subject: "Senior libero - Maren Esterhuizen",
        text: `Coach Vashti,

I'm the head varsity coach at Fenwick Valley High School in Hagerstown, Maryland. I want to recommend my senior libero, Maren Esterhuizen (class of 2027). Four-year varsity starter, two-time league defensive player of the year, and our captain. She is 5'5" and passes like a metronome. She chose to play one more club season instead of committing early and I think she's going to be a steal for somebody.

She plays club for Mid-Atlantic Storm 18 Royal. 3.81 GPA, NHS.
Her contact: maren.esterhuizen@gmail.com, 301-555-0149.
Senior season film: https://www.hudl.com/video/3/17553390/66f0e8a7b2c1d30a41f6e5c8

Colleen Marsh
Head Volleyball Coach, Fenwick Valley HS
Health & PE Department
${SEPARATOR}
CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain information protected under FERPA. Fenwick Valley School District does not accept responsibility for personal opinions expressed by employees.`,
      },
    }),
    label: recruiting("high_school_coach", {
      first_name: "Maren",
      last_name: "Esterhuizen",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "Mid-Atlantic Storm 18 Royal",
      high_school: "Fenwick Valley High School",
      city: "Hagerstown",
      state: "MD",
      gpa: 3.81,
      email: "maren.esterhuizen@gmail.com",
      phone: "+13015550149",
      video_urls: ["https://www.hudl.com/video/3/17553390/66f0e8a7b2c1d30a41f6e5c8"],
    }),
  },

  // 7. Private pitching instructor: "other".
  {
    name: "v19-pitching-instructor-one-student-yahoo",
    family: "v19-pitching-instructor-delacroix",
    tags: ["fwd:yahoo", "sport:softball", "writer:private-instructor"],
    message: fwd("yahoo", AMESBURY, "2026-11-12 12:15:36 -06:00", {
      from: "Nadine Delacroix <nadine@spinlabpitching.example>",
      to: "damesbury@pellriverstate.edu",
      date: "2026-11-11 22:41:10 -06:00",
      subject: "one of my pitchers - Harper Vukovich",
      text: `Coach,

I'm a private pitching instructor in the Tulsa area (I pitched at a school you would have played against back in the day). I don't email college coaches often, and only about kids I'd want on my own staff.

Harper Vukovich, LHP, class of 2029. She's a sophomore at Jenks Heritage High School and plays travel ball with Green Country Gold 16U. 5'10", long levers, 55 mph at 15 with a curve that's already a pitch. Her work ethic is the reason I'm writing.

Bullpen video from last week: https://vimeo.com/887341205

Her mom Kara is the best contact: 918-555-0131. Harper's own email is hvukovich29@gmail.com.

Nadine Delacroix
SpinLab Pitching | Private Lessons
spinlabpitching.example`,
    }),
    label: recruiting("other", {
      first_name: "Harper",
      last_name: "Vukovich",
      grad_year: 2029,
      positions: ["P"],
      height_inches: 70,
      club_team: "Green Country Gold 16U",
      high_school: "Jenks Heritage High School",
      email: "hvukovich29@gmail.com",
      video_urls: ["https://vimeo.com/887341205"],
    }),
  },

  // 8. NON-RECRUITING: a club's showcase schedule, sent by the club director to many coaches, forwarded.
  {
    name: "v19-nonrec-club-showcase-schedule-from-director",
    family: "v19-prairie-fire-showcase",
    tags: ["fwd:gmail-narrow", "sport:volleyball", "lookalike:showcase-schedule"],
    message: fwd("gmail-narrow", TALLIS, "2026-11-14 18:02:55 -06:00", {
      from: "Prairie Fire VBC <info@prairiefirevbc.example>",
      to: "college-coaches@prairiefirevbc.example",
      date: "2026-11-13 15:00:00 -06:00",
      subject: "Prairie Fire VBC - Winter Blast court schedule (college coaches)",
      text: `College Coaches,

Thank you for your interest in Prairie Fire athletes! Below is where each of our teams will be at the Winter Blast, Nov 21-22, Omaha Convention Center. Team rosters with grad years and positions are on our recruiting page: https://prairiefirevbc.example/recruiting

SATURDAY
18 Red - Court 14, 8:00 / 10:00 / 12:00
17 Black - Court 22, 8:00 / 11:00 / 1:00
17 Red - Court 9, 9:00 / 12:00 / 2:00
16 Black - Court 31, 8:00 / 10:00 / 12:00

SUNDAY - bracket play, courts posted Saturday night on AES.

Coaches' hospitality is in Room 204. Please check in at the coaches' desk to get your packet.

Go Fire!
Lorna Baptiste, Club Director
Prairie Fire VBC`,
    }, { note: "schedule for Omaha" }),
    label: notRecruiting("club_coach"),
  },

  // 9. NON-RECRUITING: a club's commitments newsletter (HTML), forwarded by the coach without a note.
  {
    name: "v19-nonrec-club-commitments-newsletter-html",
    family: "v19-harborlight-newsletter",
    tags: ["fwd:outlook-new", "sport:volleyball", "html-original", "lookalike:commitments-newsletter"],
    message: fwd("outlook-new", VASHTI, "2026-11-16 08:44:10 -05:00", {
      from: "Harborlight Volleyball Club <news@harborlightvb.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-15 12:00:00 -05:00",
      subject: "Harborlight Highlights | Fall Signing Day 🎉",
      text: `HARBORLIGHT HIGHLIGHTS - November
Congratulations to our Class of 2027 signees!

Nia Castellanos - 18 Navy - setter - Wingate Hollow University
Brooke Hanratty - 18 Navy - OH - Coastal Reach College
Emily Szostak - 18 White - libero - St. Odile College
Ruthie Abara - 17 Navy - MB - committed to Pinecrest State

Tryouts for the 2027 season are complete - thank you to the 400+ athletes who came out.
Follow us @harborlightvb`,
      html: `<table width="600" align="center" style="font-family:Arial"><tr><td style="background:#0b2a4a;color:#fff;padding:16px"><h1>HARBORLIGHT HIGHLIGHTS</h1><p>November</p></td></tr>
<tr><td><h2>Congratulations to our Class of 2027 signees!</h2>
<table border="1" cellpadding="6"><tr><th>Athlete</th><th>Team</th><th>Position</th><th>College</th></tr>
<tr><td>Nia Castellanos</td><td>18 Navy</td><td>setter</td><td>Wingate Hollow University</td></tr>
<tr><td>Brooke Hanratty</td><td>18 Navy</td><td>OH</td><td>Coastal Reach College</td></tr>
<tr><td>Emily Szostak</td><td>18 White</td><td>libero</td><td>St. Odile College</td></tr>
<tr><td>Ruthie Abara</td><td>17 Navy</td><td>MB</td><td>committed to Pinecrest State</td></tr></table>
<p>Tryouts for the 2027 season are complete - thank you to the 400+ athletes who came out.</p>
<p>Follow us @harborlightvb</p></td></tr></table>`,
    }),
    label: notRecruiting("club_coach"),
  },

  // 10. Parent signing "Mom of Kenzie (#14)"; sent to the coach directly and passed on by her rule.
  {
    name: "v19-parent-signs-mom-of-direct",
    family: "v19-parent-mom-of-kenzie",
    tags: ["direct:gmail-rule", "sport:softball", "writer:parent", "parent-signature"],
    message: direct(
      {
        from: "Jolene Fairweather <jfairweather77@aol.com>",
        to: "rlindqvist@osagebend.edu",
        date: "2026-11-12 21:18:30 -06:00",
        subject: "Kenzie Fairweather - Class of 2027 SS - Springfield MO",
        text: `Hello Coach Lindqvist,

I hope it's OK that I'm writing for her, she is at practice and I'm the one with the laptop lol. Kenzie is a 2027 shortstop at Glendale High School here in Springfield, MO. She plays for Ozark Heat 18U Gold (Coach Pierce) and this summer she hit .389 with 11 doubles. She is 5'4" and quick, can also play 2B.

GPA 3.75
Kenzie's cell: (417) 555-0194
kenziefairweather@gmail.com
https://www.youtube.com/watch?v=Rb6mJ2sXq9E

We'd love to get her to one of your camps this winter.

Thank you!
Jolene Fairweather
Mom of Kenzie (#14)`,
      },
      LINDQVIST,
      "webmail",
    ),
    label: recruiting("parent", {
      first_name: "Kenzie",
      last_name: "Fairweather",
      grad_year: 2027,
      positions: ["SS", "2B"],
      height_inches: 64,
      club_team: "Ozark Heat 18U Gold",
      high_school: "Glendale High School",
      city: "Springfield",
      state: "MO",
      gpa: 3.75,
      email: "kenziefairweather@gmail.com",
      phone: "+14175550194",
      video_urls: ["https://www.youtube.com/watch?v=Rb6mJ2sXq9E"],
    }),
  },

  // 11. "The Okonkwo-Hale Family" sign-off, Apple Mail forward.
  {
    name: "v19-parent-signs-the-family-apple",
    family: "v19-parent-okonkwo-hale-family",
    tags: ["fwd:apple-mac", "sport:volleyball", "writer:parent", "parent-signature"],
    message: fwd("apple-mac", TALLIS, "2026-11-17 10:10:10 -06:00", {
      from: "Okonkwo-Hale Household <okonkwohale.home@gmail.com>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-16 20:22:05 -06:00",
      subject: "Introducing Zuri Okonkwo-Hale, 2029 RS",
      text: `Dear Coach Tallis,

We are writing to introduce our daughter Zuri, a sophomore right side hitter from Olathe, Kansas. She attends Olathe Prairie View High School and plays for KC Crown 15 Gold.

Zuri is 6'1" (she was measured at the KC showcase in October) and still growing, and is a lefty. She earned a 4.0 her freshman year.

Her recruiting video: https://drive.google.com/file/d/1qZ7mR3kVt8wXp2LcN4sYb0aDfHj6uE9o/view
Zuri's email: zuri.okonkwohale@gmail.com

We know it is early. We mainly want Brackenridge to know her name.

Warmly,
The Okonkwo-Hale Family
(Chidi & Rebecca)`,
    }),
    label: recruiting("parent", {
      first_name: "Zuri",
      last_name: "Okonkwo-Hale",
      grad_year: 2029,
      positions: ["RS/OPP"],
      height_inches: 73,
      club_team: "KC Crown 15 Gold",
      high_school: "Olathe Prairie View High School",
      city: "Olathe",
      state: "KS",
      gpa: 4.0,
      email: "zuri.okonkwohale@gmail.com",
      video_urls: ["https://drive.google.com/file/d/1qZ7mR3kVt8wXp2LcN4sYb0aDfHj6uE9o/view"],
    }),
  },

  // 12. Recruiting service sending one athlete, with its own profile URL (not film).
  {
    name: "v19-service-single-athlete-profile-url-only",
    family: "v19-service-nextcourt",
    tags: ["fwd:outlook-mac", "sport:volleyball", "writer:recruiting-service", "profile-url-not-film"],
    message: fwd("outlook-mac", VASHTI, "2026-11-18 11:31:00 -05:00", {
      from: "Grant Fenimore | NextCourt Recruiting <grant.fenimore@nextcourtrecruiting.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-18 09:00:14 -05:00",
      subject: "NextCourt Athlete: Sadie Lindahl | 2027 DS/L | Ohio",
      text: `Coach Vashti,

I'm a recruiting advisor with NextCourt and I work with a small number of families each year. Sadie Lindahl is one I'd put in front of Glenmoor: a 2027 DS/libero from Dublin, Ohio with a 3.9 GPA who still has not committed.

Athlete: Sadie Lindahl
Grad Year: 2027
Position: DS / Libero
Height: 5'6"
Club: Buckeye Select 17 Elite
High School: Dublin Coffman-Ridge HS
Full NextCourt profile (stats, transcript, schedule): https://nextcourtrecruiting.example/athletes/sadie-lindahl-2027

Sadie's email: sadie.lindahl27@gmail.com

Reply here and I'll share her club schedule for the spring.

Grant Fenimore
Recruiting Advisor, NextCourt Recruiting
614-555-0128`,
    }),
    label: recruiting("recruiting_service", {
      first_name: "Sadie",
      last_name: "Lindahl",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Buckeye Select 17 Elite",
      high_school: "Dublin Coffman-Ridge HS",
      city: "Dublin",
      state: "OH",
      gpa: 3.9,
      email: "sadie.lindahl27@gmail.com",
    }),
  },

  // 13. NON-RECRUITING: the same service's marketing to college coaches.
  {
    name: "v19-nonrec-service-marketing-to-coaches",
    family: "v19-service-nextcourt-marketing",
    tags: ["direct:gmail-rule", "sport:volleyball", "lookalike:service-marketing", "bulk"],
    message: direct(
      {
        from: "NextCourt Recruiting <coaches@nextcourtrecruiting.example>",
        to: "cvashti@glenmoor.edu",
        date: "2026-11-19 07:00:00 -05:00",
        subject: "Coach, your free NextCourt College Coach account is waiting",
        text: `Hi Coach,

Over 2,400 volleyball recruits in the classes of 2027-2030 have verified profiles on NextCourt, with film, transcripts and club schedules in one place.

With a free College Coach account you can:
- Search by grad year, position, height and state
- Save prospects and get alerts when they post new video
- Export club tournament schedules to your calendar

Activate here: https://nextcourtrecruiting.example/coaches/activate

Questions? Reply to this email or call our college relations team at 614-555-0100.

NextCourt Recruiting | 200 Commerce Park Dr, Columbus OH
Unsubscribe: https://nextcourtrecruiting.example/unsubscribe`,
      },
      VASHTI,
      "bulk",
      { headers: [["List-Unsubscribe", "<https://nextcourtrecruiting.example/unsubscribe>"], ["Precedence", "bulk"]] },
    ),
    label: notRecruiting("recruiting_service"),
  },
  // 14. A small school's athletic director who is also its head coach; Outlook 2013 forward ([mailto:]).
  {
    name: "v19-hs-athletic-director-and-coach-outlook2013",
    family: "v19-hs-ad-rooker",
    tags: ["fwd:outlook-2013", "sport:softball", "writer:athletic-director", "disclaimer"],
    message: fwd("outlook-2013", AMESBURY, "2026-11-19 15:05:41 -06:00", {
      from: "Gil Rooker <grooker@okemahcs.example>",
      to: "damesbury@pellriverstate.edu",
      date: "2026-11-19 10:12:00 -06:00",
      subject: "Okemah Christian - SS Lainey Trujillo",
      text: `Coach Amesbury,

I'm the AD here at Okemah Christian School and I also coach our softball team, so I see this young lady every day. Lainey Trujillo is a junior (graduates 2028) and the best shortstop we've had in my 19 years. Quick first step, plus arm, hit .455 in our spring season and led the conference in steals. 5'7". Her travel team is the OK Bombers 17U - Hatcher.

She has a 3.68 GPA and is in our dual-credit program with the community college.

Lainey's email: laineytrujillo2028@gmail.com
Game film: https://www.hudl.com/video/3/21877340/675b10c3a2e4d09f16b8c2a7

Gil Rooker
Athletic Director | Head Softball Coach
Okemah Christian School
Okemah, Oklahoma
(918) 555-0150 ext. 12

This email and any files transmitted with it are confidential and intended solely for the use of the individual to whom they are addressed.`,
    }, { note: "Small school, but the AD doesn't oversell. Worth a look." }),
    label: recruiting("high_school_coach", {
      first_name: "Lainey",
      last_name: "Trujillo",
      grad_year: 2028,
      positions: ["SS"],
      height_inches: 67,
      club_team: "OK Bombers 17U - Hatcher",
      high_school: "Okemah Christian School",
      city: "Okemah",
      state: "OK",
      gpa: 3.68,
      email: "laineytrujillo2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21877340/675b10c3a2e4d09f16b8c2a7"],
    }),
  },

  // 15. A strength and conditioning trainer vouching for a middle; Thunderbird forward.
  {
    name: "v19-strength-trainer-middle-thunderbird",
    family: "v19-strength-trainer-okafor",
    tags: ["fwd:thunderbird", "sport:volleyball", "writer:strength-trainer"],
    message: fwd("thunderbird", TALLIS, "2026-11-20 09:44:03 -06:00", {
      from: "Desmond Okafor <desmond@ironlinestrength.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-19 17:25:38 -06:00",
      subject: "Athlete I train - Ella Brandvold (MB, 2027)",
      text: `Coach Tallis,

I run a performance gym in Ames, Iowa and train about thirty high school volleyball players. I don't do "recruiting", but once in a while a kid deserves a note from someone who sees her at 5:45 in the morning.

Ella Brandvold, middle blocker, class of 2027, Ames Central High School. 6'2" barefoot. Her vertical went from 21" to 27" in eighteen months and her standing reach is 8'1" - she's put in the work. Club: Cyclone Juniors 17 Cardinal.

Her numbers and film are on her own page, but the best thing I can tell you is that she has never missed a session.

Ella: ellabrandvold@icloud.com / 515-555-0135
Film: https://www.youtube.com/watch?v=Eb4nT6kLw1Q

Desmond Okafor, CSCS
Ironline Strength & Performance
Ames, IA`,
    }),
    label: recruiting("other", {
      first_name: "Ella",
      last_name: "Brandvold",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Cyclone Juniors 17 Cardinal",
      high_school: "Ames Central High School",
      gpa: null,
      email: "ellabrandvold@icloud.com",
      phone: "+15155550135",
      video_urls: ["https://www.youtube.com/watch?v=Eb4nT6kLw1Q"],
    }),
  },

  // 16. An alumna writing about a family friend's daughter, from her phone; held-out style iPhone forward.
  {
    name: "v19-alumna-family-friend-iphone",
    family: "v19-alumna-brightwater",
    tags: ["hofwd:iphone:en", "sport:volleyball", "writer:alumna"],
    message: hoForward({
      style: "iphone:en",
      coach: VASHTI,
      date: "2026-11-20 19:40:12 -05:00",
      note: "From a 2014 alum - Kat Brightwater. Can someone look?",
      original: {
        from: "Kat Brightwater <katbrightwater@gmail.com>",
        to: "cvashti@glenmoor.edu",
        date: "2026-11-20 18:51:00 -05:00",
        subject: "Glenmoor VB alum - a kid you should know about",
        text: `Hi Coach Vashti!

You won't remember me but I played for Glenmoor 2010-2014 (libero, the loud one). I'm now teaching in Roanoke and coaching a little middle school ball.

My neighbor's daughter, Lucy Marchetti, is a 2028 outside hitter and I genuinely think she'd love it at Glenmoor. She's 5'11", plays for Blue Ridge Elite 16 Gold and goes to Cave Spring High School. Straight A's (4.0). Her mom gave me permission to share her email, lucy.marchetti.vb@gmail.com, and her highlights: https://youtu.be/Lm8cT3qRw0p

Go Griffins!
Kat (Brightwater) Sandoval '14`,
      },
    }),
    label: recruiting("other", {
      first_name: "Lucy",
      last_name: "Marchetti",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Blue Ridge Elite 16 Gold",
      high_school: "Cave Spring High School",
      gpa: 4.0,
      email: "lucy.marchetti.vb@gmail.com",
      video_urls: ["https://youtu.be/Lm8cT3qRw0p"],
    }),
  },

  // 17. Another college's coach passing on a catcher they cannot take.
  {
    name: "v19-other-college-coach-passes-on-catcher",
    family: "v19-other-college-coach-whitford",
    tags: ["hofwd:outlook-desktop:en", "sport:softball", "writer:other-college-coach"],
    message: hoForward({
      style: "outlook-desktop:en",
      coach: LINDQVIST,
      date: "2026-11-21 08:15:00 -06:00",
      note: "Whitford at Caddo Hills. She's helped us before.",
      original: {
        from: "Whitford, Janelle <jwhitford@caddohills.edu>",
        to: "rlindqvist@osagebend.edu",
        date: "2026-11-20 16:58:21 -06:00",
        subject: "2028 C you might like",
        text: `Ray,

Our 2028 class filled up faster than we thought and I have a catcher I loved who I can't take. Didn't want her to fall through the cracks. Noelle Ashby, Class of 2028, catcher/1B, plays for Arkansas Lightning 16U Nat'l and goes to Bentonville Westgate High School. Receives well, blocks everything, smart kid (3.95). Around 5'7".

noelle.ashby28@gmail.com
https://www.hudl.com/video/3/19034421/6768c1d2e9a3b0f47c2d15a8

Tell her I sent you.

Janelle Whitford
Head Softball Coach
Caddo Hills University
(479) 555-0118`,
      },
    }),
    label: recruiting("other", {
      first_name: "Noelle",
      last_name: "Ashby",
      grad_year: 2028,
      positions: ["C", "1B"],
      height_inches: 67,
      club_team: "Arkansas Lightning 16U Nat'l",
      high_school: "Bentonville Westgate High School",
      gpa: 3.95,
      email: "noelle.ashby28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/19034421/6768c1d2e9a3b0f47c2d15a8"],
    }),
  },

  // 18. A JUCO coach introducing a sophomore who finishes in May.
  {
    name: "v19-juco-coach-sophomore-outfielder-gmail",
    family: "v19-juco-coach-bramlett",
    tags: ["fwd:gmail", "sport:softball", "writer:juco-coach"],
    message: fwd("gmail", AMESBURY, "2026-11-23 13:22:09 -06:00", {
      from: "Coach Bramlett <tbramlett@seminolevalleycc.example>",
      to: "damesbury@pellriverstate.edu",
      date: "2026-11-23 11:40:30 -06:00",
      subject: "Seminole Valley CC sophomore OF - Destiny Callahan",
      text: `Coach Amesbury,

Hope you're well. I have a sophomore outfielder who will finish her associate degree in May and has two years left to play. Destiny Callahan, CF, left-handed slapper and can swing away, 22 stolen bases last spring, .381. 5'5". She graduated from Ada High School in 2025 and came to us from Ada, OK.

3.3 college GPA, all transferable credits, on track.

Destiny's cell: 580-555-0189
Email: dcallahan@students.seminolevalleycc.example
Video: https://www.youtube.com/watch?v=Dc5pM2xRt7Y

Terry Bramlett
Head Softball Coach
Seminole Valley Community College
580-555-0103 office`,
    }, { note: "JUCO OF for 27 - speed" }),
    label: recruiting("other", {
      first_name: "Destiny",
      last_name: "Callahan",
      grad_year: 2025,
      positions: ["OF"],
      height_inches: 65,
      high_school: "Ada High School",
      city: "Ada",
      state: "OK",
      gpa: 3.3,
      email: "dcallahan@students.seminolevalleycc.example",
      phone: "+15805550189",
      video_urls: ["https://www.youtube.com/watch?v=Dc5pM2xRt7Y"],
    }),
  },

  // 19. A placement agency abroad introducing a German outside hitter (metric height, Abitur year).
  {
    name: "v19-agency-abroad-german-outside-gmail",
    family: "v19-agency-atlantik-bridge",
    tags: ["fwd:gmail", "sport:volleyball", "writer:international-agent", "second-language", "metric-height"],
    message: fwd("gmail", TALLIS, "2026-11-24 08:02:17 -06:00", {
      from: "Jonas Riedel | Atlantik Bridge Sports <j.riedel@atlantikbridge.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-24 10:31:44 +01:00",
      subject: "International OH for Fall 2027 - Lea Hartkopf (GER)",
      text: `Dear Coach Tallis,

my name is Jonas Riedel, I am the volleyball consultant of Atlantik Bridge Sports, a placement agency for German student-athletes. I would like to introduce to you one of our athletes for the fall 2027 intake.

Name: Lea Hartkopf
Position: Outside hitter (Außenangreiferin)
Height: 1,86 m
Born: 14.03.2008
Club: USC Münster II (2. Bundesliga)
School: Schillergymnasium Münster, Abitur 2027
Grades: Abitur average expected 1,8
TOEFL: 98
Video: https://www.youtube.com/watch?v=Lh7kR2nPq4W
Lea's e-mail: lea.hartkopf@web.de

Lea is available for video calls in the evenings (German time). I can send her full transcript on request.

Kind regards / Mit freundlichen Grüßen
Jonas Riedel
Atlantik Bridge Sports GmbH
Hafenweg 12, 48155 Münster, Germany
+49 251 5550131`,
    }),
    label: recruiting("recruiting_service", {
      first_name: "Lea",
      last_name: "Hartkopf",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 73.2,
      club_team: "USC Münster II",
      high_school: "Schillergymnasium Münster",
      city: "Münster",
      email: "lea.hartkopf@web.de",
      video_urls: ["https://www.youtube.com/watch?v=Lh7kR2nPq4W"],
    }),
  },

  // 20. A stepfather who says so; Outlook 2019 forward; the mother's cell beside the athlete's.
  {
    name: "v19-stepfather-softball-outlook2019",
    family: "v19-stepdad-kowalczyk",
    tags: ["fwd:outlook-2019", "sport:softball", "writer:step-parent"],
    message: fwd("outlook-2019", LINDQVIST, "2026-11-24 14:48:00 -06:00", {
      from: "Pete Kowalczyk <pkowalczyk@hollisterlogistics.example>",
      to: "rlindqvist@osagebend.edu",
      date: "2026-11-24 12:05:19 -06:00",
      subject: "Brynn Easterday - 2029 1B/P",
      text: `Coach Lindqvist,

I'm Brynn Easterday's stepdad. Her mom and I have been told by her travel coach that sophomores should start reaching out so here I am. Brynn is a 2029 first baseman who also pitches, she's 5'11" and hits for power (7 HR this summer for Wichita Force 16U Black).

She goes to Maize South High School in Maize, KS and has a 3.5.

Brynn: brynneasterday@gmail.com, 316-555-0161
Her mom (Carrie Easterday): 316-555-0144
Video: https://www.youtube.com/shorts/Be4qW8xZn1T

Pete Kowalczyk
Operations Manager | Hollister Logistics
316-555-0170 direct`,
    }),
    label: recruiting("parent", {
      first_name: "Brynn",
      last_name: "Easterday",
      grad_year: 2029,
      positions: ["1B", "P"],
      height_inches: 71,
      club_team: "Wichita Force 16U Black",
      high_school: "Maize South High School",
      city: "Maize",
      state: "KS",
      gpa: 3.5,
      email: "brynneasterday@gmail.com",
      phone: "+13165550161",
      video_urls: ["https://www.youtube.com/shorts/Be4qW8xZn1T"],
    }),
  },

  // 21. A guardian aunt writing in Spanish (armadora, 1,70 m); Gmail forward in Spanish.
  {
    name: "v19-guardian-aunt-spanish-setter-gmail-es",
    family: "v19-guardian-aunt-ibarra",
    tags: ["fwd:gmail-es", "sport:volleyball", "writer:guardian", "lang:es", "metric-height"],
    message: fwd("gmail-es", VASHTI, "2026-11-25 09:30:00 -05:00", {
      from: "Marisol Ibarra <marisol.ibarra.t@hotmail.com>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-24 21:14:52 -06:00",
      subject: "Valeria Ibarra Ledesma - armadora - clase 2028",
      text: `Buenas noches Coach Vashti,

Le escribo como tía y tutora legal de mi sobrina Valeria Ibarra Ledesma. Valeria vive conmigo en Laredo, Texas desde hace tres años. Es armadora (setter), mide 1,70 m y juega en el club Laredo Borderland 16 Oro. Estudia en United South High School y se gradúa en 2028. Su promedio es 3.7.

Valeria habla inglés y español y le encantaría estudiar en Glenmoor.

Correo de Valeria: valeria.ibarra28@gmail.com
Video: https://www.hudl.com/video/3/20488813/6779e4a1c0b2d38f51a6e7c9

Muchas gracias por su tiempo,
Marisol Ibarra
Tía y tutora de Valeria
(956) 555-0172`,
    }),
    label: recruiting("parent", {
      first_name: "Valeria",
      last_name: "Ibarra Ledesma",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 66.9,
      club_team: "Laredo Borderland 16 Oro",
      high_school: "United South High School",
      city: "Laredo",
      state: "TX",
      gpa: 3.7,
      email: "valeria.ibarra28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20488813/6779e4a1c0b2d38f51a6e7c9"],
    }),
  },

  // 22. A club coach with three players; the main one is named in the subject and is second in the list.
  {
    name: "v19-club-coach-three-players-main-in-subject",
    family: "v19-gulf-coast-vc-rhodes",
    tags: ["fwd:outlook-live", "sport:volleyball", "writer:club-coach", "multi-athlete", "club-abbreviation"],
    message: fwd("outlook-live", TALLIS, "2026-11-25 11:12:40 -06:00", {
      from: "Shay Rhodes <srhodes@gcvc.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-25 07:51:03 -06:00",
      subject: "GCVC 17-1 - Amara Boudreaux (OPP) + two more",
      text: `Coach Tallis,

You asked at Lone Star about left-handed opposites. Amara is the one I told you about, but I've put two of her teammates in here too since they'll be on the same court all spring. All three play for Gulf Coast Volleyball Club 17-1 (GCVC 17-1) out of Lafayette, LA.

- Hailey Thibodeaux, 2027, setter, 5'10", St. Landry Catholic HS, hthibodeaux27@gmail.com
- Amara Boudreaux, 2027, opposite (lefty), 6'1", Acadiana Ridge High School, 3.8 GPA, amaraboudreaux@gmail.com, film https://www.hudl.com/video/3/19933871/67a0b3c4d5e6f70812a9b3c4
- Jolie Fontenot, 2028, libero, 5'4", Acadiana Ridge High School, jolie.fontenot@icloud.com

Amara is the priority - she is still open and wants to be in the Midwest.

Shay Rhodes
Gulf Coast VC | 17-1 Head Coach
337-555-0109`,
    }),
    label: severalAthletes(
      "club_coach",
      [
        {
          first_name: "Hailey",
          last_name: "Thibodeaux",
          grad_year: 2027,
          positions: ["S"],
          height_inches: 70,
          club_team: "Gulf Coast Volleyball Club 17-1",
          high_school: "St. Landry Catholic HS",
          email: "hthibodeaux27@gmail.com",
        },
        {
          first_name: "Amara",
          last_name: "Boudreaux",
          grad_year: 2027,
          positions: ["RS/OPP"],
          height_inches: 73,
          club_team: "Gulf Coast Volleyball Club 17-1",
          high_school: "Acadiana Ridge High School",
          gpa: 3.8,
          email: "amaraboudreaux@gmail.com",
          video_urls: ["https://www.hudl.com/video/3/19933871/67a0b3c4d5e6f70812a9b3c4"],
        },
        {
          first_name: "Jolie",
          last_name: "Fontenot",
          grad_year: 2028,
          positions: ["L/DS"],
          height_inches: 64,
          club_team: "Gulf Coast Volleyball Club 17-1",
          high_school: "Acadiana Ridge High School",
          email: "jolie.fontenot@icloud.com",
        },
      ],
      1,
    ),
  },

  // 23. A high-school coach with two senior softball players in two paragraphs; the first is the main one.
  {
    name: "v19-hs-coach-two-seniors-paragraphs",
    family: "v19-hs-coach-pettigrew",
    tags: ["fwd:gmail", "sport:softball", "writer:high-school-coach", "multi-athlete"],
    message: fwd("gmail", LINDQVIST, "2026-11-26 10:00:00 -06:00", {
      from: "Coach Pettigrew <apettigrew@rogershs.example>",
      to: "rlindqvist@osagebend.edu",
      date: "2026-11-25 15:36:21 -06:00",
      subject: "Two Rogers Heights seniors still available",
      text: `Coach Lindqvist,

I'm the head coach at Rogers Heights High School (Fort Smith, AR). I have two seniors, class of 2027, who are still looking for the right place, and I think both could help you.

Makayla Dunford is my starting pitcher and has been since she was a freshman. Righty, 5'9", drop/curve/change, 1.64 ERA in conference. She plays summer ball with the Fort Smith Flames 18U. GPA 3.85. You can reach her at makayladunford@gmail.com or 479-555-0114. Video: https://www.youtube.com/watch?v=Md3kF8sWq1Z

Ivy Castaneda is my second baseman - 5'3", a pest at the top of the lineup, .402 with 30 walks. She plays for Arkansas Lightning 18U. Email ivy.castaneda27@gmail.com.

Both are great teammates. Let me know if you want their transcripts.

Andrea Pettigrew
Head Softball Coach, Rogers Heights HS
Go Rams!`,
    }),
    label: severalAthletes("high_school_coach", [
      {
        first_name: "Makayla",
        last_name: "Dunford",
        grad_year: 2027,
        positions: ["P"],
        height_inches: 69,
        club_team: "Fort Smith Flames 18U",
        high_school: "Rogers Heights High School",
        city: "Fort Smith",
        state: "AR",
        gpa: 3.85,
        email: "makayladunford@gmail.com",
        phone: "+14795550114",
        video_urls: ["https://www.youtube.com/watch?v=Md3kF8sWq1Z"],
      },
      {
        first_name: "Ivy",
        last_name: "Castaneda",
        grad_year: 2027,
        positions: ["2B"],
        height_inches: 63,
        club_team: "Arkansas Lightning 18U",
        high_school: "Rogers Heights High School",
        city: "Fort Smith",
        state: "AR",
        email: "ivy.castaneda27@gmail.com",
      },
    ]),
  },

  // 24. NON-RECRUITING: a high-school coach asking about the college's team camp.
  {
    name: "v19-nonrec-hs-coach-team-camp-question",
    family: "v19-hs-coach-team-camp-greaves",
    tags: ["fwd:outlook-new-nobar", "sport:volleyball", "lookalike:hs-coach-camp"],
    message: fwd("outlook-new-nobar", VASHTI, "2026-11-26 13:20:00 -05:00", {
      from: "Tom Greaves <tgreaves@eastlakeacademy.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-26 09:02:48 -05:00",
      subject: "Team camp dates summer 2027?",
      text: `Hi Coach,

I coach varsity and JV at Eastlake Academy. We brought both teams to your team camp two summers ago and the girls still talk about it. Have you set the 2027 dates yet? We'd need room for 22 players and 3 coaches, and we'd want the overnight option if there is one.

Also, is there a discount if we bring our middle school program (about 12 kids)?

Thanks,
Tom Greaves
Head Volleyball Coach
Eastlake Academy
(704) 555-0124`,
    }, { note: "Sam - can you answer Tom? Dates not set yet." }),
    label: notRecruiting("high_school_coach"),
  },

  // 25. NON-RECRUITING: a tournament's court assignments naming clubs and teams.
  {
    name: "v19-nonrec-tournament-court-assignments",
    family: "v19-sooner-fall-classic",
    tags: ["fwd:gmail", "sport:softball", "lookalike:court-assignments"],
    message: fwd("gmail", AMESBURY, "2026-11-13 06:40:00 -06:00", {
      from: "Sooner Fall Classic <tournaments@soonerfallclassic.example>",
      to: "college-coaches-list@soonerfallclassic.example",
      date: "2026-11-12 19:00:00 -06:00",
      subject: "Sooner Fall Classic - College Coach Packet & Field Assignments",
      text: `College Coaches,

Field assignments for Saturday, Nov 14 (pool play). Team contact sheets with rosters and grad years will be at the coaches' tent by Field 3.

FIELD 1: 8:00 Lady Outlaws 18U Gold vs OK Bombers 17U - Hatcher | 9:45 Green Country Gold 16U vs Wichita Force 16U Black
FIELD 2: 8:00 Ozark Heat 18U Gold vs Arkansas Lightning 18U | 9:45 Tri-County Thunder 16U Premier vs Fort Smith Flames 18U
FIELD 3: 8:00 Red River Rage 14U vs Lady Outlaws 16U Silver

Parking for college coaches is Lot C. Lunch provided 11-1.

Questions: Marla, 405-555-0197

Sooner Fall Classic | Oklahoma City, OK`,
    }, { note: "" }),
    label: notRecruiting("other"),
  },

  // 26. NON-RECRUITING: the club director's auto-reply.
  {
    name: "v19-nonrec-club-director-auto-reply",
    family: "v19-cascade-juniors-autoreply",
    tags: ["direct:gmail-rule", "sport:volleyball", "lookalike:auto-reply"],
    message: direct(
      {
        from: "Cascade Juniors Recruiting <recruiting@cascadejrs.example>",
        to: "mtallis@brackenridge.edu",
        date: "2026-11-27 06:00:12 -08:00",
        subject: "Automatic reply: Re: Cascade Juniors 16-1 Elite | Middle Blocker | Priya Anand",
        text: `Thank you for your email. Our recruiting office is closed for the Thanksgiving holiday from November 26-29. I will respond to college coaches when I return on Monday, November 30.

For urgent tournament questions please contact our Club Director, Sheila Marrone, at 425-555-0190.

Dana Whitcombe
College Recruiting Coordinator
Cascade Juniors Volleyball Club`,
      },
      TALLIS,
      "outlook",
      { headers: [["Auto-Submitted", "auto-replied"], ["X-Auto-Response-Suppress", "All"]] },
    ),
    label: notRecruiting("club_coach"),
  },
  // 27. A club coach signing with the club's regional name and age group on one "|" line; Outlook for Mac forward.
  {
    name: "v19-club-coach-regional-club-name-outlook-mac",
    family: "v19-northstar-twin-cities-ekberg",
    tags: ["hofwd:outlook-mac:en", "sport:volleyball", "writer:club-coach", "club-signature", "club-regional"],
    message: hoForward({
      style: "outlook-mac:en",
      coach: TALLIS,
      date: "2026-11-27 09:05:00 -06:00",
      original: {
        from: "Britt Ekberg <b.ekberg@northstarjuniors.example>",
        to: "mtallis@brackenridge.edu",
        date: "2026-11-26 20:40:18 -06:00",
        subject: "Maddie Schroeder | 2028 | DS/L",
        text: `Coach Tallis -

Happy Thanksgiving week. Quick intro: Maddie Schroeder plays for me on NorthStar Juniors Twin Cities 16 Blue (our Twin Cities region; we also have a Rochester and a Duluth region, so you may see three NorthStar teams at the same event - mine is the one in light blue).

Maddie is a 2028 DS/libero, 5'6", a 4.0 student at Eagan Hills High School in Eagan, MN. She passed 2.41 at Northern Lights Qualifier. She'd love a Brackenridge camp date.

maddie.schroeder08@gmail.com | 651-555-0142
https://www.hudl.com/video/3/20761144/67b2c3d4e5f6a7081b9c0d1e

Britt Ekberg
NorthStar Juniors Twin Cities | 16 Blue | Head Coach
NorthStar Juniors Volleyball - Twin Cities · Rochester · Duluth`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Maddie",
      last_name: "Schroeder",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "NorthStar Juniors Twin Cities 16 Blue",
      high_school: "Eagan Hills High School",
      city: "Eagan",
      state: "MN",
      gpa: 4.0,
      email: "maddie.schroeder08@gmail.com",
      phone: "+16515550142",
      video_urls: ["https://www.hudl.com/video/3/20761144/67b2c3d4e5f6a7081b9c0d1e"],
    }),
  },

  // 28. A fastpitch club's head coach in HTML (logo image, club address in the footer); Yahoo forward, HTML only.
  {
    name: "v19-club-coach-html-logo-footer-yahoo",
    family: "v19-bayou-blaze-guidry",
    tags: ["hofwd:yahoo:en", "sport:softball", "writer:club-coach", "html-only", "club-signature", "club-logo"],
    message: hoForward({
      style: "yahoo:en",
      coach: AMESBURY,
      date: "2026-11-27 11:45:30 -06:00",
      parts: "html",
      original: {
        from: "Bayou Blaze Fastpitch <coachguidry@bayoublaze.example>",
        to: "damesbury@pellriverstate.edu",
        date: "2026-11-27 08:03:52 -06:00",
        subject: "Bayou Blaze 16U National - Cami Robichaux, 2028 CF",
        text: `Coach Amesbury,
Cami Robichaux - 2028 - CF/LF - 5'6" - bats L/throws R
Bayou Blaze Fastpitch 16U National
Teurlings Crossing High School - Breaux Bridge, LA
GPA 3.72
Cami's email: camirobichaux28@gmail.com
Video: https://www.youtube.com/watch?v=Cr2mB6nTq8V
Cami has 4.3 home-to-first from the left side and covers more ground than anyone on our 16s. She is a great student and a better teammate.
Coach Luc Guidry
Bayou Blaze Fastpitch
[Bayou Blaze logo]
PO Box 2207, Breaux Bridge, LA 70517
337-555-0126`,
        html: `<div style="font-family:Verdana;font-size:13px"><p>Coach Amesbury,</p>
<table cellpadding="4" style="border:1px solid #c25b00"><tr><td colspan="2" style="background:#c25b00;color:#fff"><b>Cami Robichaux</b> - 2028 - CF/LF - 5'6" - bats L/throws R</td></tr>
<tr><td><b>Team</b></td><td>Bayou Blaze Fastpitch 16U National</td></tr>
<tr><td><b>School</b></td><td>Teurlings Crossing High School - Breaux Bridge, LA</td></tr>
<tr><td><b>GPA</b></td><td>3.72</td></tr>
<tr><td><b>Email</b></td><td><a href="mailto:camirobichaux28@gmail.com">camirobichaux28@gmail.com</a></td></tr>
<tr><td><b>Video</b></td><td><a href="https://www.youtube.com/watch?v=Cr2mB6nTq8V">Cami's skills video</a></td></tr></table>
<p>Cami has 4.3 home-to-first from the left side and covers more ground than anyone on our 16s. She is a great student and a better teammate.</p>
<p>Coach Luc Guidry<br>Bayou Blaze Fastpitch<br><img src="https://bayoublaze.example/img/logo-email.png" alt="Bayou Blaze logo" width="120"><br><span style="color:#888">PO Box 2207, Breaux Bridge, LA 70517 &middot; 337-555-0126</span></p></div>`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Cami",
      last_name: "Robichaux",
      grad_year: 2028,
      positions: ["OF"],
      height_inches: 66,
      club_team: "Bayou Blaze Fastpitch 16U National",
      high_school: "Teurlings Crossing High School",
      city: "Breaux Bridge",
      state: "LA",
      gpa: 3.72,
      email: "camirobichaux28@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Cr2mB6nTq8V"],
    }),
  },

  // 29. A second service's single-athlete card, HTML only, sent to the coach and passed on by her rule.
  {
    name: "v19-service-single-profile-card-html-only",
    family: "v19-service-diamondtrack",
    tags: ["direct:gmail-rule", "sport:softball", "writer:recruiting-service", "html-only", "profile-url-not-film"],
    message: {
      client: "bulk",
      from: "DiamondTrack Scouting <scouts@diamondtrack.example>",
      replyTo: "Lena Ostrowski <lena.ostrowski@diamondtrack.example>",
      to: "rlindqvist@osagebend.edu",
      subject: "Scout's Pick for Osage Bend: Reagan Holt (2028 UT)",
      date: "2026-11-27 12:00:00 -05:00",
      headers: [
        ["Delivered-To", LINDQVIST.scout],
        ["X-Forwarded-To", LINDQVIST.scout],
        ["X-Forwarded-For", `${LINDQVIST.address} ${LINDQVIST.scout}`],
      ],
      html: `<!DOCTYPE html><html><body style="margin:0;background:#f2f2f2"><table width="600" align="center" style="background:#fff;font-family:Helvetica,Arial,sans-serif"><tr><td style="padding:18px;background:#14213d;color:#fca311"><b>DiamondTrack</b> Scout's Pick</td></tr>
<tr><td style="padding:18px"><p>Coach Lindqvist,</p><p>Our Missouri scout, Lena Ostrowski, saw Reagan at the Show-Me Fall Showcase and thinks she fits what Osage Bend does. Reagan asked us to send her profile to you personally.</p>
<table cellpadding="5" style="font-size:14px"><tr><td><b>Reagan Holt</b></td><td>Class of 2028</td></tr>
<tr><td>Position</td><td>Utility (2B / 3B / OF)</td></tr><tr><td>Height</td><td>5'7"</td></tr>
<tr><td>Travel team</td><td>Show-Me Rebels 16U Elite</td></tr><tr><td>High school</td><td>Lebanon Central High School (Lebanon, MO)</td></tr>
<tr><td>GPA</td><td>3.61</td></tr><tr><td>Athlete email</td><td>reagan.holt2028@gmail.com</td></tr></table>
<p><a href="https://diamondtrack.example/p/reagan-holt-2028" style="background:#fca311;color:#14213d;padding:10px 18px;text-decoration:none">View Reagan's full DiamondTrack profile</a></p>
<p>Scout's note: "Plays three spots without a drop-off. Line-drive swing, above-average arm from the left side."</p>
<p>Lena Ostrowski, Area Scout - Missouri<br>DiamondTrack Scouting | 816-555-0115</p></td></tr>
<tr><td style="font-size:11px;color:#777;padding:12px">You are receiving this because you have a DiamondTrack college coach account. <a href="https://diamondtrack.example/prefs">Email preferences</a></td></tr></table></body></html>`,
    },
    label: recruiting("recruiting_service", {
      first_name: "Reagan",
      last_name: "Holt",
      grad_year: 2028,
      positions: ["UT", "2B", "3B", "OF"],
      height_inches: 67,
      club_team: "Show-Me Rebels 16U Elite",
      high_school: "Lebanon Central High School",
      city: "Lebanon",
      state: "MO",
      gpa: 3.61,
      email: "reagan.holt2028@gmail.com",
    }),
  },

  // 30. A club director forwards the athlete's filled-in club recruiting form; the coach forwards it again.
  {
    name: "v19-club-director-forwards-athlete-form-outlook-web",
    family: "v19-alamo-elite-director-fwd",
    tags: ["hofwd:outlook-web:en", "relay:outlook-web", "sport:volleyball", "writer:club-director", "role:external-forwarder"],
    message: hoForward({
      style: "outlook-web:en",
      coach: VASHTI,
      date: "2026-11-28 10:20:00 -05:00",
      note: "Another San Antonio kid from Garza's club.",
      original: relay({
        style: "outlook-web:en",
        from: "Yolanda Garza <ygarza@alamoelitevb.example>",
        to: "cvashti@glenmoor.edu",
        date: "2026-11-27 17:44:00 -06:00",
        note: `Coach Vashti,

Below is the info sheet one of our 2027s filled out for college coaches. Renata is a terrific kid and a 6-rotation player for us. Please don't hesitate to call me.

Yolanda Garza
Club Director
Alamo Elite Volleyball | San Antonio, TX
210-555-0180`,
        inner: {
          from: "Renata Villarreal <renatavillarreal7@gmail.com>",
          to: "Yolanda Garza <ygarza@alamoelitevb.example>",
          date: "2026-11-27 16:10:31 -06:00",
          subject: "College info sheet - Renata Villarreal",
          text: `COLLEGE RECRUITING INFO SHEET
Name: Renata Villarreal
Grad year: 2027
Club team: Alamo Elite 17 Elite - Coach Garza
Position(s): Outside Hitter / DS
Height: 5'10"
High school: Churchill Ridge HS
City/State: San Antonio, TX
GPA (unweighted): 3.88
Cell: 210-555-0153
Email: renatavillarreal7@gmail.com
Highlight video: https://www.hudl.com/video/3/18452297/6731d0e2a4b5c6d7e8f90123
Schools I am interested in: Glenmoor, Cresthaven, Tamarack State

Thank you Coach Y!`,
        },
      }),
    }),
    label: recruiting("club_coach", {
      first_name: "Renata",
      last_name: "Villarreal",
      grad_year: 2027,
      positions: ["OH", "L/DS"],
      height_inches: 70,
      club_team: "Alamo Elite 17 Elite - Coach Garza",
      high_school: "Churchill Ridge HS",
      city: "San Antonio",
      state: "TX",
      gpa: 3.88,
      email: "renatavillarreal7@gmail.com",
      phone: "+12105550153",
      video_urls: ["https://www.hudl.com/video/3/18452297/6731d0e2a4b5c6d7e8f90123"],
    }),
  },

  // 31. A high-school coach answering the college coach's question, the question quoted under the answer.
  {
    name: "v19-hs-coach-answers-college-question-quoted",
    family: "v19-hs-coach-kettleborough-reply",
    tags: ["fwd:gmail", "reply-quoted:gmail", "sport:volleyball", "writer:high-school-coach", "college-coach-quoted"],
    message: fwd("gmail", TALLIS, "2026-11-28 12:30:00 -06:00", {
      from: "Roz Kettleborough <rkettleborough@hollandvillehs.example>",
      to: "Mireille Tallis <mtallis@brackenridge.edu>",
      date: "2026-11-28 11:02:15 -06:00",
      subject: "Re: any 2028 middles?",
      text: `Mireille - yes, I have one. Imani Okereke, junior (2028), 6'3" middle, still raw but she moves well and she is a gym rat. She plays club for Heartland Power 17 Silver, not one of the big clubs so she hasn't been seen much. 3.45 GPA, wants to study engineering.

Her email: imani.okereke@outlook.com
Her phone: 816-555-0163
I don't have great film yet - this is from our district final: https://www.hudl.com/video/3/20033910/67c8d9e0f1a2b3c4d5e6f708

Roz Kettleborough
Head Volleyball Coach
Hollandville High School
Hollandville, MO

${quotedReply("gmail", {
  from: "Mireille Tallis <mtallis@brackenridge.edu>",
  to: "Roz Kettleborough <rkettleborough@hollandvillehs.example>",
  date: "2026-11-27 15:20:00 -06:00",
  subject: "any 2028 middles?",
  text: `Hi Roz,

Hope your season ended well. Do you have any 2028 middles I should know about? We're looking for someone 6'1" or taller with a good arm swing. Our camp is Jan 9-10 here in Columbia.

Mireille Tallis
Head Volleyball Coach
Brackenridge College Athletics
o: 573-555-0104`,
}).text}`,
    }, { note: "" }),
    label: recruiting("high_school_coach", {
      first_name: "Imani",
      last_name: "Okereke",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 75,
      club_team: "Heartland Power 17 Silver",
      high_school: "Hollandville High School",
      city: "Hollandville",
      state: "MO",
      gpa: 3.45,
      email: "imani.okereke@outlook.com",
      phone: "+18165550163",
      video_urls: ["https://www.hudl.com/video/3/20033910/67c8d9e0f1a2b3c4d5e6f708"],
    }),
  },

  // 32. A father signing "Dad of #12"; Samsung Email forward by the coach.
  {
    name: "v19-father-signs-dad-of-jersey-android",
    family: "v19-parent-dad-of-12",
    tags: ["hofwd:android:en", "sport:softball", "writer:parent", "parent-signature"],
    message: hoForward({
      style: "android:en",
      coach: LINDQVIST,
      date: "2026-11-28 14:02:00 -06:00",
      note: "fyi",
      original: {
        from: "Mike Delgado <mdelgado.hvac@gmail.com>",
        to: "rlindqvist@osagebend.edu",
        date: "2026-11-28 07:58:10 -06:00",
        subject: "Reese Delgado 2029 catcher",
        text: `Coach - Reese Delgado, class of 2029, catcher, Broken Arrow Pinecrest HS, plays 16U for Tulsa Storm Black. 5'5. She is the one with the pink catchers gear lol. She's been working hard on her blocking this fall.

https://www.hudl.com/video/3/21400287/67d0e1f2a3b4c5d6e7f80912

Her email is reesedelgado12@gmail.com

Thanks
Mike
Dad of #12`,
      },
    }),
    label: recruiting("parent", {
      first_name: "Reese",
      last_name: "Delgado",
      grad_year: 2029,
      positions: ["C"],
      height_inches: 65,
      club_team: "Tulsa Storm Black",
      high_school: "Broken Arrow Pinecrest HS",
      email: "reesedelgado12@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21400287/67d0e1f2a3b4c5d6e7f80912"],
    }),
  },

  // 33. A soccer club coach: the team carries the birth year, not the class; a goalkeeper.
  {
    name: "v19-soccer-club-coach-birth-year-team-goalkeeper",
    family: "v19-foothills-rapids-coach",
    tags: ["fwd:outlook-live", "sport:soccer", "writer:club-coach", "club-birth-year"],
    message: fwd("outlook-live", DRENNAN, "2026-11-29 09:15:00 -05:00", {
      from: "Gareth Lisle <glisle@foothillsrapids.example>",
      to: "pdrennan@kestrelpoint.edu",
      date: "2026-11-28 18:20:47 -07:00",
      subject: "GK recommendation - Saoirse Flanagan, Foothills Rapids 2009 Girls Premier",
      text: `Paula,

I'm the keeper coach and 2009 Girls head coach at Foothills Rapids. I'd like to recommend our starting goalkeeper, Saoirse Flanagan. She's a 2027 grad (born January 2009 - yes, our "09" team is mostly 2027 and 2028 grads, confusing I know) and plays for Foothills Rapids 2009 Girls Premier. 5'10", commands her box, distributes with both feet.

She attends Golden Mesa High School in Golden, CO. 3.9 GPA.

saoirse.flanagan@gmail.com
Highlights: https://vimeo.com/912204488

Gareth Lisle
Head Coach, 2009 Girls Premier | Goalkeeper Director
Foothills Rapids Soccer Club
720-555-0116`,
    }, { note: "Forwarding to Coach Arden for women's soccer." }),
    label: recruiting("club_coach", {
      first_name: "Saoirse",
      last_name: "Flanagan",
      grad_year: 2027,
      positions: ["goalkeeper"],
      height_inches: 70,
      club_team: "Foothills Rapids 2009 Girls Premier",
      high_school: "Golden Mesa High School",
      city: "Golden",
      state: "CO",
      gpa: 3.9,
      email: "saoirse.flanagan@gmail.com",
      video_urls: ["https://vimeo.com/912204488"],
    }),
  },

  // 34. A beach volleyball club director; the blocker's indoor club beside her beach club.
  {
    name: "v19-beach-club-director-blocker-apple",
    family: "v19-sandpiper-beach-director",
    tags: ["fwd:apple-mac", "sport:beach-volleyball", "writer:club-director", "second-club"],
    message: fwd("apple-mac", VASHTI, "2026-11-29 12:40:00 -05:00", {
      from: "Kailani Mahoe <kailani@sandpiperbeachvb.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-29 08:12:33 -08:00",
      subject: "Beach prospect - Harlow Stenberg (2028 blocker)",
      text: `Aloha Coach Vashti,

I direct Sandpiper Beach Volleyball in San Clemente. I saw Glenmoor is adding beach next spring, so I wanted to send you one of our best 2028s: Harlow Stenberg, a 6'0" right-side blocker. She and her partner finished 5th at Beach Nationals (16U) this summer.

Beach club: Sandpiper Beach VB - Elite Pairs
Indoor club (fall/winter): South Coast Volleyball 17 Premier
School: San Clemente Shores High School, 3.77 GPA
Email: harlowstenberg@gmail.com
Video: https://www.youtube.com/watch?v=Hs8wB3pLq5Z

Mahalo,
Kailani Mahoe
Director, Sandpiper Beach Volleyball
949-555-0147`,
    }),
    label: recruiting("club_coach", {
      first_name: "Harlow",
      last_name: "Stenberg",
      grad_year: 2028,
      positions: ["blocker"],
      height_inches: 72,
      club_team: "Sandpiper Beach VB - Elite Pairs",
      high_school: "San Clemente Shores High School",
      gpa: 3.77,
      email: "harlowstenberg@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Hs8wB3pLq5Z"],
    }),
  },

  // 35. NON-RECRUITING: a club's list of its uncommitted 2027s, a Word roster attached.
  {
    name: "v19-nonrec-club-uncommitted-list-docx",
    family: "v19-gulf-coast-vc-uncommitted",
    tags: ["fwd:gmail", "sport:volleyball", "attachment:docx", "lookalike:club-uncommitted-list"],
    message: fwd(
      "gmail",
      TALLIS,
      "2026-11-29 15:00:00 -06:00",
      {
        from: "Gulf Coast Volleyball Club <recruiting@gcvc.example>",
        to: "undisclosed-recipients:;",
        date: "2026-11-29 10:00:00 -06:00",
        subject: "GCVC uncommitted Class of 2027 - updated list",
        text: `College Coaches,

Attached is our updated list of uncommitted 2027 athletes across all three 17s teams, with positions, heights and contact info. Our spring schedule: Lone Star Classic (Jan), Bayou Qualifier (Feb), Big South (Mar).

Please contact the team's head coach directly or reply to this address.

GCVC Recruiting
Gulf Coast Volleyball Club | Lafayette, LA`,
      },
      {
        note: "",
        attachments: [
          {
            kind: "document",
            format: "docx",
            filename: "GCVC_Uncommitted_2027.docx",
            lines: [
              "Gulf Coast Volleyball Club - Uncommitted Class of 2027",
              "17-1: Hailey Thibodeaux, S, 5'10\"",
              "17-1: Amara Boudreaux, OPP, 6'1\"",
              "17-2: Celeste Arceneaux, MB, 6'0\"",
              "17-2: Marley Guidry, OH, 5'11\"",
              "17-3: Josie LeBlanc, L, 5'3\"",
              "17-3: Anna Broussard, OH, 5'9\"",
              "Contact: recruiting@gcvc.example",
            ],
          },
        ],
      },
    ),
    label: notRecruiting("club_coach"),
  },

  // 36. NON-RECRUITING: a travel-ball organisation's college exposure camp, mailed to college coaches.
  {
    name: "v19-nonrec-travel-ball-exposure-camp-invite",
    family: "v19-lady-outlaws-exposure-camp",
    tags: ["fwd:outlook-2019", "sport:softball", "lookalike:club-camp-invite"],
    message: fwd("outlook-2019", AMESBURY, "2026-11-30 08:10:00 -06:00", {
      from: "Lady Outlaws Fastpitch <ladyoutlawsfp@gmail.com>",
      to: "ladyoutlawsfp@gmail.com",
      date: "2026-11-29 19:30:00 -06:00",
      subject: "College coaches wanted - Lady Outlaws Winter Exposure Camp Jan 16",
      text: `Coaches,

The Lady Outlaws organization (10U-18U) is hosting our Winter Exposure Camp on Saturday, January 16, at the Sallisaw Sports Complex. We expect 90+ athletes from the 2027-2031 classes from our teams and other Oklahoma/Arkansas programs.

We would love to have your staff work the camp. We pay college coaches a $300 stipend plus mileage, and you'll get the full camper list with grad years, positions and contact info ahead of time.

Please let Wade know by Dec 15: 918-555-0177 or reply here.

Lady Outlaws Fastpitch
"Outworked, never outhustled"`,
    }, { note: "Dates work? Let me know if either of you want it." }),
    label: notRecruiting("club_coach"),
  },

  // 37. NON-RECRUITING: a private hitting instructor asking for work at the college's camps.
  {
    name: "v19-nonrec-instructor-asks-to-work-camp",
    family: "v19-instructor-camp-work-paloma",
    tags: ["direct:gmail-rule", "sport:volleyball", "lookalike:instructor-job"],
    message: direct(
      {
        from: "Paloma Reinholt <palomareinholt.training@gmail.com>",
        to: "mtallis@brackenridge.edu",
        date: "2026-11-30 10:45:11 -06:00",
        subject: "Summer camp staff - former player, private lessons coach",
        text: `Hi Coach Tallis,

I give private volleyball lessons in Jefferson City (mostly passing and setting for 12-16 year olds) and played four years at a D2 school. I'd love to work your summer camps in 2027 if you need staff. I'm available all of June and July, have my SafeSport certificate and a current background check, and I can bring a couple of my lesson kids as campers too.

My resume is available if useful.

Thank you!
Paloma Reinholt
Reinholt Volleyball Training
573-555-0121`,
      },
      TALLIS,
      "gmail",
    ),
    label: notRecruiting("other"),
  },

  // 38. NON-RECRUITING: a club's player-of-the-month post naming one athlete, from the club's mailer.
  {
    name: "v19-nonrec-club-player-of-month-names-one",
    family: "v19-northstar-player-of-month",
    tags: ["direct:gmail-rule", "sport:volleyball", "bulk", "lookalike:club-spotlight"],
    message: direct(
      {
        from: "NorthStar Juniors Volleyball <news@northstarjuniors.example>",
        to: "friends@northstarjuniors.example",
        date: "2026-11-30 12:00:00 -06:00",
        subject: "November Player of the Month: Maddie Schroeder (16 Blue)",
        text: `NORTHSTAR JUNIORS - PLAYER OF THE MONTH

Congratulations to Maddie Schroeder of NorthStar Juniors Twin Cities 16 Blue! Maddie led all 16s at the Northern Lights Qualifier in passing and was named to the all-tournament team. Coach Britt says: "She makes everyone around her better."

Maddie is a junior at Eagan Hills High School and loves hot chocolate and her dog, Pretzel.

Next up: December Holiday Clinic (Dec 20) and the Rochester region open gym.

NorthStar Juniors Volleyball · Twin Cities · Rochester · Duluth
You are receiving this because you signed up for NorthStar news. Unsubscribe: https://northstarjuniors.example/unsubscribe`,
      },
      TALLIS,
      "bulk",
      { headers: [["List-Unsubscribe", "<https://northstarjuniors.example/unsubscribe>"], ["Precedence", "bulk"]] },
    ),
    label: notRecruiting("club_coach"),
  },

  // 39. NON-RECRUITING: a high-school coach inviting the college coach to her players' signing-day ceremony.
  {
    name: "v19-nonrec-hs-coach-signing-ceremony-invite",
    family: "v19-hs-coach-marsh-signing",
    tags: ["hofwd:outlook-web:en", "sport:volleyball", "lookalike:signing-ceremony", "disclaimer"],
    message: hoForward({
      style: "outlook-web:en",
      coach: VASHTI,
      date: "2026-11-30 15:30:00 -05:00",
      note: "We don't have anyone signing there - decline politely?",
      original: {
        from: "Marsh, Colleen <cmarsh@fvsd.example>",
        to: "fvhs-signing-list@fvsd.example",
        date: "2026-11-30 13:01:00 -05:00",
        subject: "Fenwick Valley Signing Day - Dec 9, 3:30 PM",
        text: `College coaches and families,

Fenwick Valley High School will celebrate our fall signees on Wednesday, December 9 at 3:30 PM in the main gym lobby. College coaches of our signees are welcome to attend or send a short video message we can play.

Volleyball: Tori Westbrook (Pinecrest State)
Soccer: Dani Oyelowo (Alder Falls College)
Cross Country: Mei Haraguchi (Brightwater University)

Light refreshments. Please RSVP to this email.

Colleen Marsh
Head Volleyball Coach, Fenwick Valley HS
${SEPARATOR}
CONFIDENTIALITY NOTICE: This e-mail and any attachments are for the sole use of the intended recipient(s) and may contain information protected under FERPA. Fenwick Valley School District does not accept responsibility for personal opinions expressed by employees.`,
      },
    }),
    label: notRecruiting("high_school_coach"),
  },
  // 40. The NextCourt template a second time (one service, one family): a basketball guard.
  {
    name: "v19-service-single-athlete-template-basketball",
    family: "v19-service-nextcourt",
    tags: ["fwd:gmail", "sport:basketball", "writer:recruiting-service", "profile-url-not-film", "template-reused"],
    message: fwd("gmail", DRENNAN, "2026-11-30 16:05:00 -05:00", {
      from: "Grant Fenimore | NextCourt Recruiting <grant.fenimore@nextcourtrecruiting.example>",
      to: "pdrennan@kestrelpoint.edu",
      date: "2026-11-30 09:00:09 -05:00",
      subject: "NextCourt Athlete: Jada Whitlow-Price | 2027 PG | Indiana",
      text: `Coach Drennan,

I'm a recruiting advisor with NextCourt and I work with a small number of families each year. Jada Whitlow-Price is one I'd put in front of Kestrel Point: a 2027 point guard from Muncie, Indiana with a 3.4 GPA who still has not committed.

Athlete: Jada Whitlow-Price
Grad Year: 2027
Position: Point Guard
Height: 5'7"
Club: Indy Hoosier Heat 17U
High School: Muncie Burris-Lane HS
Full NextCourt profile (stats, transcript, schedule): https://nextcourtrecruiting.example/athletes/jada-whitlow-price-2027
Game film: https://www.youtube.com/watch?v=Jw9pR4tKc2M

Jada's email: jwhitlowprice@gmail.com

Reply here and I'll share her club schedule for the spring.

Grant Fenimore
Recruiting Advisor, NextCourt Recruiting
614-555-0128`,
    }, { note: "For WBB - pass to Coach Imrie?" }),
    label: recruiting("recruiting_service", {
      first_name: "Jada",
      last_name: "Whitlow-Price",
      grad_year: 2027,
      positions: ["point guard"],
      height_inches: 67,
      club_team: "Indy Hoosier Heat 17U",
      high_school: "Muncie Burris-Lane HS",
      city: "Muncie",
      state: "IN",
      gpa: 3.4,
      email: "jwhitlowprice@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Jw9pR4tKc2M"],
    }),
  },

  // 41. "Ozark Elevation 17 Black - Coach Whitacre" on the signature line; the body says only "our 17 Black".
  {
    name: "v19-club-coach-sig-club-team-dash-coach-gmail",
    family: "v19-ozark-elevation-whitacre",
    tags: ["fwd:gmail", "sport:volleyball", "writer:club-coach", "club-signature"],
    message: fwd("gmail", TALLIS, "2026-12-01 08:30:00 -06:00", {
      from: "Coach Whitacre <jwhitacre.oevb@gmail.com>",
      to: "mtallis@brackenridge.edu",
      date: "2026-11-30 22:47:12 -06:00",
      subject: "2027 OH/RS Kenna Sorensen",
      text: `Coach,

Wanted to make sure Kenna Sorensen is on your radar. She's my go-to pin on our 17 Black, plays both sides, 5'11" with a big arm. 2027 grad from Nixa Valley High School (Nixa, MO), 3.93 GPA. Her family visited Brackenridge unofficially in October and she hasn't stopped talking about it.

kennasorensen27@gmail.com
417-555-0111 (Kenna's cell)
https://www.hudl.com/video/3/19876543/67e1f2a3b4c5d6e7f8091a2b

Thanks,
Jill Whitacre
Ozark Elevation 17 Black - Coach Whitacre
417-555-0125`,
    }, { note: "Nixa OH - the one from the October visit." }),
    label: recruiting("club_coach", {
      first_name: "Kenna",
      last_name: "Sorensen",
      grad_year: 2027,
      positions: ["OH", "RS/OPP"],
      height_inches: 71,
      club_team: "Ozark Elevation 17 Black - Coach Whitacre",
      high_school: "Nixa Valley High School",
      city: "Nixa",
      state: "MO",
      gpa: 3.93,
      email: "kennasorensen27@gmail.com",
      phone: "+14175550111",
      video_urls: ["https://www.hudl.com/video/3/19876543/67e1f2a3b4c5d6e7f8091a2b"],
    }),
  },

  // 42. A Brazilian agent writing in Portuguese (levantadora, 1,78 m); Gmail forward in Portuguese.
  {
    name: "v19-agent-brazil-portuguese-setter-gmail-pt",
    family: "v19-agent-brazil-teixeira",
    tags: ["fwd:gmail-pt", "sport:volleyball", "writer:international-agent", "lang:pt", "metric-height"],
    message: fwd("gmail-pt", VASHTI, "2026-12-01 09:12:00 -05:00", {
      from: "Rodrigo Teixeira <rodrigo@ponteesportiva.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-11-30 21:05:40 -03:00",
      subject: "Levantadora brasileira para 2027 - Beatriz Nogueira",
      text: `Prezada Coach Vashti,

Meu nome é Rodrigo Teixeira, sou agente da Ponte Esportiva e ajudo atletas brasileiras a conseguir bolsas em universidades americanas. Gostaria de apresentar a Beatriz Nogueira, levantadora, 1,78 m, que joga no Minas Sul Vôlei (categoria sub-19) em Belo Horizonte.

Beatriz conclui o ensino médio no Colégio Santo Anselmo em dezembro de 2027. Ela já fez o Duolingo English Test (120) e tem média escolar 8,9.

Vídeo: https://www.youtube.com/watch?v=Bn6tQ2wRx7K
E-mail da atleta: beatriz.nogueira.vb@gmail.com

(English summary: Beatriz is a 1.78 m setter for Minas Sul Vôlei U19, finishing high school in December 2027, and is available for a video call.)

Atenciosamente,
Rodrigo Teixeira
Ponte Esportiva - Assessoria para atletas
+55 31 5550-0138`,
    }),
    label: recruiting("recruiting_service", {
      first_name: "Beatriz",
      last_name: "Nogueira",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Minas Sul Vôlei",
      high_school: "Colégio Santo Anselmo",
      city: "Belo Horizonte",
      email: "beatriz.nogueira.vb@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Bn6tQ2wRx7K"],
    }),
  },

  // 43. A mother whose display name is "Ava's Mom"; Outlook for iOS forward.
  {
    name: "v19-parent-display-name-avas-mom-outlook-mobile",
    family: "v19-parent-avas-mom",
    tags: ["hofwd:outlook-mobile:en", "sport:volleyball", "writer:parent", "parent-signature"],
    message: hoForward({
      style: "outlook-mobile:en",
      coach: TALLIS,
      date: "2026-12-01 12:20:00 -06:00",
      note: "Ava Moreau, Kickapoo Ridge. Mom is persistent, kid looks good though.",
      original: {
        from: "Ava's Mom <trish.moreau.home@gmail.com>",
        to: "mtallis@brackenridge.edu",
        date: "2026-12-01 06:44:19 -06:00",
        subject: "Ava Moreau - 2028 setter - Springfield",
        text: `Good morning Coach Tallis,

I know you get a million of these! Ava is a 2028 setter, 5'8", and plays for SWMO Thunder 16 Red (Southwest Missouri Thunder). She goes to Kickapoo Ridge High School in Springfield and has a 3.96. She ran a 5-1 for her high school team as a sophomore and they made it to the quarterfinals.

Her email: avamoreau.setter@gmail.com
Her highlights: https://youtu.be/Av7mR2qTc9L

We are going to be at your January camp!

-Ava's mom (Trish)`,
      },
    }),
    label: recruiting("parent", {
      first_name: "Ava",
      last_name: "Moreau",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 68,
      club_team: "SWMO Thunder 16 Red",
      high_school: "Kickapoo Ridge High School",
      city: "Springfield",
      gpa: 3.96,
      email: "avamoreau.setter@gmail.com",
      video_urls: ["https://youtu.be/Av7mR2qTc9L"],
    }),
  },

  // 44. A fastpitch club's recruiting coordinator: Gmail's "[image: …]" logo line and the club's address.
  {
    name: "v19-club-coordinator-image-alt-logo-outlook-new",
    family: "v19-lonestar-fastpitch-coordinator",
    tags: ["fwd:outlook-new", "sport:softball", "writer:club-recruiting-coordinator", "club-signature", "club-logo"],
    message: fwd("outlook-new", LINDQVIST, "2026-12-01 14:40:00 -06:00", {
      from: "Lonestar Fastpitch Recruiting <recruiting@lonestarfastpitch.example>",
      to: "rlindqvist@osagebend.edu",
      date: "2026-12-01 11:15:27 -06:00",
      subject: "Lonestar Fastpitch 18U Premier - Gutierrez | 2027 LHP Yesenia Cardenas",
      text: `Coach Lindqvist,

Good afternoon. On behalf of Coach Ruben Gutierrez and the Lonestar Fastpitch 18U Premier - Gutierrez team, I'd like to introduce Yesenia Cardenas, a 2027 left-handed pitcher who recently reopened her recruitment after a coaching change at the school she had verbally committed to.

Yesenia Cardenas | 2027 | LHP / 1B | 5'9"
Harlingen Southmost High School, Harlingen, TX
GPA: 3.58
Email: yesenia.cardenas27@gmail.com
Cell: (956) 555-0186
Pitching video: https://www.youtube.com/watch?v=Yc4nW8pLs3T

Please reach out to Coach Gutierrez (956-555-0102) or to me with any questions.

Thank you,
Marisa Kohler
Recruiting Coordinator
[image: Lonestar Fastpitch]
Lonestar Fastpitch Softball Organization
1100 W Expressway 83, Suite 4
McAllen, TX 78501`,
    }),
    label: recruiting("club_coach", {
      first_name: "Yesenia",
      last_name: "Cardenas",
      grad_year: 2027,
      positions: ["P", "1B"],
      height_inches: 69,
      club_team: "Lonestar Fastpitch 18U Premier - Gutierrez",
      high_school: "Harlingen Southmost High School",
      city: "Harlingen",
      state: "TX",
      gpa: 3.58,
      email: "yesenia.cardenas27@gmail.com",
      phone: "+19565550186",
      video_urls: ["https://www.youtube.com/watch?v=Yc4nW8pLs3T"],
    }),
  },

  // 45. A Quebec club coach writing in French (passeuse, 5 pi 9 po); Outlook forward in French.
  {
    name: "v19-quebec-club-coach-french-setter-outlook-fr",
    family: "v19-faucons-levis-coach",
    tags: ["fwd:outlook-fr", "sport:volleyball", "writer:club-coach", "lang:fr", "club-signature"],
    message: fwd("outlook-fr", VASHTI, "2026-12-02 09:00:00 -05:00", {
      from: "Étienne Gagnon-Roy <egagnonroy@fauconslevis.example>",
      to: "cvashti@glenmoor.edu",
      date: "2026-12-01 20:31:09 -05:00",
      subject: "Passeuse 2027 - Florence Bédard (Faucons de Lévis 17U Élite)",
      text: `Bonjour Coach Vashti,

Je suis l'entraîneur-chef des Faucons de Lévis 17U Élite. Je vous écris au sujet de ma passeuse partante, Florence Bédard, qui souhaite jouer dans la NCAA à l'automne 2027. Elle termine son secondaire au Collège Saint-Aurèle à Lévis (Québec) en juin 2027 et parle très bien anglais.

Florence mesure 5 pi 9 po, elle a été nommée sur l'équipe d'étoiles du championnat provincial 17U. Sa moyenne générale est de 88 %.

Courriel : florence.bedard@videotron.example
Vidéo : https://www.hudl.com/video/3/20991234/67f2a3b4c5d6e7f8091a2b3c

Au plaisir,
Étienne Gagnon-Roy
Entraîneur-chef, Faucons de Lévis 17U Élite
Club de volleyball Les Faucons de Lévis
418-555-0168`,
    }),
    label: recruiting("club_coach", {
      first_name: "Florence",
      last_name: "Bédard",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Faucons de Lévis 17U Élite",
      high_school: "Collège Saint-Aurèle",
      city: "Lévis",
      state: "QC",
      email: "florence.bedard@videotron.example",
      video_urls: ["https://www.hudl.com/video/3/20991234/67f2a3b4c5d6e7f8091a2b3c"],
    }),
  },

  // 46. NON-RECRUITING: the DiamondTrack service's weekly blast of four.
  {
    name: "v19-nonrec-service-blast-of-four",
    family: "v19-service-diamondtrack",
    tags: ["direct:gmail-rule", "sport:softball", "bulk", "lookalike:service-blast"],
    message: direct(
      {
        from: "DiamondTrack Scouting <scouts@diamondtrack.example>",
        to: "rlindqvist@osagebend.edu",
        date: "2026-12-02 07:00:00 -05:00",
        subject: "DiamondTrack Weekly: 4 uncommitted 2028 middle infielders in your region",
        text: `DIAMONDTRACK WEEKLY - Region: South Central

Uncommitted 2028 middle infielders our scouts saw this fall:

1. Tatum Rusk - SS - 5'6" - Norman, OK - Oklahoma Elite 16U - profile: https://diamondtrack.example/p/tatum-rusk-2028
2. Gabby Lozano - 2B - 5'4" - Edinburg, TX - RGV Heat 16U - profile: https://diamondtrack.example/p/gabby-lozano-2028
3. Sydney Pelletier - SS/3B - 5'8" - Conway, AR - Natural State Fury 16U - profile: https://diamondtrack.example/p/sydney-pelletier-2028
4. Harper Quinlan - 2B - 5'5" - Joplin, MO - Tri-County Thunder 16U Premier - profile: https://diamondtrack.example/p/harper-quinlan-2028

Log in to see film, transcripts and contact details.

DiamondTrack Scouting | Kansas City, MO
Manage email preferences: https://diamondtrack.example/prefs`,
      },
      LINDQVIST,
      "bulk",
      { headers: [["List-Unsubscribe", "<https://diamondtrack.example/prefs>"], ["Precedence", "bulk"]] },
    ),
    label: notRecruiting("recruiting_service"),
  },

  // 47. NON-RECRUITING: the Prairie Fire director (writer of the first email) asking the coach to run a clinic.
  {
    name: "v19-nonrec-club-director-clinic-request",
    family: "v19-prairie-fire-director",
    tags: ["fwd:gmail", "sport:volleyball", "lookalike:club-clinic-request"],
    message: fwd("gmail", TALLIS, "2026-12-02 11:00:00 -06:00", {
      from: "Lorna Baptiste <lbaptiste@prairiefirevbc.example>",
      to: "mtallis@brackenridge.edu",
      date: "2026-12-02 08:25:51 -06:00",
      subject: "Clinic in January?",
      text: `Hi Mireille,

Would you or one of your assistants be open to running a 2-hour serve-receive clinic for our 14s-16s on a Sunday in January? We'd cover mileage and an honorarium ($400), and parents would love to hear a college coach talk about what you look for. Jan 10 or Jan 24 work best for our gym.

Thanks either way!
Lorna

Lorna Baptiste
Club Director
Prairie Fire VBC, 17 Black
"Play with fire"
c 573-555-0139`,
    }, { note: "Morgan - can you take Jan 24?" }),
    label: notRecruiting("club_coach"),
  },

  // 48. NON-RECRUITING: the JUCO coach (writer of an earlier email) setting up a fall scrimmage.
  {
    name: "v19-nonrec-juco-coach-scrimmage",
    family: "v19-juco-coach-bramlett",
    tags: ["fwd:gmail", "sport:softball", "lookalike:coach-to-coach"],
    message: fwd("gmail", AMESBURY, "2026-12-02 13:30:00 -06:00", {
      from: "Coach Bramlett <tbramlett@seminolevalleycc.example>",
      to: "damesbury@pellriverstate.edu",
      date: "2026-12-02 12:02:44 -06:00",
      subject: "Scrimmage in February?",
      text: `Dwight,

Any interest in a doubleheader scrimmage the first weekend of February before conference starts? We can come to you. We'd need to be done by 4 so the bus gets us home.

Terry Bramlett
Head Softball Coach
Seminole Valley Community College
580-555-0103 office`,
    }, { note: "Put on the Feb calendar please" }),
    label: notRecruiting("other"),
  },

  // 49. NON-RECRUITING: "Ava's Mom" again, about a camp refund (her daughter is already known).
  {
    name: "v19-nonrec-avas-mom-camp-refund",
    family: "v19-parent-avas-mom",
    tags: ["direct:gmail-rule", "sport:volleyball", "lookalike:parent-question"],
    message: direct(
      {
        from: "Ava's Mom <trish.moreau.home@gmail.com>",
        to: "mtallis@brackenridge.edu",
        date: "2026-12-03 07:15:02 -06:00",
        subject: "January camp - refund if she's sick?",
        text: `Hi Coach,

Quick question, if Ava gets sick before the January camp (there's a flu going around her school) can we get a refund or a credit toward the summer camp? I couldn't find a policy on the registration page.

Thank you!
Trish`,
      },
      TALLIS,
      "gmail",
    ),
    label: notRecruiting("parent"),
  },

  // 50. NON-RECRUITING: the alumna (writer of an earlier email) asking about homecoming.
  {
    name: "v19-nonrec-alumna-homecoming-match",
    family: "v19-alumna-brightwater",
    tags: ["hofwd:iphone:en", "sport:volleyball", "lookalike:alumni"],
    message: hoForward({
      style: "iphone:en",
      coach: VASHTI,
      date: "2026-12-03 09:40:00 -05:00",
      note: "Alumni weekend - ops?",
      original: {
        from: "Kat Brightwater <katbrightwater@gmail.com>",
        to: "cvashti@glenmoor.edu",
        date: "2026-12-03 08:10:00 -05:00",
        subject: "Alumni match next fall?",
        text: `Hi Coach!

A bunch of us from the 2012-2015 teams want to come back for an alumni match next fall. Is there a date yet, and is the alumni match still the Saturday morning before the conference opener? We'd love to bring our kids to watch practice too.

Go Griffins!
Kat (Brightwater) Sandoval '14`,
      },
    }),
    label: notRecruiting("other"),
  },

  // 51. NON-RECRUITING: the German agency's newsletter listing several of its athletes (a blast, in two languages).
  {
    name: "v19-nonrec-agency-newsletter-several-athletes",
    family: "v19-agency-atlantik-bridge",
    tags: ["direct:gmail-rule", "sport:volleyball", "bulk", "lang:de", "lookalike:agency-newsletter"],
    message: direct(
      {
        from: "Atlantik Bridge Sports <newsletter@atlantikbridge.example>",
        to: "mtallis@brackenridge.edu",
        date: "2026-12-03 10:00:00 +01:00",
        subject: "Atlantik Bridge Sports - Volleyball Prospects Fall 2027 / Unsere Athletinnen",
        text: `Dear Coaches / Liebe Trainerinnen und Trainer,

our volleyball athletes available for the fall 2027 intake (all with Abitur 2027, TOEFL or Duolingo done):

- Lea Hartkopf, OH, 1,86 m, USC Münster II
- Mira Scholten, MB, 1,91 m, VC Osnabrück
- Johanna Brückner, S, 1,77 m, TV Eichenau
- Selin Aydın, L, 1,68 m, SV Blau-Weiß Essen

Profiles and video on request: https://atlantikbridge.example/volleyball-2027

Mit sportlichen Grüßen / Best regards
Atlantik Bridge Sports GmbH
Hafenweg 12, 48155 Münster, Germany
Abmelden / Unsubscribe: https://atlantikbridge.example/unsubscribe`,
      },
      TALLIS,
      "bulk",
      { headers: [["List-Unsubscribe", "<https://atlantikbridge.example/unsubscribe>"], ["Precedence", "bulk"]] },
    ),
    label: notRecruiting("recruiting_service"),
  },
  // 52. A high-school lacrosse coach from Outlook desktop in windows-1252 (smart quotes); Outlook 2013 forward.
  {
    name: "v19-hs-lacrosse-coach-windows-1252-outlook2013",
    family: "v19-hs-lax-coach-pemberton",
    tags: ["fwd:outlook-2013", "sport:lacrosse", "writer:high-school-coach", "charset:windows-1252"],
    message: fwd(
      "outlook-2013",
      DRENNAN,
      "2026-12-03 14:10:00 -05:00",
      {
        from: "Pemberton, Claire <cpemberton@wexfordacademy.example>",
        to: "pdrennan@kestrelpoint.edu",
        date: "2026-12-03 11:48:30 -05:00",
        subject: "Wexford Academy midfielder – Greta Lindholm ’28",
        text: `Coach Drennan,

I coach girls’ varsity lacrosse at Wexford Academy in Towson, Maryland, and I’d like to recommend one of my juniors, Greta Lindholm (Class of 2028). Greta is a two-way midfielder – she takes our draws, wins about 60% of them, and she’s our best defender in transition. She’s 5’8” and fast.

Club: Chesapeake Tide 2028 Navy
GPA: 3.74
Greta’s email: greta.lindholm28@gmail.com
Film: https://www.hudl.com/video/3/21103456/6801a2b3c4d5e6f708192a3b

She would be a great fit academically and she’s interested in your nursing program.

Claire Pemberton
Head Coach, Girls’ Lacrosse
Wexford Academy`,
      },
      { charset: "windows-1252", note: "Lax - pass to Coach Hensley." },
    ),
    label: recruiting("high_school_coach", {
      first_name: "Greta",
      last_name: "Lindholm",
      grad_year: 2028,
      positions: ["midfielder"],
      height_inches: 68,
      club_team: "Chesapeake Tide 2028 Navy",
      high_school: "Wexford Academy",
      city: "Towson",
      state: "MD",
      gpa: 3.74,
      email: "greta.lindholm28@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21103456/6801a2b3c4d5e6f708192a3b"],
    }),
  },

  // 53. A club coach whose signature abbreviates the club ("MKE Storm 17-2 Nat'l"); the body spells it out.
  {
    name: "v19-club-coach-abbreviated-signature-apple",
    family: "v19-milwaukee-storm-coach",
    tags: ["hofwd:apple:en", "sport:volleyball", "writer:club-coach", "club-abbreviation", "club-signature"],
    message: hoForward({
      style: "apple:en",
      coach: VASHTI,
      date: "2026-12-04 08:50:00 -05:00",
      note: "Another middle for the 28 board.",
      original: {
        from: "Nate Oduya <nate.oduya@mkestormvb.example>",
        to: "cvashti@glenmoor.edu",
        date: "2026-12-03 21:30:00 -06:00",
        subject: "MB - Sloane Krueger - 2028",
        text: `Coach Vashti,

Sloane Krueger is a 2028 middle on Milwaukee Storm Volleyball 17-2 National. 6'1", quick off one foot, slide is her best attack. She's a junior at Brookfield Eastview High School (Brookfield, WI), 3.66 GPA, and wants to stay within a day's drive of home.

Sloane's email: sloane.krueger@icloud.com
Video: https://www.youtube.com/watch?v=Sk2rN5tMb8Q

We're at the Badger Region Power League in January if you have someone coming.

Nate
--
Nate Oduya
MKE Storm 17-2 Nat'l | Head Coach
mkestormvb.example | 414-555-0133`,
      },
    }),
    label: recruiting("club_coach", {
      first_name: "Sloane",
      last_name: "Krueger",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Milwaukee Storm Volleyball 17-2 National",
      high_school: "Brookfield Eastview High School",
      city: "Brookfield",
      state: "WI",
      gpa: 3.66,
      email: "sloane.krueger@icloud.com",
      video_urls: ["https://www.youtube.com/watch?v=Sk2rN5tMb8Q"],
    }),
  },

  // 54. NON-RECRUITING: the Harborlight coach (writer of an earlier email) thanking the coach for watching, with a schedule.
  {
    name: "v19-nonrec-club-coach-thanks-and-schedule",
    family: "v19-harborlight-vance",
    tags: ["fwd:outlook-live", "sport:volleyball", "lookalike:club-schedule"],
    message: fwd("outlook-live", VASHTI, "2026-12-04 10:05:00 -05:00", {
      from: "Terri Vance <coachterri.hlvbc@gmail.com>",
      to: "cvashti@glenmoor.edu",
      date: "2026-12-04 07:22:18 -05:00",
      subject: "Thanks for coming out + our spring schedule",
      text: `Hi Coach Vashti,

Thank you for stopping by our practice on Tuesday - the girls were buzzing afterward. Here's where the 17 Navy will be this spring so you can plan:

Jan 9-10 Tar Heel Qualifier (Greensboro)
Feb 13-15 Big South Qualifier (Atlanta)
Mar 20-22 Capitol Hill Classic (Washington DC)
Apr 17-19 Lone Star Classic (Dallas)

Court assignments usually post the Wednesday before on AES.

Terri
Harborlight 17 Navy - Coach Vance
910-555-0120`,
    }, { note: "Spring schedule for Harborlight 17N" }),
    label: notRecruiting("club_coach"),
  },

  // 55. NON-RECRUITING: "The Okonkwo-Hale Family" again, writing that Zuri has committed elsewhere.
  {
    name: "v19-nonrec-family-thanks-committed-elsewhere",
    family: "v19-parent-okonkwo-hale-family",
    tags: ["fwd:apple-mac", "sport:volleyball", "lookalike:committed-elsewhere", "parent-signature"],
    message: fwd("apple-mac", TALLIS, "2026-12-04 13:00:00 -06:00", {
      from: "Okonkwo-Hale Household <okonkwohale.home@gmail.com>",
      to: "mtallis@brackenridge.edu",
      date: "2026-12-04 11:31:40 -06:00",
      subject: "Thank you from Zuri",
      text: `Dear Coach Tallis,

We wanted to let you know that Zuri has verbally committed to another program closer to home. She asked us to thank you personally for the time you spent with her at camp and for your honest advice - it meant a lot to a 15-year-old.

We wish you and Brackenridge a great season.

Warmly,
The Okonkwo-Hale Family`,
    }, { note: "Take Zuri off the 29 board." }),
    label: notRecruiting("parent"),
  },
];
