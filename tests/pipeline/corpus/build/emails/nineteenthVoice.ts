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
import { fwd, original } from "../wrappers.ts";
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
      club_team: "Harborlight 17 Navy",
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

We are writing to introduce our daughter Zuri, a freshman right side hitter from Olathe, Kansas. She attends Olathe Prairie View High School and plays for KC Crown 15 Gold.

Zuri is 6'1" (she was measured at the KC showcase in October) and still growing, and is a lefty. She earned a 4.0 her first quarter.

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
];
