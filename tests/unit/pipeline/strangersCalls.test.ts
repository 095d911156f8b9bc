import { describe, expect, it } from "vitest";
import type { SenderRole } from "@machines/inbox/senderRole";
import { probeInbox, verdictOf, type ProbeMail, type Writer } from "./probeHarness";

/**
 * The recruiting-or-not call and the writer's role on mail from strangers, probed with short invented emails: what a college
 * coach gets that names players, classes, positions, clubs and events yet introduces nobody (a current player's parent, a
 * recruit who committed elsewhere, a club's event schedule, a senior night, a camp's confirmation, results, a digest, a
 * conference memo, a signing release, compliance, a coach's job post, a referee's assignment, boosters, the transfer portal),
 * and real introductions of unusual shapes that any rule against the first must let through (a phone-typed note, all capitals,
 * a parent writing in Spanish or Portuguese, a club coach's two players, a half-filled template, a committed player's teammate,
 * a junior-college player, a bare profile link).
 *
 * Mail that introduces nobody may be asked about when it gives a real reason to doubt (`doubt`), else it is filtered; an
 * introduction is summarised. The writer's role follows the corpus README: the outside person who wrote.
 *
 * Measured on the engine before these rules (ca4b6f4): 42 of the 151 probes wrong (14 look-alikes summarised as recruiting, 16
 * sent to review needlessly, 8 with the wrong role; 2 introductions sent to review, 2 with the wrong role); after: 10, each left
 * with its reason. The class tests below each failed on the engine before their rule.
 */
const inbox = probeInbox({ coach: { address: "mokafor@harrowgate.edu", name: "Marisol Okafor" }, note: "", sentAt: new Date("2026-11-24T21:02:00Z"), receivedAt: new Date("2026-11-27T12:00:00Z") });
interface Probe extends ProbeMail {
  kind: string;
  role: SenderRole;
  /** It arrived at the inbox itself, not forwarded by the coach. */
  direct?: boolean;
  /** Not recruiting, but with a real reason to ask the coach: 'Needs review' is right too. */
  doubt?: boolean;
  /** Still wrong, and why it was left (the test expects the miss, so fixing it is noticed). */
  leftAlone?: string;
}

const run = (probe: Probe) => inbox(probe, probe.direct ? "direct" : "gmail");

const NOT_RECRUITING: Probe[] = [
  {
    kind: "a current player's parent asking about playing time",
    from: { address: "dwight.achebe@outlook.com", name: "Dwight Achebe" },
    subject: "Nia - playing time",
    body: "Coach Okafor,\n\nI hope this is ok to ask. Nia has been a DS for you all season and she got two rotations in the last five matches. She was the starting libero for Crestline 18 Black before she came to Harrowgate and she works hard in practice. Is there something specific she should be working on? We just want to understand.\n\nThanks,\nDwight Achebe",
    role: "parent",
  },
  {
    kind: "a current player's mother asking about spring housing",
    from: { address: "lpatel.home@gmail.com", name: "Leena Patel" },
    subject: "Question about Priya's housing in spring",
    body: "Hi Coach,\n\nPriya (freshman, #9, setter) mentioned the team might move into Calder Hall in January. Do you know if athletes get to pick roommates? She'd like to room with Jo from the team. Sorry to bother you with this, she is too shy to ask!\n\nLeena Patel",
    role: "parent",
  },
  {
    kind: "a current player's father about her injury",
    from: { address: "bgrunwald@grunwaldhvac.example", name: "Boris Grunwald" },
    subject: "Elsa's ankle",
    body: "Coach, quick update - the orthopedist says Elsa's ankle is a grade 2 sprain, 3-4 weeks. She's a sophomore middle so I know this hurts the team before the conference tournament. She will do rehab with your trainer. Let me know if you need the doctor's note.\nBoris",
    role: "parent",
    leftAlone: "its role: nothing says who wrote (no question, no 'my daughter'), so a person's note is other",
  },
  {
    kind: "a recruit's mother declining the offer",
    from: { address: "carmen.solis77@yahoo.com", name: "Carmen Solis" },
    subject: "Thank you from the Solis family",
    body: "Dear Coach Okafor,\n\nThank you for the generous offer to Daniela. After a lot of prayer we have decided she will accept an offer from Bellweather College, closer to home. We loved meeting your team and Daniela will always remember the visit.\n\nWith gratitude,\nCarmen Solis\n(mom of Daniela, 2027 OH, Sol Juniors 17 Gold)",
    role: "parent",
    doubt: true,
  },
  {
    kind: "a father announcing his daughter committed elsewhere",
    from: { address: "tkowalczyk@kowalczyklaw.example", name: "Tomasz Kowalczyk" },
    subject: "Maja's decision",
    body: "Coach,\n\nI wanted you to hear it from us first: Maja has committed to Dunmore State. She is thrilled. Thank you for following her since the 15s, she said your camp was her favorite.\n\nTomasz Kowalczyk",
    role: "parent",
  },
  {
    kind: "a committed player's thank-you after her visit elsewhere",
    from: { address: "ruby.ng.vb@gmail.com", name: "Ruby Ng" },
    subject: "Thank you!",
    body: "Hi Coach Okafor!\n\nThank you so much for the tour last weekend even though I'm already committed to Fenwick University. It was so cool to see where my cousin plays. Good luck this season!!\n\nRuby Ng\n2028 | S | Summit Peak 16 Red",
    role: "athlete",
    doubt: true,
  },
  {
    kind: "a signee's question about summer school",
    from: { address: "aleah.brooks27@icloud.com", name: "Aleah Brooks" },
    subject: "summer session question",
    body: "Hey coach! Do incoming freshmen take summer session 2 or both sessions? My mom wants to book flights for June. Also do I need to bring my own knee pads lol\n\nAleah",
    role: "athlete",
  },
  {
    kind: "a club director's tournament schedule for college coaches",
    from: { address: "director@windridgevbc.example", name: "Colleen Marsh" },
    subject: "Windridge VBC - Winter Formal court schedule",
    body: "College Coaches,\n\nOur teams at the Winter Formal (Dec 12-13, Kansas City):\n\n18 Black - Court 14, 8:00am pool play\n17 Black - Court 22, 10:00am\n16 Black - Court 9, 12:00pm\n\nRosters and player profiles are on our website. Please reach out with any questions.\n\nColleen Marsh\nClub Director, Windridge VBC",
    role: "club_coach",
  },
  {
    kind: "a club's roster-availability announcement",
    from: { address: "recruiting@cascadepeakjuniors.example", name: "Cascade Peak Juniors" },
    subject: "Uncommitted 2027s - availability update",
    body: "Hello coaches,\n\nAs of November 20 these 2027 athletes are still uncommitted and available:\n\nHarper Lind - OH - 5'11\" - 3.7\nKeira Dobbs - MB - 6'1\" - 3.4\nSol Varga - L - 5'5\" - 4.0\n\nFull profiles on our recruiting page. Thanks for supporting our athletes!\n\nCascade Peak Juniors Recruiting",
    role: "club_coach",
    doubt: true,
  },
  {
    kind: "a high-school athletic director's senior night invitation",
    from: { address: "athletics@northfieldusd.example", name: "Gerald Pike" },
    subject: "Senior Night invitation - Northfield Volleyball",
    body: "Coach Okafor,\n\nNorthfield High School invites you to our Senior Night on Thursday, Oct 8 at 6pm. We will be honoring our seniors, including your future Hawk, Josie Amundsen (MB). Reserved seating is available for college coaches.\n\nGerald Pike\nAthletic Director, Northfield High School",
    role: "high_school_coach",
  },
  {
    kind: "a camp registration confirmation",
    from: { address: "no-reply@campforms.example", name: "Harrowgate Volleyball Camps" },
    subject: "Registration confirmed: Winter Skills Clinic",
    body: "Registration confirmed!\n\nCamper: Ivy Marchetti\nGrad year: 2029\nPosition: Setter\nSession: Winter Skills Clinic, Jan 9, 2027\nCheck-in: 8:30am, Harrowgate Fieldhouse\n\nQuestions? Reply to camps@harrowgate.edu",
    role: "other",
  },
  {
    kind: "a showcase's results page",
    from: { address: "results@midwestfastpitchshowcase.example", name: "Midwest Fastpitch Showcase" },
    subject: "Fall Showcase - results and top performers",
    body: "MIDWEST FASTPITCH SHOWCASE - FALL RESULTS\n\nChampion: Prairie Fire 16U\nRunner-up: Lakeshore Lightning 16U\n\nTop performers:\nDelaney Fisk (2028, SS) - 9 for 12, 2 HR\nMaren Kohl (2028, P) - 14 K in the final\nTess Oduya (2029, C) - threw out 4 runners\n\nThank you to the 60 college coaches who attended.",
    role: "other",
  },
  {
    kind: "a recruiting service's athletes-to-watch digest",
    from: { address: "digest@courtsidescouting.example", name: "Courtside Scouting" },
    subject: "5 setters to watch this weekend",
    body: "Coach,\n\nHere are five setters our evaluators liked at Thanksgiving Classic:\n\n1. Lena Hoyt, 2028, 5'10\", Alpine 16 Elite\n2. Marisa Cole, 2028, 5'9\", Titan 16 Black\n3. Jae Min Park, 2029, 5'8\", Peak 15 Red\n4. Olivia Drummond, 2028, 5'11\", Bay 16 Gold\n5. Rhea Castillo, 2027, 5'10\", Sun 17 Blue\n\nLog in to your coach account for film.\n\nCourtside Scouting",
    role: "recruiting_service",
  },
  {
    kind: "a conference office memo",
    from: { address: "ops@summitplainsconference.example", name: "Summit Plains Conference" },
    subject: "Memo: Conference Tournament seeding and travel",
    body: "To: Head Volleyball Coaches\nFrom: Conference Office\n\nSeeding for the conference tournament will be finalized Sunday at 6pm. Teams must submit travel rosters (max 18) by Monday noon. All-Conference nominations are due Tuesday.\n\nThank you,\nRenee Albright\nAssociate Commissioner",
    role: "other",
  },
  {
    kind: "an NLI signing press release",
    from: { address: "sid@harrowgate.edu", name: "Harrowgate Athletics Communications" },
    subject: "Release draft: Volleyball signs four",
    body: "FOR IMMEDIATE RELEASE\n\nHarrowgate Volleyball Inks Four on Signing Day\n\nHARROWGATE - Head coach Marisol Okafor announced the signing of four student-athletes to National Letters of Intent.\n\nJosie Amundsen | MB | 6-2 | Northfield, Minn. | Northfield HS\nKara Whitlow | OH | 6-0 | Ames, Iowa | Ames HS\n\nPlease send edits by 3pm.",
    role: "other",
  },
  {
    kind: "a high school's signing-day release",
    from: { address: "news@lakemontschools.example", name: "Lakemont High School" },
    subject: "Lakemont athletes sign letters of intent",
    body: "Lakemont High School congratulates seniors who signed National Letters of Intent this week: Brianna Coe (softball, Harrowgate University), Ellis Ford (soccer, Dunmore State) and Pia Laird (volleyball, Fenwick University). A signing ceremony was held in the library.",
    role: "high_school_coach",
  },
  {
    kind: "a college compliance office notice",
    from: { address: "compliance@harrowgate.edu", name: "Harrowgate Compliance" },
    subject: "Reminder: dead period begins Monday",
    body: "Coaches,\n\nA reminder that the dead period begins Monday and runs through Jan 2. No in-person recruiting contact is permitted. Official visits already scheduled must be moved. Please log all calls in the compliance system.\n\nHarrowgate Compliance Office",
    role: "other",
  },
  {
    kind: "a coach-to-coach job posting",
    from: { address: "jkendrick@fenwick.edu", name: "Jana Kendrick" },
    subject: "Assistant coach opening at Fenwick",
    body: "Marisol,\n\nHope your season finished well. We have an assistant coach opening (recruiting coordinator, setters). If any of your former players or GAs are looking, send them my way. Posting closes Dec 15.\n\nJana Kendrick\nHead Volleyball Coach, Fenwick University",
    role: "other",
  },
  {
    kind: "a coach-to-coach scheduling email",
    from: { address: "mthorne@bellweather.edu", name: "Marcus Thorne" },
    subject: "2027 non-conference scrimmage?",
    body: "Coach Okafor,\n\nWould you be open to a spring scrimmage in April 2027? We could come to you on the 10th or 17th. We'll bring 14 players.\n\nMarcus Thorne\nHead Softball Coach, Bellweather College",
    role: "other",
  },
  {
    kind: "a referee assignment",
    from: { address: "assign@tristateofficials.example", name: "Tri-State Officials Association" },
    subject: "Assignment: Harrowgate vs Dunmore State, Nov 14",
    body: "Match: Dunmore State at Harrowgate\nDate: Sat Nov 14, 7:00pm\nR1: Dale Ferris\nR2: Annette Voss\nLine judges: host to provide 2\n\nPlease confirm receipt.",
    role: "other",
  },
  {
    kind: "a booster newsletter",
    from: { address: "news@hawksboosters.example", name: "Hawks Booster Club" },
    subject: "Hawks Booster Bulletin - November",
    body: "HAWKS BOOSTER BULLETIN\n\nPlayer spotlight: Senior outside hitter Camila Restrepo (5'11\", Miami, Fla.) passed 1,000 career kills!\n\nThe silent auction raised $6,400 for team travel. Thank you!\n\nUnsubscribe",
    role: "other",
  },
  {
    kind: "a transfer-portal notification from a compliance system",
    from: { address: "notifications@portaltrack.example", name: "PortalTrack" },
    subject: "New portal entry: Volleyball",
    body: "A new student-athlete has entered the transfer portal.\n\nName: Addison Reyes\nSport: Women's Volleyball\nInstitution: Carver State University\nClass: Sophomore\nPosition: OH\nDate entered: 11/23/2026\n\nLog in to view contact permissions.",
    role: "other",
    doubt: true,
  },
  {
    kind: "a club's tryout results to its own families",
    from: { address: "teams@tidalbasinvbc.example", name: "Tidal Basin VBC" },
    subject: "2027 season tryout results",
    body: "Families,\n\nThank you for trying out! Offers for the 16s teams went out by email tonight. Players: Ada Kern (OH), Bree Yoon (S), Callie Ortiz (L) please check your spam folder. Accept by Sunday.\n\nTidal Basin VBC",
    role: "club_coach",
  },
  {
    kind: "a parent's complaint about a referee call",
    from: { address: "sharon.fitch@gmail.com", name: "Sharon Fitch" },
    subject: "Saturday's match",
    body: "Coach, I know it's not your fault but the line judge cost us the second set Saturday. My daughter Lily is your starting setter and she was in tears. Can the conference review it?\n\nSharon Fitch",
    role: "parent",
  },
  {
    kind: "a current player's parent asking about the travel roster",
    from: { address: "mike.dunleavy@outlook.com", name: "Mike Dunleavy" },
    subject: "travel roster",
    body: "Hi Coach,\n\nIs our daughter Rosie on the travel roster for the Florida trip? She's a freshman OH and we want to book our own flights to watch. She plays for you at Harrowgate, #17.\n\nMike Dunleavy",
    role: "parent",
  },
  {
    kind: "a parent's thank-you at the end of a senior season",
    from: { address: "gail.ostrander@gmail.com", name: "Gail Ostrander" },
    subject: "Thank you for four years",
    body: "Coach Okafor,\n\nAs Hannah's senior season ends, our family wants to thank you. She came to Harrowgate as a 5'8\" setter from Ridgeline HS that nobody else recruited, and she leaves as a captain.\n\nWith love,\nGail and Rob Ostrander",
    role: "parent",
    leftAlone: "its role: filtered now, but nothing says who wrote (the parents sign with their names only), so a person's note is other",
  },
  {
    kind: "a summer camp's schedule to its campers' parents",
    from: { address: "info@hilltopsoftballcamp.example", name: "Hilltop Softball Camp" },
    subject: "Week 2 groups",
    body: "Campers and parents,\n\nWeek 2 groups are set.\nPitchers: Ana Ruiz, Beth Cole, Dora Finch\nCatchers: Ella Park, Fay Moss\n\nBring water and a glove. See you Monday at 9!",
    role: "other",
  },
  {
    kind: "a hotel's block confirmation for a tournament",
    from: { address: "reservations@riversidesuites.example", name: "Riverside Suites" },
    subject: "Your group block: Harrowgate Softball",
    body: "Dear Coach Okafor,\n\nYour block of 12 rooms for the Spring Invitational (Mar 5-8) is confirmed. Rooming list due Feb 20. Please include each player's name.\n\nGroup Sales, Riverside Suites",
    role: "other",
  },
  {
    kind: "a high-school coach asking about a former player's playing time",
    from: { address: "kmorrow@pinecresths.example", name: "Kelly Morrow" },
    subject: "How's Tori doing?",
    body: "Hi Coach!\n\nJust checking in on Tori Banks - she was our libero at Pinecrest for four years and we all follow her on the live stream. Is she getting in at all? The girls here miss her. Go Hawks!\n\nKelly Morrow\nHead Volleyball Coach, Pinecrest High School",
    role: "high_school_coach",
  },
  {
    kind: "a club coach's note that her player committed elsewhere",
    from: { address: "coachsam@ironwoodfastpitch.example", name: "Sam Delgado" },
    subject: "Update on Kenna",
    body: "Coach,\n\nWanted to let you know Kenna Shaw (2028 RHP) committed to Dunmore State last night. Thanks for all the interest in her. I'll send you my 2029s after the holidays.\n\nSam Delgado\nHead Coach, Ironwood Fastpitch 16U",
    role: "club_coach",
    doubt: true,
  },
  {
    kind: "a high-school AD's schedule of a college coach's speaking visit",
    from: { address: "ad@westbrookacademy.example", name: "Owen Tate" },
    subject: "Your visit on the 3rd",
    body: "Coach Okafor, we're set for your talk to our volleyball and softball players on Dec 3 at 2:30 in the gym. About 40 students, grades 9-12. Parking is in lot B.\n\nOwen Tate\nDirector of Athletics, Westbrook Academy",
    role: "high_school_coach",
  },
  {
    kind: "a showcase event's invitation to college coaches",
    from: { address: "events@heartlandshowcase.example", name: "Heartland Showcase Series" },
    subject: "College coach credentials - Heartland Winter Showcase",
    body: "Coaches,\n\nCredentials for the Heartland Winter Showcase (Jan 16-18, Omaha) are now open. 240 teams, 14s-18s. Coach packets include rosters with grad years, positions and contact info. Register for your free credential here.",
    role: "other",
  },
  {
    kind: "a recruiting news site's weekly commitments recap",
    from: { address: "news@prepnetvolley.example", name: "PrepNet Volleyball" },
    subject: "This week's commitments",
    body: "This week in commitments:\n\nAvery Kline (2028 OH, Thunder 16 Black) committed to Dunmore State\nLuz Ortega (2028 S, Sol 16 Gold) committed to Fenwick University\nMia Tran (2029 L, Bay 15 Blue) committed to Carver State\n\nCongrats to all!",
    role: "other",
  },
  {
    kind: "an officials' association's clinic notice",
    from: { address: "umpires@valleyumpires.example", name: "Valley Umpires Association" },
    subject: "Rules clinic Jan 10",
    body: "All softball umpires: the annual rules clinic is Jan 10 at Harrowgate University, room 104. Coaches welcome. Topics: obstruction, look-back rule, new bat standards.",
    role: "other",
  },
  {
    kind: "an admissions office note about a committed recruit",
    from: { address: "admissions@harrowgate.edu", name: "Harrowgate Admissions" },
    subject: "Application status - Josie Amundsen",
    body: "Coach Okafor,\n\nJosie Amundsen's application is complete and under review. We expect a decision by Dec 15. Her transcript shows a 3.8 GPA.\n\nMelissa Grant\nAssociate Director of Admissions",
    role: "other",
  },
  {
    kind: "a former player's wedding news",
    from: { address: "sarah.vint@gmail.com", name: "Sarah Vint" },
    subject: "Big news!",
    body: "Coach O!!\n\nI'm getting married in June and I would love for you to come! You coached me all four years (class of 2019, #8 OH) and I wouldn't be who I am without you. Invitation coming in the mail.\n\nLove,\nSarah",
    role: "other",
  },
  {
    kind: "a club's team-placement note to a college coach about her camper",
    from: { address: "lrhodes@summitpeakvolleyball.example", name: "Lydia Rhodes" },
    subject: "Your camp roster",
    body: "Hi Marisol,\n\nThanks for running the clinic for our 14s. Attached is the roster you asked for so you have names for the wristbands: 22 girls, all 2030s and 2031s.\n\nLydia Rhodes\nClub Director, Summit Peak Volleyball",
    role: "club_coach",
  },
  {
    kind: "a parent asking about a camp for her daughter already committed here",
    from: { address: "jen.amundsen@gmail.com", name: "Jen Amundsen" },
    subject: "Camp for Josie?",
    body: "Hi Coach! Since Josie signed her NLI with you, should she still come to the winter clinic or is that only for recruits? Happy to pay either way. Thanks! Jen (Josie's mom)",
    role: "parent",
  },
  {
    kind: "a sports-medicine clinic's injury report on a current player",
    from: { address: "frontdesk@ridgelineortho.example", name: "Ridgeline Orthopedics" },
    subject: "Visit summary - patient release on file",
    body: "Patient: Elsa Grunwald\nDOB: 04/11/2007\nTeam: Harrowgate University Volleyball\nDiagnosis: right ankle sprain, grade 2\nReturn to play: estimated 3-4 weeks\n\nThis summary is sent under the release signed by the patient.",
    role: "other",
  },
  {
    kind: "a travel-ball team's fundraiser ask",
    from: { address: "boosters@lakesidestormfastpitch.example", name: "Lakeside Storm Boosters" },
    subject: "Help send our 16U to Colorado!",
    body: "Dear college coach,\n\nOur 16U team, including pitchers Gwen Hale (2028) and Ro Santos (2028), is raising money for the Colorado Sparkler. Any donation helps! Donate here: www.lakesidestorm.example/give\n\nThank you!",
    role: "club_coach",
    doubt: true,
  },
  {
    kind: "an NCAA eligibility-center automated update",
    from: { address: "no-reply@eligibilityportal.example", name: "Eligibility Portal" },
    subject: "Status change: Kara Whitlow",
    body: "The academic certification status for Kara Whitlow (ID 2409117730) has changed to Final Qualifier. Sport: Women's Volleyball. Institution list: Harrowgate University.",
    role: "other",
  },
  {
    kind: "a parent asking the team's holiday schedule for a current player",
    from: { address: "rachel.bui@gmail.com", name: "Rachel Bui" },
    subject: "Holiday break dates?",
    body: "Hello Coach,\n\nWhen does winter break start for the team? Kim wants to come home to San Jose but we don't want to book before we know. She said spring practice starts Jan 6?\n\nThank you!\nRachel (Kim's mom)",
    role: "parent",
    leftAlone: "sent to review: no class standing nor jersey says she is on the team, only 'spring practice' and 'winter break for the team'",
  },
  {
    kind: "a high-school coach asking for a camp discount for her team",
    from: { address: "dgarner@eastlakehs.example", name: "Dana Garner" },
    subject: "Team camp pricing",
    body: "Coach Okafor,\n\nOur varsity would like to attend your team camp in July, 12 players, grades 10-12. Do you offer a team rate? Last year we went to Fenwick's.\n\nDana Garner\nHead Coach, Eastlake High School Volleyball",
    role: "high_school_coach",
  },
  {
    kind: "a parent of a current player asking about a scholarship renewal",
    from: { address: "omar.haddad@gmail.com", name: "Omar Haddad" },
    subject: "Scholarship for next year",
    body: "Coach,\n\nNoor is a sophomore on your team. We received the financial aid letter and her athletic scholarship looks lower for 2027-28. Can we talk about this? She is playing well as your starting opposite.\n\nOmar Haddad",
    role: "parent",
  },
  {
    kind: "a club coach's thank-you for watching, no player introduced",
    from: { address: "coachbri@northstarvbc.example", name: "Bri Lassiter" },
    subject: "Thanks for stopping by",
    body: "Coach, thanks for stopping by our court at Windy City. Our girls played tough. See you in Dallas!\n\nBri Lassiter\n17 Black Head Coach, Northstar VBC",
    role: "club_coach",
  },
  {
    kind: "a recruiting service's sales pitch to the coach",
    from: { address: "sales@rosterbloom.example", name: "RosterBloom" },
    subject: "Find your 2028 setter faster",
    body: "Hi Coach,\n\nRosterBloom coaches filled 31% more roster spots last year. Our database has 18,000 verified 2028 athletes. Book a quick demo this week and get 3 months free.\n\nThe RosterBloom Team\nReply STOP to opt out.",
    role: "other",
  },
  {
    kind: "a signee's parent asking about move-in",
    from: { address: "dwhitlow@whitlowfarms.example", name: "Dan Whitlow" },
    subject: "Move-in date",
    body: "Coach,\n\nKara is so excited to be a Hawk. When is move-in for summer? We're driving from Ames and want to bring her loft bed. Should she bring her own bike?\n\nDan Whitlow",
    role: "parent",
  },
  {
    kind: "a league's all-conference announcement from a high-school league",
    from: { address: "secretary@metroeightleague.example", name: "Metro Eight League" },
    subject: "2026 All-League Volleyball",
    body: "2026 METRO EIGHT ALL-LEAGUE VOLLEYBALL\n\nPlayer of the Year: Sienna Albers, Sr., OH, Westbrook\nFirst Team:\nJo Haney, Jr., S, Eastlake\nMara Quist, Sr., MB, Pinecrest\nTaylor Voigt, So., L, Lakemont",
    role: "other",
  },
  {
    kind: "a high-school coach's scheduling email with a college coach",
    from: { address: "coachreyes@sunvalleyhs.example", name: "Luis Reyes" },
    subject: "Practice visit",
    body: "Coach, you're welcome at practice any day next week 3:30-5:30. Our seniors are all committed already but the juniors would love to meet you.\n\nCoach Reyes\nSun Valley HS Softball",
    role: "high_school_coach",
  },
  {
    kind: "a parent asking to be removed from the camp mailing list",
    from: { address: "tina.marsh@gmail.com", name: "Tina Marsh" },
    subject: "please remove",
    body: "Please take me off your email list. My daughter Becca plays soccer now, not volleyball. Thank you.",
    role: "parent",
  },
  {
    kind: "a club's weekly newsletter with a commitment",
    from: { address: "news@ozarkpeakvolleyball.example", name: "Ozark Peak Volleyball Club" },
    subject: "Peak Weekly",
    body: "PEAK WEEKLY\n\nCongrats to Lainey Ross (18 Black, 2027 S) on her commitment to Harrowgate University!\n\nTryouts for 2027 season are Nov 15-16. Register on our site.\n\nYou are receiving this because you signed up at ozarkpeakvolleyball.example. Unsubscribe.",
    role: "club_coach",
  },
  {
    kind: "a college's own recruiting letter forwarded by mistake",
    from: { address: "lrivera@harrowgate.edu", name: "Lucia Rivera" },
    subject: "Harrowgate Volleyball Junior Day",
    body: "Dear [First Name],\n\nThank you for your interest in our program! We would love to have you at our Junior Day on Feb 7. Please fill out our questionnaire.\n\nGo Hawks,\nLucia Rivera\nAssistant Coach, Harrowgate Volleyball",
    role: "other",
  },
  {
    kind: "a clinic's waiver reminder to a camper's parent",
    from: { address: "camps@harrowgate.edu", name: "Harrowgate Volleyball Camps" },
    subject: "Missing waiver - Ivy Marchetti",
    body: "Hello,\n\nWe are missing the medical waiver for Ivy Marchetti (2029, setter) for the Winter Skills Clinic on Jan 9. Please upload it before check-in.\n\nHarrowgate Volleyball Camps",
    role: "other",
  },
  {
    kind: "a sporting-goods rep's team order",
    from: { address: "orders@hawkeyeteamsports.example", name: "Hawkeye Team Sports" },
    subject: "Your order #5521 has shipped",
    body: "Your order #5521 has shipped!\n\nItems: 18 practice jerseys (names on back: Restrepo, Haddad, Grunwald, Patel ...)\nTracking: 1Z555-0142\n\nThank you for your business.",
    role: "other",
  },
  {
    kind: "a summer league's draft list for college coaches",
    from: { address: "admin@collegiatesummerleague.example", name: "Collegiate Summer Softball League" },
    subject: "Summer league: your players assigned",
    body: "Coach Okafor,\n\nYour players have been placed for summer league:\n\nBrianna Coe - River Cats\nHolly Dunn - Blue Herons\nMia Salas - River Cats\n\nSchedules will follow in May.",
    role: "other",
  },
  {
    kind: "a parent of a current player with a family-weekend question",
    from: { address: "nkipkemoi@gmail.com", name: "Naomi Kipkemoi" },
    subject: "Family weekend tickets",
    body: "Hi! We are Faith's parents (#3, freshman DS). Are there reserved seats for families at the Family Weekend match on Nov 7? We'll be 6 people. Thank you coach!\n\nNaomi Kipkemoi",
    role: "parent",
  },
  {
    kind: "a recruit's mother saying she will stop playing",
    from: { address: "lorraine.pak@gmail.com", name: "Lorraine Pak" },
    subject: "Grace's recruiting",
    body: "Coach Okafor,\n\nThank you for your interest in Grace (2027 libero, Pacific Rim 17s). After her second concussion her doctor advised she stop playing, so she has decided not to play in college. We are grateful for your kindness.\n\nLorraine Pak",
    role: "parent",
    doubt: true,
  },
  {
    kind: "a transfer-portal entry notice from the college's own compliance system",
    from: { address: "portal-alerts@harrowgate.edu", name: "Harrowgate Compliance System" },
    subject: "Portal entry: your roster",
    body: "Notice: a student-athlete on your roster has entered the NCAA Transfer Portal.\n\nStudent-athlete: Camila Restrepo\nSport: Women's Volleyball\nYear: Junior\nDate: 11/25/2026\n\nPer bylaw 13.1.1.3, other institutions may now contact her.",
    role: "other",
  },
  {
    kind: "a camp's check-in pass",
    from: { address: "no-reply@campregister.example", name: "CampRegister" },
    subject: "Your check-in pass",
    body: "Show this pass at check-in.\n\nAthlete: Tess Oduya\nClass: 2029\nPosition: Catcher\nEvent: Harrowgate Softball Prospect Camp\nDate: Jan 23, 2027",
    role: "other",
  },
  {
    kind: "a club director asking about a scheduled college visit",
    from: { address: "kwolfe@magnoliaelite.example", name: "Karen Wolfe" },
    subject: "Visit to our practice?",
    body: "Hi Coach Okafor,\n\nYou mentioned you might come see our 17s practice in Baton Rouge on Dec 8. Just confirming the time: 6-8pm at the Magnolia Dome. Let me know and I'll have a seat for you.\n\nKaren Wolfe\nDirector, Magnolia Elite Volleyball",
    role: "club_coach",
  },
  {
    kind: "a current player's parent asking about a redshirt",
    from: { address: "pfairweather@fairweatherbuilds.example", name: "Paul Fairweather" },
    subject: "Redshirt question",
    body: "Coach Okafor,\n\nMy daughter Noa is a freshman middle on your roster. She has played in only 3 sets this year. Would you consider a redshirt so she keeps a season? She's 6'2\" and still growing into her body. We just want what's best for her development.\n\nPaul Fairweather",
    role: "parent",
  },
  {
    kind: "a parent of a freshman asking about study hall",
    from: { address: "ymendoza@gmail.com", name: "Yesenia Mendoza" },
    subject: "Study hall hours",
    body: "Coach,\n\nMy daughter Ari Mendoza (freshman pitcher) says study hall is 8 hours a week. She has a 3.9 so far. Can she get fewer hours? She needs the time for her labs.\n\nYesenia Mendoza",
    role: "parent",
    leftAlone: "sent to review: 'freshman pitcher' with no jersey number or 'the team' may be a high-school freshman's",
  },
  {
    kind: "a recruit's father's thank-you after she committed elsewhere, with her stats",
    from: { address: "ray.obi@gmail.com", name: "Ray Obi" },
    subject: "Thank you from Kemi Obi's family",
    body: "Coach,\n\nKemi Obi (2027 MB, 6'1\", Houston Skyline 17 Royal) signed her NLI with Carver State last week. We wanted to thank you for recruiting her and for the honest conversations.\n\nRay Obi",
    role: "parent",
    doubt: true,
  },
  {
    kind: "a current player's own note about missing practice",
    from: { address: "rosie.dunleavy@gmail.com", name: "Rosie Dunleavy" },
    subject: "practice today",
    body: "Hi Coach, I have a fever of 101 so I won't be at practice today. I'll go to the training room tomorrow morning. Sorry!\n\nRosie Dunleavy #17",
    role: "athlete",
    leftAlone: "its role: a person's question is taken for a parent's when nothing says who wrote, and 'I won't be at practice' says no prospect",
  },
  {
    kind: "a current player asking to miss a lift for a lab",
    from: { address: "ppatel9@harrowgate.edu", name: "Priya Patel" },
    subject: "Tuesday lift",
    body: "Hi Coach! It's Priya (#9). My chem lab moved to Tuesday at 6am, can I lift with the afternoon group this week? Thank you!!",
    role: "other",
  },
  {
    kind: "a parent ordering team gear for her daughter, your freshman libero",
    from: { address: "cmoss.home@gmail.com", name: "Carla Moss" },
    subject: "Team store",
    body: "Hi Coach,\n\nIs the team store still open? I'd like to order a warm-up jacket for Fay, your freshman libero, before Christmas. Size M.\n\nThank you,\nCarla Moss",
    role: "parent",
  },
  {
    kind: "a conference's player-of-the-week release about the coach's own player",
    from: { address: "media@summitplainsconference.example", name: "Summit Plains Conference" },
    subject: "SPC Volleyball Players of the Week",
    body: "FOR IMMEDIATE RELEASE\n\nOffensive Player of the Week: Camila Restrepo, Harrowgate, Sr., OH, Miami, Fla.\nRestrepo hit .412 with 38 kills in two wins.\n\nDefensive Player of the Week: Lia Santos, Carver State, Jr., L",
    role: "other",
  },
  {
    kind: "a camp director's counselor list naming current players",
    from: { address: "campdirector@harrowgatevbcamps.example", name: "Harrowgate Volleyball Camps" },
    subject: "Counselor assignments - June camp",
    body: "Counselors for the June Elite Camp:\n\nCourt 1: Noor Haddad (OPP), Priya Patel (S)\nCourt 2: Faith Kipkemoi (DS), Rosie Dunleavy (OH)\nCourt 3: Elsa Grunwald (MB), Kim Bui (L)\n\nCheck-in opens at 8am.",
    role: "other",
  },
  {
    kind: "a team photographer's gallery link",
    from: { address: "studio@lenslinephoto.example", name: "Lensline Photo" },
    subject: "Senior Day gallery is up",
    body: "Hi Coach Okafor,\n\nThe Senior Day gallery is ready: www.lenslinephoto.example/harrowgate-seniorday\nFavorites: Camila Restrepo's kill in set 4 and Hannah Ostrander with her family.\n\nDownloads are free for players and parents.\n\nMara at Lensline",
    role: "other",
  },
  {
    kind: "a student newspaper asking to interview a current player",
    from: { address: "sports@harrowgateherald.example", name: "Harrowgate Herald" },
    subject: "Interview request",
    body: "Hi Coach,\n\nI'm writing a feature on Camila Restrepo's 1,000th kill for Thursday's paper. Could I interview her after practice Wednesday?\n\nDev Amin\nSports Editor, Harrowgate Herald",
    role: "other",
  },
  {
    kind: "an academic advisor's progress report",
    from: { address: "jwells@harrowgate.edu", name: "Jamie Wells" },
    subject: "Midterm progress - volleyball",
    body: "Coach,\n\nMidterm flags for your team: Rosie Dunleavy (OH) has a D in Statistics; Faith Kipkemoi (DS) missed three Spanish classes.\n\nJamie Wells\nAcademic Advisor, Student-Athlete Services",
    role: "other",
  },
  {
    kind: "another college's coach asking about a player who left for the portal",
    from: { address: "bsaylor@dunmorestate.edu", name: "Bea Saylor" },
    subject: "Camila Restrepo",
    body: "Marisol,\n\nCamila Restrepo (OH) reached out to us from the portal. What can you tell me about her? Anything I should know?\n\nBea Saylor\nHead Volleyball Coach, Dunmore State",
    role: "other",
    doubt: true,
  },
  {
    kind: "a current player telling the coach she is entering the portal",
    from: { address: "crestrepo@harrowgate.edu", name: "Camila Restrepo" },
    subject: "Talk tomorrow?",
    body: "Coach, I've decided to enter the transfer portal after the season. Can we talk tomorrow before practice? Thank you for everything.\n\nCamila",
    role: "other",
  },
  {
    kind: "a grandmother's thank-you for a current player's senior day",
    from: { address: "bettyostrander@aol.example", name: "Betty Ostrander" },
    subject: "Senior day",
    body: "Dear Coach,\n\nThank you for the lovely senior day for my granddaughter Hannah. Watching her play setter for you these four years has been a joy.\n\nBetty Ostrander",
    role: "parent",
    leftAlone: "sent to review: 'watching her play setter for you these four years' is said of a current player in too many ways to catch each",
  },
  {
    kind: "an umpire's ejection report",
    from: { address: "umpires@valleyumpires.example", name: "Valley Umpires Association" },
    subject: "Incident report - Mar 8",
    body: "Incident report: Harrowgate vs Bellweather, Mar 8. Ari Mendoza (#22, P, Harrowgate) was ejected in the 5th inning for arguing balls and strikes. One-game suspension applies per conference rule 4.2.",
    role: "other",
  },
  {
    kind: "a NIL collective's note about a current player's deal",
    from: { address: "deals@hawknestcollective.example", name: "Hawk Nest Collective" },
    subject: "NIL agreement - Camila Restrepo",
    body: "Coach Okafor,\n\nFor your records: Camila Restrepo (Sr., OH) has signed a 3-month NIL agreement with Hawk Nest for two appearances and four social posts. Compliance has been copied.\n\nHawk Nest Collective",
    role: "other",
  },
  {
    kind: "a travel agency's flight manifest",
    from: { address: "groups@skylinetravel.example", name: "Skyline Team Travel" },
    subject: "Manifest - Florida trip",
    body: "Manifest for HGU Volleyball, Dec 28:\n\n1. Okafor, Marisol (coach)\n2. Restrepo, Camila\n3. Haddad, Noor\n4. Patel, Priya\n5. Dunleavy, Rosie\n\nPlease confirm spellings match IDs by Friday.",
    role: "other",
  },
  {
    kind: "a parent's question about the seats of a current player's family",
    from: { address: "omar.haddad@gmail.com", name: "Omar Haddad" },
    subject: "seats",
    body: "Coach, our seats for Noor's matches moved to section C this year. Can players' families still sit behind the bench? Noor said to ask you.\n\nOmar",
    role: "parent",
    doubt: true,
  },
  {
    kind: "a club director's request for college coaches to rate her tournament",
    from: { address: "survey@windridgevbc.example", name: "Windridge VBC" },
    subject: "How was the Winter Formal?",
    body: "Coaches,\n\nThank you for attending the Winter Formal! Please take our 2-minute survey so we can improve next year: www.windridgevbc.example/survey\n\nWindridge VBC",
    role: "club_coach",
  },
  {
    kind: "a parent's Spanish note that her daughter committed elsewhere",
    from: { address: "lorena.mejia@hotmail.com", name: "Lorena Mejía" },
    subject: "Gracias",
    body: "Estimada entrenadora:\n\nLe escribo para agradecerle su interés en Sofía. Ella se ha comprometido con Bellweather College, donde también estudia su prima. Muchas gracias por todo.\n\nLorena Mejía",
    role: "parent",
  },
  {
    kind: "a high-school booster club's banquet invitation",
    from: { address: "boosters@lakemontschools.example", name: "Lakemont Volleyball Boosters" },
    subject: "Banquet speaker?",
    body: "Dear Coach Okafor,\n\nWould you be our guest speaker at the Lakemont Volleyball banquet on Dec 12? Our seniors Pia Laird (Fenwick) and Ella Ford (Dunmore State) are both headed to college volleyball!\n\nLakemont Volleyball Boosters",
    role: "other",
  },
  {
    kind: "a conference compliance memo about a transfer",
    from: { address: "compliance@summitplainsconference.example", name: "Summit Plains Conference Compliance" },
    subject: "Intra-conference transfer notice",
    body: "Notice: Addison Reyes (Women's Volleyball, Carver State) has entered the transfer portal. Intra-conference transfer rules (Bylaw 14.5) apply: contact requires written notice to the conference office.",
    role: "other",
  },
  {
    kind: "a softball umpire's note about a rainout",
    from: { address: "rgarcia.ump@gmail.com", name: "Ray Garcia" },
    subject: "Rainout",
    body: "Coach, the Bellweather doubleheader is moved to Sunday at noon. Same crew. Your catcher Tess asked about the new pitch clock - it's 20 seconds.\n\nRay Garcia, umpire",
    role: "other",
  },
  {
    kind: "a parent's note about a current player's birthday surprise",
    from: { address: "kbui.family@gmail.com", name: "Kevin Bui" },
    subject: "Kim's birthday",
    body: "Hi Coach! Kim turns 19 on the 14th, the day of the Bellweather match. Could the team sing to her after warm-ups? We'll bring cupcakes for everyone.\n\nKevin (Kim's dad)",
    role: "parent",
    leftAlone: "sent to review: only 'the team sing to her after warm-ups' says she is on the coach's team",
  },
  {
    kind: "a recruiting service's invoice to the college",
    from: { address: "billing@courtsidescouting.example", name: "Courtside Scouting" },
    subject: "Invoice #2211",
    body: "Invoice #2211\nCollege coach subscription, 12 months: $1,200.00\nDue: Dec 31, 2026\n\nPay online: www.courtsidescouting.example/pay",
    role: "recruiting_service",
  },
  {
    kind: "a showcase organiser's thank-you for attending",
    from: { address: "hello@frontrangeshowcase.example", name: "Front Range Showcase" },
    subject: "Thank you, coaches!",
    body: "Coaches,\n\nThank you for attending the Front Range Showcase. 312 athletes from the classes of 2027-2030 competed. Rosters and results are in your coach portal.\n\nSee you in July!",
    role: "other",
  },
  {
    kind: "a club's note that its player profiles are live",
    from: { address: "recruiting@mesaridgevbc.example", name: "Mesa Ridge VBC" },
    subject: "2027-2029 profiles are live",
    body: "Hello college coaches,\n\nOur 2027, 2028 and 2029 player profiles, with film and transcripts, are now live at www.mesaridgevbc.example/recruiting. Contact our recruiting coordinator with questions.\n\nMesa Ridge VBC",
    role: "club_coach",
  },
  {
    kind: "a club coach asking for the college's camp dates for her team",
    from: { address: "coachlena@pinecrestjuniors.example", name: "Lena Marsh" },
    subject: "Team camp dates?",
    body: "Hi Coach,\n\nCould you send your summer team camp dates? Our 16s would like to come as a group, about 12 girls.\n\nLena Marsh\n16 Black Head Coach, Pinecrest Juniors",
    role: "club_coach",
  },
  {
    kind: "a high-school AD asking for a signed ball for an auction",
    from: { address: "ad@eastlakeschools.example", name: "Jo Carver" },
    subject: "Auction item",
    body: "Coach Okafor,\n\nEastlake's athletic boosters are holding a spring auction. Would you be willing to donate a signed team ball? Our 2027 setter Mara Quist would deliver the thank-you note!\n\nJo Carver\nAthletic Director, Eastlake High School",
    role: "high_school_coach",
    doubt: true,
  },
  {
    kind: "a sports-drink vendor's pitch",
    from: { address: "team@hydrapeak.example", name: "HydraPeak Team Sales" },
    subject: "Fuel your Hawks",
    body: "Coach,\n\nTeams like Fenwick and Carver State fuel with HydraPeak. Book a 10 minute call this week and get two free cases. Pricing starts at $1.10 per bottle.\n\nReply STOP to opt out.",
    role: "other",
  },
  {
    kind: "a parent of a current player asking about summer housing",
    from: { address: "s.ostrander@gmail.com", name: "Rob Ostrander" },
    subject: "Summer housing",
    body: "Coach, Hannah wants to stay on campus for summer workouts. Is summer housing covered for players on scholarship or should we budget for it?\n\nRob",
    role: "parent",
  },
  {
    kind: "a conference office's officials schedule",
    from: { address: "officials@summitplainsconference.example", name: "Summit Plains Conference" },
    subject: "Week 12 officials",
    body: "Week 12 assignments:\nHarrowgate vs Dunmore State - R1 Ferris, R2 Voss\nCarver State vs Fenwick - R1 Lowe, R2 Park\n\nContact the coordinator with conflicts.",
    role: "other",
  },
];
const INTRODUCTIONS: Probe[] = [
  {
    kind: "a phone-typed note",
    from: { address: "kaylinbee29@gmail.com", name: "Kaylin Bee" },
    subject: "volleyball",
    body: "hi coach im kaylin bee 2029 OH 5'10 play for mojave 15 black. would love to come to ur camp and be on ur radar. vid: https://www.hudl.com/video/3/1102/kbee29\n\nSent from my iPhone",
    role: "athlete",
  },
  {
    kind: "an all-capitals note from a father",
    from: { address: "bigrick.sandoval@yahoo.com", name: "RICK SANDOVAL" },
    subject: "MY DAUGHTER MARISOL SANDOVAL 2028 PITCHER",
    body: "COACH,\n\nMY DAUGHTER MARISOL SANDOVAL IS A 2028 RIGHT HANDED PITCHER FOR TEXAS BLAZE 16U. SHE THROWS 58 MPH AND HAS A 3.6 GPA AT CANYON RIDGE HIGH SCHOOL. PLEASE WATCH HER AT THE FALL CLASSIC.\n\nRICK SANDOVAL\n210-555-0141",
    role: "parent",
  },
  {
    kind: "a mother writing in Spanish",
    from: { address: "gabriela.fuentes@hotmail.com", name: "Gabriela Fuentes" },
    subject: "Mi hija Valentina - voleibol 2028",
    body: "Estimada entrenadora Okafor:\n\nLe escribo sobre mi hija Valentina Fuentes. Es armadora, mide 1,78 m, clase 2028, y juega en el club Águilas de Monterrey 16. Tiene promedio de 9.4. Le comparto su video: https://www.youtube.com/watch?v=vfuentes28\n\nMuchas gracias,\nGabriela Fuentes",
    role: "parent",
  },
  {
    kind: "a father writing in Portuguese",
    from: { address: "paulo.azevedo@gmail.com", name: "Paulo Azevedo" },
    subject: "Minha filha Beatriz - ponteira 2027",
    body: "Olá treinadora,\n\nSou o pai da Beatriz Azevedo, ponteira, 1,83 m, turma de 2027. Ela joga no Minas Juvenil e estuda no Colégio Santo Inácio. Vídeo: https://www.youtube.com/watch?v=bia27azevedo\n\nObrigado,\nPaulo Azevedo",
    role: "parent",
  },
  {
    kind: "a club coach recommending two players",
    from: { address: "jlarkin@prairiewindvbc.example", name: "Jess Larkin" },
    subject: "Two 2028s you should see",
    body: "Coach Okafor,\n\nI coach Prairie Wind 16 Black and I have two 2028s I think fit Harrowgate:\n\nMaddie Voss - 6'0\" OH, 3.9 GPA, terminal on the left\nJuno Park - 5'7\" L, passes a 2.4\n\nWe'll be at the Winter Formal, court 9. Happy to send film.\n\nJess Larkin\nHead Coach, Prairie Wind 16 Black",
    role: "club_coach",
  },
  {
    kind: "a template with slots left unfilled",
    from: { address: "brookeanders08@gmail.com", name: "Brooke Anders" },
    subject: "Prospective Student-Athlete - Brooke Anders",
    body: "Dear Coach [Last Name],\n\nMy name is Brooke Anders and I am a 2028 middle blocker at Glenview High School. I am very interested in [School Name] and your volleyball program. I play club for Chicago Force 16 Elite. I am 6'1\" with a 3.7 GPA.\n\nHighlights: https://www.hudl.com/video/3/77/banders\n\nThank you,\nBrooke Anders",
    role: "athlete",
  },
  {
    kind: "a committed player introducing her teammate",
    from: { address: "lainey.ross27@gmail.com", name: "Lainey Ross" },
    subject: "My teammate Quinn",
    body: "Hi Coach Okafor!\n\nI can't wait to be a Hawk next fall! I wanted to introduce my teammate Quinn Adair, a 2028 libero on 18 Black with me. She's the best passer I've played with and she's really interested in Harrowgate. Her film: https://www.hudl.com/video/3/55/qadair\n\nLainey Ross",
    role: "other",
  },
  {
    kind: "a player committed elsewhere introducing her teammate",
    from: { address: "hkline.vb@gmail.com", name: "Harper Kline" },
    subject: "Teammate recommendation",
    body: "Hi Coach Okafor,\n\nI committed to Dunmore State last spring, but my teammate Esme Duarte is still looking and I think she would be perfect for Harrowgate. She's a 2028 setter on Thunder 16 Black, 5'10\", 3.9 GPA. Her film: https://www.hudl.com/video/3/66/eduarte\n\nHarper Kline",
    role: "other",
  },
  {
    kind: "a junior-college player",
    from: { address: "tanyamorrow.vb@outlook.com", name: "Tanya Morrow" },
    subject: "JUCO OH - 2 years eligibility",
    body: "Coach,\n\nI'm a sophomore outside hitter at Cedar Valley Community College (NJCAA D1). 6'0\", 3.4 kills per set, 3.3 GPA. I have two years of eligibility left and I'm looking for a four-year school for fall 2027.\n\nhttps://www.hudl.com/video/3/88/tmorrow\n\nTanya Morrow",
    role: "athlete",
  },
  {
    kind: "a player who only pastes a profile link and one line",
    from: { address: "zoe.halvorsen@icloud.com", name: "Zoe Halvorsen" },
    subject: "2028 setter",
    body: "https://www.fieldlevel.example/profile/zoehalvorsen\nwould love to play for you!",
    role: "athlete",
  },
  {
    kind: "a current high-school player whose mother mentions her older sister plays in college",
    from: { address: "annette.lindqvist@gmail.com", name: "Annette Lindqvist" },
    subject: "Sofie Lindqvist - 2028 OH",
    body: "Hi Coach,\n\nMy older daughter Ingrid plays at Fenwick and loves it. Now it's her little sister's turn! Sofie Lindqvist is a 2028 outside hitter, 6'0\", playing for Twin Cities 16 Elite and Edina High School. Her film is here: https://www.hudl.com/video/3/91/sofiel\n\nAnnette Lindqvist",
    role: "parent",
  },
  {
    kind: "a player asking about playing time as a recruit",
    from: { address: "jaylahwest28@gmail.com", name: "Jaylah West" },
    subject: "Interested in Harrowgate - Jaylah West 2028 DS",
    body: "Hi Coach Okafor,\n\nI'm Jaylah West, a 2028 DS/L at Creekside High School and Gulf Coast 16 Black. Would a libero recruit have a chance at playing time as a freshman? I'm 5'6\" with a 3.8 GPA. My video: https://youtu.be/jwest28dig\n\nThank you,\nJaylah West",
    role: "athlete",
  },
  {
    kind: "a high-school coach recommending a senior after the signing period",
    from: { address: "pgallo@rivertonhs.example", name: "Pat Gallo" },
    subject: "Late bloomer - 2027 MB",
    body: "Coach Okafor,\n\nI coach at Riverton High School. My senior middle, Hallie Burke, grew three inches this year and is now 6'2\". She's uncommitted and a 3.9 student. Her film: https://www.hudl.com/video/3/42/hburke\n\nPat Gallo\nHead Volleyball Coach, Riverton High School",
    role: "high_school_coach",
  },
  {
    kind: "a short note from a mother with the basics in a line",
    from: { address: "msteele@gmail.com", name: "Monica Steele" },
    subject: "Ava Steele 2029",
    body: "Hi coach - my daughter Ava Steele, 2029 catcher, Lone Star Bombers 15U, 3.9 GPA. Video https://youtu.be/avasteele29 - thanks! Monica",
    role: "parent",
  },
  {
    kind: "a player whose family says another daughter committed",
    from: { address: "rgarza.family@gmail.com", name: "Rosa Garza" },
    subject: "Elena Garza 2029 setter",
    body: "Coach Okafor,\n\nMy oldest, Lucia, has committed to Dunmore State, and now we're starting with her sister. Elena Garza is a 2029 setter, 5'9\", at Westlake High School and Austin Storm 15 Red. Video: https://youtu.be/egarza29\n\nRosa Garza",
    role: "parent",
  },
  {
    kind: "a club coach's note after a player decommitted",
    from: { address: "coachdee@coastalfastpitch.example", name: "Dee Harmon" },
    subject: "2028 SS back on the market",
    body: "Coach,\n\nMaya Lind (2028 SS, Coastal Fastpitch 16U) has decommitted and is open again. Quick bat, 3.8 GPA, plays a great shortstop. Video: https://youtu.be/mlind28ss\n\nDee Harmon\nHead Coach, Coastal Fastpitch 16U",
    role: "club_coach",
  },
  {
    kind: "a player who mentions her club's tournament schedule",
    from: { address: "nora.ekstrom28@gmail.com", name: "Nora Ekstrom" },
    subject: "Nora Ekstrom 2028 MB - schedule",
    body: "Hi Coach Okafor,\n\nMy name is Nora Ekstrom, a 2028 middle blocker (6'1\") for Windridge 16 Black. Here is our winter schedule:\nWinter Formal - Dec 12-13 - Court 9\nMLK Classic - Jan 16-18\n\nI hope you can come watch!\nNora Ekstrom\n3.6 GPA | Shawnee Mission North",
    role: "athlete",
  },
  {
    kind: "a parent asking about the program while introducing her daughter",
    from: { address: "kim.dorsey@outlook.com", name: "Kim Dorsey" },
    subject: "Questions about your program",
    body: "Hello Coach,\n\nMy daughter Aubrey Dorsey (2028, S, 5'10\", Bluegrass 16 Gold) is very interested in Harrowgate. What does a typical week look like for your players? How is housing for freshmen? Her film: https://youtu.be/adorsey28\n\nKim Dorsey",
    role: "parent",
  },
  {
    kind: "a player thanking for camp and introducing herself",
    from: { address: "tess.oduya29@gmail.com", name: "Tess Oduya" },
    subject: "Thank you for camp!",
    body: "Coach Okafor,\n\nThank you for the prospect camp! I was the catcher in the blue shirt, Tess Oduya, 2029, from Lincoln East HS. I play for Nebraska Gold 15U. I'd love to stay in touch.\n\nTess Oduya",
    role: "athlete",
  },
  {
    kind: "a player in Spanish with a one-line body",
    from: { address: "ximena.r.vb@gmail.com", name: "Ximena Robles" },
    subject: "Jugadora 2028",
    body: "Hola coach, soy Ximena Robles, líbero clase 2028 del club Halcones 16. Mi video: https://youtu.be/xrobles28",
    role: "athlete",
  },
  {
    kind: "a grandmother writing",
    from: { address: "nana.june@aol.example", name: "June Whitaker" },
    subject: "My granddaughter",
    body: "Dear Coach,\n\nMy granddaughter Callie Whitaker is a 2028 outside hitter at Mercy Academy and plays for Louisville Legacy 16. She has always dreamed of playing in college. Her coach says she has a strong arm.\n\nJune Whitaker\n502-555-0119",
    role: "parent",
  },
  {
    kind: "a transfer-portal player writing herself from her college address",
    from: { address: "arey12@carverstate.edu", name: "Addison Reyes" },
    subject: "Portal - OH - Addison Reyes",
    body: "Coach Okafor,\n\nMy name is Addison Reyes. I entered the transfer portal this week after two seasons as an outside hitter at Carver State. I have two years left. 6'0\", 3.5 GPA.\n\nFilm: https://www.hudl.com/video/3/12/areyes\n\nAddison Reyes",
    role: "athlete",
  },
  {
    kind: "a club director introducing one player in a club's mass-mail layout",
    from: { address: "recruiting@bayoucityvbc.example", name: "Bayou City VBC" },
    subject: "Recruit profile: Imani Cole (2028 OPP)",
    body: "Coach Okafor,\n\nWe'd like to introduce Imani Cole, a 2028 opposite on our 16 Black team.\n\nHeight: 6'1\"\nGPA: 3.8\nSchool: Kinkaid HS\nFilm: https://www.hudl.com/video/3/31/icole\n\nBayou City VBC Recruiting",
    role: "club_coach",
  },
  {
    kind: "a player who says she is uncommitted after a visit",
    from: { address: "sloane.price28@gmail.com", name: "Sloane Price" },
    subject: "Thank you for the visit - Sloane Price",
    body: "Coach,\n\nThank you for the unofficial visit on Saturday! I'm still uncommitted and Harrowgate is at the top of my list. I'm a 2028 setter for Titan 16 Black, 5'10\", 3.9 GPA.\n\nSloane Price",
    role: "athlete",
  },
  {
    kind: "an athlete with a very short text-style note and her stats only in the subject",
    from: { address: "rileyk2028@gmail.com", name: "Riley Kaczmarek" },
    subject: "Riley Kaczmarek | 2028 | OH | 6'0 | Chicago Force 16 Elite",
    body: "Hi Coach! Would love to get on your radar. Highlights: https://youtu.be/rkacz28 Thanks!",
    role: "athlete",
  },
  {
    kind: "a high-school coach recommending two softball players",
    from: { address: "coachbell@greenfieldhs.example", name: "Tara Bell" },
    subject: "Two Greenfield players",
    body: "Coach,\n\nI coach softball at Greenfield High School. Two of my juniors are worth a look: Kiki Dunn (2028 C, 3.7 GPA) and Rae Ortiz (2028 CF, 3.5 GPA), both on Indy Thunder 16U. Film on request.\n\nTara Bell\nHead Softball Coach, Greenfield HS",
    role: "high_school_coach",
  },
  {
    kind: "a player introducing herself with her committed sister's name",
    from: { address: "mia.kohl29@gmail.com", name: "Mia Kohl" },
    subject: "Mia Kohl 2029 P",
    body: "Hi Coach Okafor,\n\nMy sister Maren pitched for Prairie Fire and committed to Dunmore State. I'm Mia Kohl, a 2029 pitcher on the same team, 5'9\", 3.8 GPA. I'd love to pitch at Harrowgate.\n\nhttps://youtu.be/mkohl29\n\nMia Kohl",
    role: "athlete",
  },
  {
    kind: "a father's note with a question and no greeting",
    from: { address: "dave.ruiz@gmail.com", name: "Dave Ruiz" },
    subject: "Does Harrowgate recruit from California?",
    body: "Do you recruit in SoCal? My daughter Ana Ruiz is a 2028 lefty pitcher with SoCal Athletics 16U and Mira Costa High. 3.7 GPA. https://youtu.be/anaruiz28\nDave",
    role: "parent",
  },
  {
    kind: "a player's note in Portuguese",
    from: { address: "larissa.vb2028@gmail.com", name: "Larissa Monteiro" },
    subject: "Levantadora 2028 - Larissa Monteiro",
    body: "Olá treinadora Okafor,\n\nMeu nome é Larissa Monteiro, sou levantadora, turma de 2028, 1,80 m. Jogo no Praia Clube e quero estudar e jogar nos Estados Unidos. Vídeo: https://youtu.be/lmonteiro28\n\nObrigada!",
    role: "athlete",
  },
  {
    kind: "a club coach's note about a player who just left another commitment",
    from: { address: "coachmarta@sunstatevbc.example", name: "Marta Ibarra" },
    subject: "Reopened recruitment - 2027 setter",
    body: "Coach,\n\nOne of my players, Lily Chen (2027 S, 5'9\", Sun State 17 Royal), has reopened her recruitment after a coaching change at the school she had committed to. She's a 4.0 student. Film: https://youtu.be/lchen27s\n\nMarta Ibarra\nClub Director, Sun State VBC",
    role: "club_coach",
  },
  {
    kind: "an athlete writing in a short all-capitals subject and plain body",
    from: { address: "brynn.oakes@icloud.com", name: "Brynn Oakes" },
    subject: "2029 LIBERO - BRYNN OAKES",
    body: "COACH, I AM A 2029 LIBERO FOR ROCKY MOUNTAIN 15 BLACK. 5'5, 3.9 GPA, FOOTHILLS HS. I WOULD LOVE TO PLAY FOR HARROWGATE! https://youtu.be/boakes29",
    role: "athlete",
  },
  {
    kind: "a parent introducing twins",
    from: { address: "hlund@gmail.com", name: "Heidi Lund" },
    subject: "Lund twins - 2028 OH and S",
    body: "Coach,\n\nOur twins Greta Lund (OH, 5'11\") and Signe Lund (S, 5'9\") are 2028s at Fargo North and play for Red River 16 Black. They'd love to play together in college. Film: https://youtu.be/lundtwins\n\nHeidi Lund",
    role: "parent",
  },
  {
    kind: "a mother whose daughter plays at the coach's camp every summer",
    from: { address: "trina.vos@gmail.com", name: "Trina Vos" },
    subject: "Mae Vos - setter",
    body: "Coach Okafor,\n\nMae plays for you at your summer camp every year and she loves it. She's a setter at Riverton High School, 5'9\", and plays for Prairie Wind 16 Black. She would love to be considered.\n\nTrina Vos",
    role: "parent",
  },
  {
    kind: "a father who hopes his daughter will accept an offer from the coach",
    from: { address: "gene.albers@gmail.com", name: "Gene Albers" },
    subject: "Sienna Albers - OH",
    body: "Coach,\n\nMy daughter Sienna Albers is an outside hitter at Westbrook High School, 6'0\", Metro Eight player of the year. She will accept an offer from the right school and we hope that is Harrowgate. Her film: https://youtu.be/salbers27\n\nGene Albers",
    role: "parent",
  },
  {
    kind: "a father who hopes, in a short note with no film, that she will accept an offer from the coach",
    from: { address: "gene.albers@gmail.com", name: "Gene Albers" },
    subject: "Sienna Albers",
    body: "Coach, my daughter Sienna Albers is a 6'0 outside hitter at Westbrook High School. She will accept an offer from Harrowgate if you have one! Gene",
    role: "parent",
  },
  {
    kind: "a player whose sister is on the coach's team",
    from: { address: "mae.haddad29@gmail.com", name: "Mae Haddad" },
    subject: "Mae Haddad - S",
    body: "Hi Coach!\n\nMy sister Noor is a sophomore on your team and I've watched every home match. I'm Mae Haddad, a setter at Holland Hall, 5'9\", and I play for Tulsa Elite 15 Black.\n\nMae Haddad",
    role: "athlete",
  },
  {
    kind: "a club coach's short note naming her player with her club team and no class",
    from: { address: "coachtess@fjordvbc.example", name: "Tess Lund" },
    subject: "Ingrid Berg",
    body: "Coach, one of my players, Ingrid Berg, is a 6'2\" middle on Fjord 17 Black. She is committed to getting better every day and wants to play at Harrowgate.\n\nTess Lund\nHead Coach, Fjord 17 Black",
    role: "club_coach",
  },
  {
    kind: "a player who says she attended the coach's camp, relayed by a platform",
    from: { address: "no-reply@athleteinbox.example", name: "Kiara Bell via AthleteInbox" },
    subject: "New message from Kiara Bell",
    body: "New message from Kiara Bell:\n\nHi Coach, I attended your prospect camp in June. I'm a 2028 libero for Bay 16 Gold, 5'6\", 3.9 GPA. https://youtu.be/kbell28\n\nReply in AthleteInbox.",
    role: "athlete",
  },
  {
    kind: "a high-school coach whose seniors are committed, introducing a junior",
    from: { address: "coachreyes@sunvalleyhs.example", name: "Luis Reyes" },
    subject: "2028 catcher",
    body: "Coach, our seniors are all committed, but my junior catcher Ella Fry (2028, 3.8 GPA) is open and wants Harrowgate. Film on request.\n\nCoach Reyes\nSun Valley HS Softball",
    role: "high_school_coach",
  },
  {
    kind: "a mother writing from the family account with her daughter's words below",
    from: { address: "thekarlssons@gmail.com", name: "The Karlssons" },
    subject: "Linnea Karlsson 2028",
    body: "Coach - she asked me to send this for her, she's at practice.\n\nLinnea Karlsson\n2028 setter, Fjord 16 Black\n5'10\", 3.7 GPA\nhttps://youtu.be/lkarlsson28",
    role: "parent",
    leftAlone: "its role: nothing in her words says a parent wrote ('she asked me to send this'), and the family's display name is no person's",
  },
  {
    kind: "a terse athlete's note that speaks of her club coach as 'she'",
    from: { address: "rowan.teller28@gmail.com", name: "Rowan Teller" },
    subject: "2028 OH - Rowan Teller",
    body: "Coach Okafor - 2028 OH, 5'11\", Titan 16 Black. Coach Dana said she will be at the Winter Formal with us and you might come by. Film: https://youtu.be/rteller28\n\nRowan Teller",
    role: "athlete",
  },
  {
    kind: "a terse athlete's note without film that speaks of her setter as 'she'",
    from: { address: "rowan.teller28@gmail.com", name: "Rowan Teller" },
    subject: "Outside hitter",
    body: "Coach, OH at Lakemont High School, 5'11\", Titan 16 Black. Our setter Jo is amazing, she has set me all season. Hope to see you at the Winter Formal.\n\nRowan Teller",
    role: "athlete",
    leftAlone: "its role: the athlete read is her setter Jo (the names reader's call), so the writer is taken for someone else",
  },
  {
    kind: "a club coach pitching 'your future Hawk' with no class year",
    from: { address: "coachmo@deltavbc.example", name: "Mo Pruitt" },
    subject: "Your future Hawk",
    body: "Coach Okafor,\n\nMeet your future Hawk, Ava Lindgren! 6'1\" middle on Delta 17 Royal, 3.8 GPA, blocks like a wall. I'd love for you to see her at the Winter Formal.\n\nMo Pruitt\nHead Coach, Delta 17 Royal",
    role: "club_coach",
  },
  {
    kind: "a mother's note of her daughter's camp roster spot, with her club",
    from: { address: "hanh.tran@gmail.com", name: "Hanh Tran" },
    subject: "Mia Tran - camp",
    body: "Hi Coach,\n\nMy daughter Mia Tran is on your camp roster for January. She is a 2029 libero for Bay 15 Blue and a 4.0 student at Mission High School. We hope you get to see her play!\n\nHanh Tran",
    role: "parent",
  },
  {
    kind: "a high-school coach's note sent from a no-reply school system with a greeting",
    from: { address: "noreply@lakemontschools.example", name: "Lakemont Schools Messenger" },
    subject: "Message from Coach Pell",
    body: "Coach Okafor,\n\nI'd like you to look at my junior middle, Dara Kent, 6'2\", 3.6 GPA, Lakemont High School. Film: https://youtu.be/dkent28\n\nCoach Pell\nHead Volleyball Coach, Lakemont High School",
    role: "high_school_coach",
  },
  {
    kind: "a mother whose daughter has been a setter for the coach at her camps",
    from: { address: "kwhalen@gmail.com", name: "Kara Whalen" },
    subject: "Sadie Whalen - setter",
    body: "Coach,\n\nSadie Whalen has been a setter for you at three of your summer camps and she would love to play for Harrowgate. She is a 5'9\" junior at Oak Park High School.\n\nKara Whalen",
    role: "parent",
  },
  {
    kind: "a club coach promising she's the coach's starting setter of the future",
    from: { address: "coachbea@harborvbc.example", name: "Bea Holm" },
    subject: "Setter for you",
    body: "Coach,\n\nNell Ardent is a junior setter on Harbor 17 Black and trust me, she's your starting setter of the future. Smart, calm, 5'10\".\n\nBea Holm\nHead Coach, Harbor VBC",
    role: "club_coach",
  },
  {
    kind: "a player's note in text-speak with her class in words",
    from: { address: "jaz.okoro@icloud.com", name: "Jaz Okoro" },
    subject: "hey coach",
    body: "hey coach!! im jaz okoro, a junior setter at pine bluff high, 5'8, play club for delta 17 royal. i really want to play for harrowgate, can u come watch me at the winter formal?? thank u!!",
    role: "athlete",
  },
  {
    kind: "a father introducing his daughter in the third person, from his own mailbox, with her name",
    from: { address: "hkent@kentbuilders.example", name: "Hal Kent" },
    subject: "Dara Kent",
    body: "Coach,\n\nDara Kent is a junior middle at Lakemont High School. She's 6'2\" and she plays for Delta 17 Royal. She is interested in Harrowgate.\n\nHal Kent",
    role: "parent",
  },
  {
    kind: "a club coach's note that one player committed and another is open",
    from: { address: "coachsam@ironwoodfastpitch.example", name: "Sam Delgado" },
    subject: "2028 catcher still open",
    body: "Coach,\n\nKenna Shaw committed to Dunmore State last night, but her catcher Rae Lopez (2028 C, 3.6 GPA) is still open and loves Harrowgate. Video: https://youtu.be/rlopez28c\n\nSam Delgado\nHead Coach, Ironwood Fastpitch 16U",
    role: "club_coach",
  },
  {
    kind: "a player who says she is a freshman on her high school's team",
    from: { address: "ellie.voss31@gmail.com", name: "Ellie Voss" },
    subject: "Freshman OH",
    body: "Hi Coach,\n\nI'm Ellie Voss, a freshman outside hitter on the varsity team at Edina High School, 5'11\". I know I'm young but I'd love to come to your camp and learn about Harrowgate.\n\nEllie Voss",
    role: "athlete",
  },
  {
    kind: "a mother in Portuguese whose daughter dreams of playing for the coach",
    from: { address: "claudia.ramos@gmail.com", name: "Cláudia Ramos" },
    subject: "Minha filha Júlia",
    body: "Olá treinadora,\n\nMinha filha Júlia Ramos é líbero, turma de 2028, joga no Osasco Juvenil e sonha jogar para você. Vídeo: https://youtu.be/jramos28\n\nCláudia Ramos",
    role: "parent",
  },
  {
    kind: "a recruiting advisor introducing one client",
    from: { address: "nina@courtbridgeadvising.example", name: "Nina Park" },
    subject: "Client: Hana Sato, 2028 S",
    body: "Coach Okafor,\n\nI advise Hana Sato, a 2028 setter (5'9\", 3.9 GPA) at Mililani High School, Hawaii Rise 16. She has a strong interest in Harrowgate. Film: https://youtu.be/hsato28\n\nNina Park\nCollege Placement Advisor, CourtBridge",
    role: "recruiting_service",
  },
  {
    kind: "a player writing after the coach coached her sister for four years",
    from: { address: "lucy.ostrander29@gmail.com", name: "Lucy Ostrander" },
    subject: "Lucy Ostrander 2029 S",
    body: "Coach Okafor,\n\nThank you for four years of coaching my sister Hannah! Now it's my turn: I'm a 2029 setter at Ridgeline High School, 5'9\", and I'd love to follow her to Harrowgate.\n\nLucy Ostrander",
    role: "athlete",
  },
  {
    kind: "a junior-college coach passing on her sophomore, from her college address",
    from: { address: "mhart@cedarvalley.edu", name: "Mel Hart" },
    subject: "Sophomore OH with two years left",
    body: "Coach Okafor,\n\nMy sophomore outside hitter, Tay Brooks, has two years of eligibility left and wants a four-year school. 6'0\", 3.5 GPA, first-team all-region. Film: https://youtu.be/tbrooks26\n\nMel Hart\nHead Volleyball Coach, Cedar Valley Community College",
    role: "other",
  },
  {
    kind: "a mother thanking for five years of camps before introducing her daughter",
    from: { address: "rita.moss@gmail.com", name: "Rita Moss" },
    subject: "Fay Moss - 2028 OH",
    body: "Coach,\n\nThank you for five years of summer camps! Fay Moss is now a 2028 outside hitter, 5'11\", at Oak Park High School and she would love to play at Harrowgate.\n\nRita Moss",
    role: "parent",
  },
  {
    kind: "a mother whose older daughter is a freshman on the coach's team",
    from: { address: "lpatel.home@gmail.com", name: "Leena Patel" },
    subject: "Anjali Patel - setter",
    body: "Hi Coach,\n\nPriya is a freshman on your team and loves it. Her younger sister Anjali Patel is a setter at Westlake High School, 5'8\", and plays for Austin Storm 15 Red. We hope you'll watch her this spring.\n\nLeena Patel",
    role: "parent",
  },
  {
    kind: "a club's recommendation relayed by its team app from a no-reply address",
    from: { address: "no-reply@teamhuddle.example", name: "Cedar Hollow VBC via TeamHuddle" },
    subject: "Player recommendation",
    body: "Coach Okafor,\n\nWe'd like you to see Bree Yoon, a 2028 setter on our 16 Black, 5'10\", 3.9 GPA. Film: https://youtu.be/byoon28\n\nCedar Hollow VBC",
    role: "club_coach",
  },
  {
    kind: "a player's two-line note with her class and position only in the signature",
    from: { address: "sami.k@outlook.com", name: "Sami Kowal" },
    subject: "Interested in Harrowgate",
    body: "Coach, I'd love to be a Hawk. Can I send you film?\n\nSami Kowal\n2029 MB | 6'1\" | Lakemont HS",
    role: "athlete",
  },
];

describe("mail from strangers that introduces nobody is not summarised as recruiting", () => {
  for (const probe of NOT_RECRUITING) {
    const test = probe.leftAlone ? it.fails : it;
    test(`${probe.kind}${probe.leftAlone ? ` (left: ${probe.leftAlone})` : ""}`, () => {
      const result = run(probe);
      expect(result.outcome, verdictOf(result)).not.toBe("recruiting");
      if (!probe.doubt) expect(result.outcome, verdictOf(result)).toBe("filtered");
      expect(result.processed.senderRole, verdictOf(result)).toBe(probe.role);
    });
  }
});

describe("strangers' introductions of unusual shapes stay recruiting", () => {
  for (const probe of INTRODUCTIONS) {
    const test = probe.leftAlone ? it.fails : it;
    test(`${probe.kind}${probe.leftAlone ? ` (left: ${probe.leftAlone})` : ""}`, () => {
      const result = run(probe);
      expect(result.outcome, verdictOf(result)).toBe("recruiting");
      expect(result.processed.senderRole, verdictOf(result)).toBe(probe.role);
    });
  }
});

/** One email, as the coach forwards it: its outcome and the writer's role. */
const callOf = (from: Writer, subject: string, body: string) => {
  const result = run({ kind: subject, from, subject, body, role: "other" });
  return { outcome: result.outcome, role: result.processed.senderRole, verdict: verdictOf(result) };
};

describe("a player already on the coach's team is no prospect", () => {
  it("filters a parent's note about his daughter on the roster, though it gives her class standing, position and height", () => {
    const call = callOf(
      { address: "gwillett@gmail.com", name: "Greg Willett" },
      "Sadie",
      "Coach,\n\nSadie is a sophomore libero on your team and she's 5'6\". She has not played a set since October. Could we meet after Thursday's practice?\n\nGreg Willett",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still summarises a mother who says her older daughter plays for the coach and introduces the younger one", () => {
    const call = callOf(
      { address: "annette.lindqvist@gmail.com", name: "Annette Lindqvist" },
      "Sofie Lindqvist - OH",
      "Hi Coach,\n\nIngrid plays for you and loves it. Now it's her little sister's turn: Sofie Lindqvist is an outside hitter, 6'0\", at Edina High School and Twin Cities 16 Elite. She is a junior.\n\nAnnette Lindqvist",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
  it("never filters a mother whose senior daughter would love to be on the coach's team", () => {
    const call = callOf(
      { address: "jlee.family@gmail.com", name: "June Lee" },
      "Ava Lee - OH",
      "Hi Coach,\n\nMy daughter Ava Lee is a senior who'd love to be on your team. She is a 5'10\" outside hitter with a 3.9 GPA.\n\nJune Lee",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
  it("still summarises a recruit's father asking whether she would play as a freshman on the coach's team", () => {
    const call = callOf(
      { address: "rjimenez@gmail.com", name: "Raul Jimenez" },
      "Carla Jimenez - setter",
      "Coach,\n\nMy daughter Carla Jimenez is a junior setter at Del Norte High School, 5'9\", and plays for Sun City 17 Gold. Would she have a chance to play as a freshman on your team? She would love to play for you.\n\nRaul Jimenez",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
});

describe("a recruitment closed in other words is closed", () => {
  it("asks about, never summarises, a player who says she is already committed elsewhere", () => {
    const call = callOf(
      { address: "wren.talley28@gmail.com", name: "Wren Talley" },
      "thank you",
      "Hi Coach,\n\nThanks for letting me watch practice. I'm already committed to Dunmore State but it was fun to see your gym. Good luck this year!\n\nWren Talley\n2028 | OH | Summit Peak 16 Red",
    );
    expect(call.outcome, call.verdict).not.toBe("recruiting");
  });
  it("asks about, never summarises, a father whose daughter, named with her details in brackets, signed elsewhere", () => {
    const call = callOf(
      { address: "hank.bost@gmail.com", name: "Hank Bost" },
      "thank you",
      "Coach,\n\nJune Bost (2027 S, 5'10\", Delta 17 Royal) signed her NLI with Carver State on Wednesday. Thank you for recruiting her.\n\nHank Bost",
    );
    expect(call.outcome, call.verdict).not.toBe("recruiting");
  });
  it("still summarises a player who is committed to getting better, and one whose sister, named with her class, signed elsewhere", () => {
    const better = callOf(
      { address: "ivy.marsh29@gmail.com", name: "Ivy Marsh" },
      "Ivy Marsh 2029 OH",
      "Hi Coach,\n\nI'm Ivy Marsh, a 2029 outside hitter at Lakemont High School, 5'11\". I'm committed to getting better every day and I would love to play at Harrowgate.\n\nIvy Marsh",
    );
    expect(better.outcome, better.verdict).toBe("recruiting");
    const sister = callOf(
      { address: "mia.kohl29@gmail.com", name: "Mia Kohl" },
      "Mia Kohl 2029 P",
      "Hi Coach,\n\nMy sister Maren Kohl (2026 P) signed her NLI with Dunmore State. I'm Mia Kohl, a 2029 pitcher for Prairie Fire 15U, 5'9\", and I'd love to pitch at Harrowgate.\n\nMia Kohl",
    );
    expect(sister.outcome, sister.verdict).toBe("recruiting");
  });
});

describe("a committed player introducing her teammate introduces the teammate", () => {
  it("summarises a signee's note about her friend, named as such", () => {
    const call = callOf(
      { address: "nadia.ferro@gmail.com", name: "Nadia Ferro" },
      "my friend Talia",
      "Coach Okafor,\n\nI signed with Fenwick University last month, but my friend Talia Brooks is looking for a school! She is a 2028 libero for Gulf Coast 16 Black, 5'6\", 3.8 GPA. Film: https://youtu.be/tbrooks28\n\nNadia Ferro",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
  it("still asks about a player who says her teammate and she both committed elsewhere", () => {
    const call = callOf(
      { address: "nadia.ferro@gmail.com", name: "Nadia Ferro" },
      "thank you",
      "Coach Okafor,\n\nThank you for recruiting us. My teammate Talia Brooks and I have both committed to Fenwick University. She is a 2028 libero for Gulf Coast 16 Black and she has committed to Fenwick too.\n\nNadia Ferro",
    );
    expect(call.outcome, call.verdict).not.toBe("recruiting");
  });
});

describe("a recruitment closed with nothing said of a player is surely no introduction", () => {
  it("filters a signee's question about moving in, signed with her first name only", () => {
    const call = callOf({ address: "jojo.banner@icloud.com", name: "Jo Banner" }, "move in", "hey coach!! as an incoming freshman when can I move into the dorm in August? my dad has to book the truck\n\nJo");
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still asks about a player who says she committed elsewhere and gives her class and position", () => {
    const call = callOf(
      { address: "jojo.banner@icloud.com", name: "Jo Banner" },
      "update",
      "Coach, I have committed to Dunmore State. Thank you for everything!\n\nJo Banner\n2028 MB, Delta 16 Royal",
    );
    expect(call.outcome, call.verdict).toBe("needs_review");
  });
});

describe("a coach's mail that names no player and gives only a class year introduces nobody", () => {
  it("filters a club director's note about her 2029s' visit, naming none of them", () => {
    const call = callOf(
      { address: "fmoreau@delta-vbc.example", name: "Fran Moreau" },
      "our 2029s",
      "Hi Coach,\n\nOur 2029s would love to tour campus on the way to Nationals. Could we stop by on June 24 around noon? About 12 girls plus parents.\n\nFran Moreau\nClub Director, Delta VBC",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("never filters a club coach's note about one 2028 setter whose name is not given", () => {
    const call = callOf(
      { address: "fmoreau@delta-vbc.example", name: "Fran Moreau" },
      "2028 setter",
      "Hi Coach,\n\nI have a 2028 setter, 5'10\", 3.9 GPA, who would fit your program. Can I send you her film?\n\nFran Moreau\nClub Director, Delta VBC",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
});

describe("a coaching job offered introduces nobody", () => {
  it("filters another college's head coach telling of her staff opening", () => {
    const call = callOf(
      { address: "pvance@carverstate.edu", name: "Pia Vance" },
      "our staff",
      "Marisol,\n\nWe have an associate head coach vacancy (she would run our setters and serving). If you know anyone finishing their playing career, have them email me a resume.\n\nPia Vance\nHead Volleyball Coach, Carver State University",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still summarises a club coach's introduction that mentions her own assistant coach position", () => {
    const call = callOf(
      { address: "rlinde@harborvbc.example", name: "Rae Linde" },
      "Greta Sorensen - 2028 OH",
      "Coach,\n\nI took the head coach position at Harbor VBC this fall and one of my players stands out: Greta Sorensen, a 2028 outside hitter, 6'0\", 3.7 GPA. Film: https://youtu.be/gsoren28\n\nRae Linde\nHead Coach, Harbor VBC 16 Black",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
});

describe("a system's notice that greets nobody introduces no one", () => {
  it("filters a camp's confirmation from its no-reply address, with the camper's class, position and club", () => {
    const call = callOf(
      { address: "noreply@teamsignup.example", name: "TeamSignup" },
      "You're confirmed",
      "Confirmed: Harrowgate Softball Winter Camp\n\nParticipant: Lola Brandt\nGrad Year: 2029\nPosition: SS\nTeam: Ozark Storm 15U\n\nSee you January 9.",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("asks about, never filters, a service's profile alert from its notifications address", () => {
    const call = callOf(
      { address: "notifications@courtlinkscout.example", name: "CourtLink" },
      "New athlete profile",
      "New profile matching your search\n\nName: Dara Voss\nClass: 2028\nPosition: OH\nHeight: 6'1\"\nClub: Titan 16 Black\nVideo: https://youtu.be/dvoss28",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
  it("never filters a platform's notice that an athlete shared her profile and will attend the coach's camp", () => {
    const call = callOf(
      { address: "notifications@teamlinkapp.example", name: "TeamLink" },
      "An athlete shared her profile",
      "Ava Lindqvist shared her profile with you.\n\n2028 | OH | 6'0\" | Twin Cities 16 Elite\nAttending: Harrowgate Elite Camp, January 9\nhttps://youtu.be/alindq28",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
  it("never filters a platform's profile share naming the athlete, who will attend the coach's camp", () => {
    const call = callOf(
      { address: "notifications@teamlinkapp.example", name: "TeamLink" },
      "Profile shared: Ava Lindqvist",
      "A new athlete shared her profile with you.\n\nName: Ava Lindqvist\nClass: 2028\nPosition: OH\nClub: Twin Cities 16 Elite\nAttending: Harrowgate Elite Camp, January 9",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
  it("still summarises an athlete's message a platform relays from its no-reply address", () => {
    const call = callOf(
      { address: "no-reply@rosterhub.example", name: "Zara Quinn via RosterHub" },
      "Message from Zara Quinn",
      "Hi Coach Okafor,\n\nMy name is Zara Quinn, a 2028 setter for Titan 16 Black, 5'10\", 3.8 GPA. I'd love to play for Harrowgate. https://youtu.be/zquinn28\n\nZara Quinn\n\n---\nYou received this message through RosterHub.",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
});

describe("an event's organiser and a brand are no club and no school", () => {
  it("gives an event's results from its organiser to other, though its name says softball or fastpitch", () => {
    const from = { address: "info@lonestarfastpitchclassic.example", name: "Lone Star Fastpitch Classic" };
    const results = run({ kind: "results", from, subject: "Final results", body: "LONE STAR FASTPITCH CLASSIC - FINAL RESULTS\n\n16U Gold: Texas Blaze 16U\n16U Silver: Gulf Coast Hurricanes 16U\n\nThank you to all 96 teams!", role: "other" });
    expect(results.processed.senderRole, verdictOf(results)).toBe("other");
  });
  it("gives a news brand whose domain starts with 'prep' to other, and a prep school's own domain still to its school", () => {
    const news = run({ kind: "news", from: { address: "news@prepwirevolley.example", name: "PrepWire Volleyball" }, subject: "Weekly", body: "This week: the top 25 club teams after the Winter Formal.\n\nUnsubscribe", role: "other" });
    expect(news.processed.senderRole, verdictOf(news)).toBe("other");
    const school = run({ kind: "school", from: { address: "athletics@hillsideprep.example", name: "Hillside Prep Athletics" }, subject: "Senior Night", body: "Hillside Prep invites college coaches to our senior night on Oct 8 at 6pm.", role: "high_school_coach" });
    expect(school.processed.senderRole, verdictOf(school)).toBe("high_school_coach");
  });
  it("still gives a club's own event mail to the club", () => {
    const club = run({ kind: "club", from: { address: "events@windridgevbc.example", name: "Windridge VBC Winter Classic" }, subject: "Coach credentials", body: "College coaches,\n\nCredentials for the Windridge VBC Winter Classic are open. 80 teams, 14s-18s.\n\nWindridge VBC", role: "club_coach" });
    expect(club.processed.senderRole, verdictOf(club)).toBe("club_coach");
  });
});

describe("an organisation's bulletin telling of a commitment introduces nobody", () => {
  it("filters a club's bulletin congratulating a player on her commitment", () => {
    const call = callOf(
      { address: "news@bluffcityvbc.example", name: "Bluff City VBC" },
      "Bluff City Bulletin",
      "BLUFF CITY BULLETIN\n\nShout-out to Maren Tull (17 Red, 2027 MB, 6'2\") who has verbally committed to Carver State!\n\nHoliday camp registration is open for 10U-14U.\n\nUnsubscribe",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still asks about a club's bulletin that also tells of players still uncommitted", () => {
    const call = callOf(
      { address: "news@bluffcityvbc.example", name: "Bluff City VBC" },
      "Bluff City Bulletin",
      "BLUFF CITY BULLETIN\n\nShout-out to Maren Tull (17 Red, 2027 MB) who has verbally committed to Carver State! Still uncommitted: Ada Kern (2027 OH, 6'0\").\n\nUnsubscribe",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
});

describe("a writer who speaks of the player as 'she' is not the player, though hers is the only name", () => {
  it("never summarises a father's note about 'her' under his own name", () => {
    const call = callOf(
      { address: "lkarlsson@karlssonpaving.example", name: "Lars Karlsson" },
      "Update",
      "Coach,\n\nShe's a junior setter and she has been working on her jump set all fall. She will be at the Winter Formal with Fjord 17 Black.\n\nLars",
    );
    expect(call.outcome, call.verdict).not.toBe("recruiting");
  });
  it("still summarises a mother's note about 'her' with her class year written, though only the mother's name was read", () => {
    const call = callOf(
      { address: "kfarrow@gmail.com", name: "Kit Farrow" },
      "Camp question",
      "Hi Coach,\n\nWe heard Wren is on the waitlist for the winter clinic. She's a 2029 libero with Delta 15 Royal. Should we sign up for the spring one instead?\n\nKit Farrow",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
    expect(call.outcome, call.verdict).not.toBe("needs_review");
  });
  it("still summarises a player's own profile written of her in the third person, her name given twice", () => {
    const call = callOf(
      { address: "avalee28@gmail.com", name: "Ava Lee" },
      "Ava Lee - 2028 OH",
      "Ava Lee - 2028 OH - 5'10\"\n\nShe has played for Titan 16 Black for three years and she is a 3.9 student at Lakemont High School. Film: https://youtu.be/avalee28\n\nAva Lee",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
});

describe("a player signed to the coach's team, called by its mascot, is no prospect", () => {
  it("filters a school's invitation to honour 'your incoming Hawk' at its senior night", () => {
    const call = callOf(
      { address: "jross@cedarbluffschools.example", name: "Jan Ross" },
      "Senior recognition",
      "Coach Okafor,\n\nWe would be honored to have you at Cedar Bluff's senior recognition on Oct 15, when we celebrate your incoming Hawk, Pia Laird (OH), and her classmates.\n\nJan Ross\nActivities Director, Cedar Bluff High School",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still summarises a recruit who hopes to become the coach's future Hawk, and one who signs as one", () => {
    const hope = callOf(
      { address: "ivy.marsh29@gmail.com", name: "Ivy Marsh" },
      "Ivy Marsh - OH",
      "Hi Coach,\n\nI'm Ivy Marsh, an outside hitter at Lakemont High School, 5'11\", playing for Summit Peak 16 Red. I would love to become your future Hawk!\n\nIvy Marsh",
    );
    expect(hope.outcome, hope.verdict).toBe("recruiting");
    const signs = callOf(
      { address: "ivy.marsh29@gmail.com", name: "Ivy Marsh" },
      "Ivy Marsh - OH",
      "Hi Coach,\n\nI played outside hitter at the Thanksgiving Classic with Summit Peak 16 Red and would love for you to see me play.\n\nHopefully your future Hawk,\nIvy Marsh\nOH | Summit Peak 16 Red",
    );
    expect(signs.outcome, signs.verdict).toBe("recruiting");
    const signsOnOneLine = callOf(
      { address: "ivy.marsh29@gmail.com", name: "Ivy Marsh" },
      "Ivy Marsh - OH",
      "Hi Coach,\n\nI played outside hitter at the Thanksgiving Classic with Summit Peak 16 Red and would love for you to see me play.\n\nYour future Hawk, Ivy Marsh\nOH | Summit Peak 16 Red",
    );
    expect(signsOnOneLine.outcome, signsOnOneLine.verdict).toBe("recruiting");
  });
});

describe("a photographer's studio is an organisation", () => {
  it("gives a photo studio's gallery note naming players to other", () => {
    const call = callOf(
      { address: "mara@lakesidephoto.example", name: "Lakeside Photo" },
      "Gallery ready",
      "Hi Coach,\n\nYour media day photos are ready. Could you confirm spellings for Noor Haddad and Priya Patel before we print the roster poster?\n\nMara, Lakeside Photo",
    );
    expect(call.role, call.verdict).toBe("other");
    expect(call.outcome, call.verdict).not.toBe("recruiting");
  });
  it("still summarises a parent's introduction sent from her photography business's mailbox", () => {
    const call = callOf(
      { address: "dana@ruizphotography.example", name: "Ruiz Photography" },
      "Ana Ruiz - 2028 pitcher",
      "Coach,\n\nMy daughter Ana Ruiz is a 2028 left-handed pitcher for SoCal Athletics 16U and Mira Costa High School, 3.7 GPA. Her video: https://youtu.be/anaruiz28\n\nDana Ruiz",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
    expect(call.role, call.verdict).toBe("parent");
  });
});

describe("who says a recruitment is over is the player or her family", () => {
  it("gives a player's own note that she committed elsewhere to the athlete, and a father's about his daughter to the parent", () => {
    const own = callOf({ address: "sloane.price28@gmail.com", name: "Sloane Price" }, "thank you", "Coach,\n\nI have verbally committed to Fenwick University. Thank you for everything!\n\nSloane");
    expect(own.role, own.verdict).toBe("athlete");
    const father = callOf({ address: "rprice@pricelandscaping.example", name: "Rob Price" }, "Sloane", "Coach,\n\nSloane has committed to Fenwick University. Thank you for your time with her.\n\nRob Price");
    expect(father.role, father.verdict).toBe("parent");
  });
  it("still gives a reporter's question about a commitment to other", () => {
    const press = callOf(
      { address: "dkim@valleycourier.example", name: "Dana Kim" },
      "Comment on Sloane Price",
      "Coach,\n\nSloane Price has committed to Fenwick University. Would you comment on recruiting her?\n\nDana Kim\nSports Reporter, Valley Courier",
    );
    expect(press.role, press.verdict).toBe("other");
  });
});

describe("a family asking of a college player's life on the team writes of a current player", () => {
  it("filters a mother's question about her freshman's study hall, with her jersey number", () => {
    const call = callOf(
      { address: "lsantos.home@gmail.com", name: "Lucia Santos" },
      "study hall",
      "Hi Coach,\n\nMarta (#11, freshman libero) says study hall is every night. Is that for the whole first year? She is doing well in her classes.\n\nLucia Santos",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still asks about, never filters, a recruit's mother asking about study hall for her high-school sophomore on the team", () => {
    const call = callOf(
      { address: "lsantos.home@gmail.com", name: "Lucia Santos" },
      "study hall",
      "Hi Coach,\n\nMarta is a sophomore libero on the varsity team at Westlake High School. How does study hall work for your freshmen?\n\nLucia Santos",
    );
    expect(call.outcome, call.verdict).not.toBe("filtered");
  });
});

describe("a bulletin from a body whose business is not recruiting spotlights its own players", () => {
  it("filters a camp's bulletin with its camper of the month", () => {
    const call = callOf(
      { address: "news@ridgelinevolleyballcamps.example", name: "Ridgeline Volleyball Camps" },
      "Ridgeline Camps News",
      "RIDGELINE CAMPS NEWS\n\nCamper of the month: Tala Moreno, 2029 setter, 5'8\", Delta 15 Royal!\n\nSummer dates are posted.\n\nUnsubscribe",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still asks about a club's bulletin with its player of the month", () => {
    const call = callOf(
      { address: "news@deltavbc.example", name: "Delta VBC" },
      "Delta News",
      "DELTA NEWS\n\nPlayer of the month: Tala Moreno, 2029 setter, 5'8\", Delta 15 Royal!\n\nTryouts are posted.\n\nUnsubscribe",
    );
    expect(call.outcome, call.verdict).toBe("needs_review");
  });
});

describe("a family's thanks for four years is a current player's", () => {
  it("filters a father's thanks for four years of his daughter's college career", () => {
    const call = callOf(
      { address: "pnolan@gmail.com", name: "Pat Nolan" },
      "Thank you for four years",
      "Coach,\n\nAs Bree's last match comes up, we want to say thank you. She arrived a skinny 5'7\" libero from Ridgeline HS and leaves a captain.\n\nPat Nolan",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still summarises a mother's thanks for four years of camps, introducing her daughter", () => {
    const call = callOf(
      { address: "pnolan@gmail.com", name: "Pat Nolan" },
      "Bree Nolan - libero",
      "Coach,\n\nThank you for four years of great summer camps! Bree Nolan is now a 5'7\" libero at Ridgeline High School and plays for Delta 17 Royal. She would love to play for you.\n\nPat Nolan",
    );
    expect(call.outcome, call.verdict).toBe("recruiting");
  });
});

describe("a high-school coach writing of her player's four years in the past writes of a college player", () => {
  it("filters a coach's note asking how her former shortstop is doing", () => {
    const call = callOf(
      { address: "tbell@greenfieldschools.example", name: "Tara Bell" },
      "Checking in",
      "Coach,\n\nShe was my shortstop at Greenfield for four years and we all miss her. Is Brianna hitting well this fall? Tell her the team says hi!\n\nTara Bell\nHead Softball Coach, Greenfield HS",
    );
    expect(call.outcome, call.verdict).toBe("filtered");
  });
  it("still summarises a coach's senior who has been her libero for four years, and a former player now at a junior college", () => {
    const senior = callOf(
      { address: "tbell@greenfieldschools.example", name: "Tara Bell" },
      "Libero - Kiki Dunn",
      "Coach,\n\nKiki Dunn has been our libero for four years and she is the best passer I have coached. She is 5'6\" with a 3.7 GPA.\n\nTara Bell\nHead Volleyball Coach, Greenfield HS",
    );
    expect(senior.outcome, senior.verdict).toBe("recruiting");
    const juco = callOf(
      { address: "tbell@greenfieldschools.example", name: "Tara Bell" },
      "Kiki Dunn - transfer",
      "Coach,\n\nKiki Dunn is looking to transfer. She was our libero for four years and is now at Cedar Valley Community College. She is 5'6\" with a 3.7 GPA.\n\nTara Bell\nHead Volleyball Coach, Greenfield HS",
    );
    expect(juco.outcome, juco.verdict).toBe("recruiting");
  });
});

describe("a game's official who asks is no parent", () => {
  it("gives an umpire's question, signed as such, to other", () => {
    const call = callOf({ address: "dlowe.ump@gmail.com", name: "Dee Lowe" }, "Lineup card", "Coach, can you send the lineup card 30 minutes early Saturday? Your shortstop Mia asked about the new rule too.\n\nDee Lowe\nUmpire");
    expect(call.role, call.verdict).toBe("other");
  });
  it("still gives a parent's question that complains of a referee to the parent", () => {
    const call = callOf({ address: "mkeane@gmail.com", name: "Mo Keane" }, "Saturday", "Coach, the referee missed three net calls on Saturday. Can the conference look at the video?\n\nMo Keane");
    expect(call.role, call.verdict).toBe("parent");
  });
});

describe("a club's own name outweighs its words for its recruiting coordinator", () => {
  it("gives a club's mailing that points to its recruiting coordinator to the club", () => {
    const call = callOf(
      { address: "info@cedarhollowvbc.example", name: "Cedar Hollow VBC" },
      "Winter schedule",
      "College coaches,\n\nOur 17s and 18s play the Winter Formal and the MLK Classic. Reach our recruiting coordinator for rosters and film.\n\nCedar Hollow VBC",
    );
    expect(call.role, call.verdict).toBe("club_coach");
  });
  it("still gives a service's mailing that names its recruiting coordinator to the service", () => {
    const call = callOf(
      { address: "info@courtpathrecruiting.example", name: "CourtPath Recruiting" },
      "Winter schedule",
      "College coaches,\n\nOur athletes play the Winter Formal and the MLK Classic. Reach your recruiting coordinator for rosters and film.\n\nCourtPath Recruiting",
    );
    expect(call.role, call.verdict).toBe("recruiting_service");
  });
});
