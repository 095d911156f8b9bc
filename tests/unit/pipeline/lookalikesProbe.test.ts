import { describe, expect, it } from "vitest";
import { probeInbox, verdictOf, type ProbeMail } from "./probeHarness";

/**
 * Look-alikes probed with short invented emails: mail a college coach gets that names young players with their class,
 * position, club, height or GPA, or reads like an athlete's note, yet introduces no recruit to this coach (a player's
 * commitment elsewhere, a current player's note, visit logistics for a signee, an opponent's lineup, a club's tryout
 * placements, a camp's forms reminder, a parent's complaint, a media request, a fundraiser …), and the recruiting mail
 * that looks like them (a decommitted player reopening her recruitment, a transfer-portal player writing herself).
 * A look-alike may be filtered or asked about (a low-confidence verdict), never summarised as recruiting; an
 * introduction is never filtered.
 */
const inbox = probeInbox({ coach: { address: "lrowan@marlowstate.edu", name: "Lee Rowan" }, note: "FYI", sentAt: new Date("2026-11-17T20:14:02Z"), receivedAt: new Date("2026-11-20T12:00:00Z") });
interface Probe extends ProbeMail {
  kind: string;
  /** The coach forwarded it to the inbox (Gmail's block, or Outlook's or Apple Mail's), rather than it arriving at the inbox itself. */
  forwarded?: boolean | "outlook" | "apple";
  /** Still summarised as recruiting, and why it was left (the test expects the miss, so fixing it is noticed). */
  leftAlone?: string;
}

const run = (probe: Probe) => inbox(probe, probe.forwarded === true ? "gmail" : probe.forwarded || "direct");

const LOOKALIKES: Probe[] = [
  {
    kind: "a player's own note that she committed elsewhere",
    from: { address: "averystone28@gmail.com", name: "Avery Stone" },
    subject: "Thank you Coach Rowan",
    body: "Hi Coach Rowan,\n\nI wanted to let you know personally that I have verbally committed to Hollins Bay University. Thank you so much for your time and for coming to watch me play at Lakeshore Power 17 Black this fall. It was a really hard decision and I loved my visit to Marlow State.\n\nThank you again,\nAvery Stone\n2028 OH | Rogers High School",
  },
  {
    kind: "a player declining to go on, her recruitment over",
    from: { address: "kenzie.fry@icloud.com", name: "Kenzie Fry" },
    subject: "Update from Kenzie Fry",
    body: "Coach,\n\nAfter talking it over with my family I've decided not to play in college and will focus on nursing school. I'm grateful for your interest over the past year. Good luck to you and the team this season!\n\nKenzie Fry\nClass of 2027, libero\nTidewater Elite 18-1",
    forwarded: true,
  },
  {
    kind: "a current college player's note to her own coach",
    from: { address: "mhalvorsen@marlowstate.edu", name: "Maren Halvorsen" },
    subject: "Missing practice Thursday",
    body: "Hi Coach,\n\nI have a chemistry lab exam Thursday at 3 so I'll be about 45 minutes late to practice. I already told Jess so the setters can rotate. My ankle is feeling a lot better after treatment.\n\nMaren Halvorsen #12\nSophomore, MB",
  },
  {
    kind: "a current player writing from her own address about summer plans",
    from: { address: "jordyn.pike04@gmail.com", name: "Jordyn Pike" },
    subject: "summer league",
    body: "Hey coach! Can I play in the Bayside beach league this summer or does that mess with the lifting plan? A couple of the other freshmen want to do it too. I'm 5'9 so probably just defense lol\n\nJordyn",
  },
  {
    kind: "a signee's parent asking about parking for an official visit already booked",
    from: { address: "rachel.okafor@outlook.com", name: "Rachel Okafor" },
    subject: "Parking for Saturday visit",
    body: "Hi Coach Rowan,\n\nWe're so excited for Imani's official visit this Saturday. Where should we park when we arrive at 9? And will we need tickets for the match Saturday night, or will they be at will call under Okafor?\n\nThank you!\nRachel Okafor\n(Imani's mom)\n555-0134",
  },
  {
    kind: "an opposing coach's lineup and roster for Saturday's match",
    from: { address: "dbeck@northfieldcollege.edu", name: "Dana Beck" },
    subject: "Northfield roster for Saturday",
    body: "Coach,\n\nAttached and pasted below is our roster for Saturday. Please have your SID check pronunciations.\n\n2 Callie Ruiz S 5'8\" So.\n5 Britt Lang OH 6'0\" Jr.\n9 Noor Haddad MB 6'2\" Fr.\n14 Tessa Morrow L/DS 5'5\" Sr.\n\nSee you Saturday,\nDana Beck\nHead Volleyball Coach, Northfield College",
  },
  {
    kind: "an officials' assignment for a match",
    from: { address: "assignor@valleyofficials.example", name: "Valley Officials Assignor" },
    subject: "Match assignment confirmed: Marlow St vs Northfield",
    body: "Officials for Saturday 11/21, 7:00 PM at Marlow State:\n\nR1: Gina Torres\nR2: Paul Ebert\nScorer: Lindsey Cho\nLibero tracker: Aubrey Lam (2027, Westfield HS volunteer)\n\nPlease confirm receipt. Mileage forms due within 7 days.",
  },
  {
    kind: "a club's tryout placements sent to its families, forwarded by a club parent",
    from: { address: "tina.marsh@gmail.com", name: "Tina Marsh" },
    subject: "Fwd: 16s tryout results",
    body: "Coach Rowan - since you asked how tryouts went at our club, here's what they sent. Thought you'd find it funny that they spelled my name wrong!\n\n16 Black: Reese Lowe (S), Hallie Marsh (OH), Jada Quinn (MB)\n16 Red: Piper Vale (OH), Sloane Ortiz (L)\n16 White: Aria Knox (S), Beth Yoon (MB)\n\nPractices start Dec 1.\nTina",
  },
  {
    kind: "a lost-and-found note after camp naming the owner",
    from: { address: "campstaff.marlow@gmail.com", name: "Kelsey Dunn" },
    subject: "Lost knee pads from Sunday camp",
    body: "Coach,\n\nWe found a black pair of Mizuno knee pads and a water bottle labelled \"Sadie Ward - Ozark Storm 16 Gold\" in gym B after the Sunday session. Do you want me to mail them to the family or hold them in the office? Her mom's number on the camp form is 555-0148.\n\nKelsey\nStudent manager",
  },
  {
    kind: "the coach's own evaluation notes of players she already watched, sent to herself",
    from: { address: "lrowan@marlowstate.edu", name: "Lee Rowan" },
    subject: "notes - Dallas qualifier day 2",
    body: "Court 14, 9am:\nEmery Hale 2028 OH 6'0 - good arm, passing inconsistent. Follow up.\nCourt 14 11am:\nLila Chen 2027 S 5'10 - fast hands, committed? check\nCourt 9:\nMaya Obi 2028 MB 6'2 - raw, long, watch again in Jan\n\nAsk Jess to pull film on all three.",
  },
  {
    kind: "a camp's medical-form reminder naming a camper",
    from: { address: "camps@marlowvolleyball.example", name: "Marlow Volleyball Camps" },
    subject: "Missing medical form - Brooke Tanaka",
    body: "Hello Tanaka family,\n\nWe're missing the medical release for Brooke Tanaka (Grad year 2029, setter, Elite Skills Camp, Dec 6-7). Please upload it before check-in or bring a signed copy Saturday morning.\n\nMarlow Volleyball Camps",
  },
  {
    kind: "an NLI and official-visit logistics email about an already-signed player",
    from: { address: "travel@marlowstate.edu", name: "Pat Greene" },
    subject: "Flights for signee visit",
    body: "Coach,\n\nBooked for Hannah Voss (signed NLI 11/12, 2026 class, OH from Boise):\nDepart BOI Fri 12/4 6:10am arrive 11:45am\nReturn Sun 12/6 2:30pm\n\nHotel: Marlow Inn, 1 night. Mom traveling with her.\n\nPat Greene\nTeam Travel Coordinator",
  },
  {
    kind: "a current player's parent complaining about playing time",
    leftAlone: "a current player's parent; nothing but 'playing time' says so, and introductions ask for playing time too",
    from: { address: "gregwhitlock@yahoo.com", name: "Greg Whitlock" },
    subject: "Concerned parent",
    body: "Coach Rowan,\n\nI'm writing about my daughter Paige's lack of playing time. She was recruited as a 6'1\" outside hitter and was all-state at Cedar Ridge, and she hasn't seen the floor in four matches. I'd like to set up a meeting to understand the plan for her.\n\nGreg Whitlock",
  },
  {
    kind: "a media request about a current player",
    from: { address: "ktran@valleycourier.example", name: "Kim Tran" },
    subject: "Interview request - Olivia Baines",
    body: "Hi Coach,\n\nI'd love to do a short feature on your freshman setter Olivia Baines, the Hillcrest High grad who was named conference rookie of the week. Could I get 15 minutes with her after Thursday's practice?\n\nThanks,\nKim Tran\n555-0171",
  },
  {
    kind: "the coach's youth team she volunteers for: its practice note",
    from: { address: "marlowyouthvb@gmail.com", name: "Marlow Youth VB" },
    subject: "12U Tuesday practice",
    body: "Coach Lee,\n\nThanks for helping with our 12U girls again. Tuesday we have Ella Park (setter), Mia Grant and Zoe Fuller (hitters) and the two new liberos. Gym opens at 5:30.\n\nJenna\n12U team mom",
  },
  {
    kind: "a paid player-development service's weekly report on the coach's own players",
    from: { address: "reports@courtiq.example", name: "CourtIQ Reports" },
    subject: "Weekly development report: Marlow State",
    body: "Your weekly summary for Marlow State Volleyball\n\nTop movers this week:\nAbby Tran (OH) - approach jump +1.5\"\nMaren Halvorsen (MB) - block touch 10'1\"\nJess Ito (S) - serve accuracy 84%\n\nView full dashboards in your CourtIQ account.",
  },
  {
    kind: "a high school's honour roll forwarded by a counselor",
    from: { address: "jwells@cedarridgeschools.example", name: "Janet Wells" },
    subject: "Fall honor roll",
    body: "Coach,\n\nYou'd asked about our student-athletes' academics when you visited. Our fall honor roll athletes in volleyball: Lexi Grant (12), 3.9; Mara Cole (11), 4.0; Tia Reyes (10), 3.8. Congratulations to all of them!\n\nJanet Wells\nCounseling Office, Cedar Ridge High School",
  },
  {
    kind: "a reply-all chain among club parents about snacks",
    leftAlone: "her club and position come from the quoted group message, which fills gaps as quoted history does",
    from: { address: "beckyloo@gmail.com", name: "Becky Loo" },
    subject: "Re: 17 Black snack schedule",
    body: "I can take Saturday of the Dallas qualifier! Sophie will bring her speaker too haha.\n\nBecky (Sophie Loo's mom, #7 OH)\n\nOn Mon, Nov 16, 2026, Carla Diaz <carladiaz@gmail.com> wrote:\n> Hi all, we still need snacks for Dallas. Lakeshore Power 17 Black families please sign up!",
  },
  {
    kind: "an athletic trainer's injury update on a current player",
    from: { address: "atc.kim@marlowstate.edu", name: "Sam Kim" },
    subject: "Injury update",
    body: "Coach,\n\nNoelle Ortiz (RS, #4) saw Dr. Ames today: grade 1 ankle sprain. Out of practice through Thursday, re-eval Friday. She can do upper body lift.\n\nSam Kim, ATC",
  },
  {
    kind: "an incoming freshman who signed here asking about move-in",
    from: { address: "harperjames2026@gmail.com", name: "Harper James" },
    subject: "Summer move in question",
    body: "Hi Coach!\n\nI just got my housing assignment for next fall. When do freshmen move in for summer workouts? My mom wants to book flights. I can't wait to be a Marlow State Eagle!!\n\nHarper James\n2026 Signee, Setter",
  },
  {
    kind: "a current player announcing she enters the transfer portal (leaving)",
    from: { address: "tnovak@marlowstate.edu", name: "Tara Novak" },
    subject: "Transfer portal",
    body: "Coach,\n\nThank you for everything the last two years. After a lot of thought I've decided to enter the transfer portal at the end of the semester. I'll come by your office Monday to talk in person.\n\nTara Novak\nJunior, L/DS",
  },
  {
    kind: "a young player's fundraiser letter asking for a donation",
    from: { address: "kaylaquinn2029@gmail.com", name: "Kayla Quinn" },
    subject: "Help our team get to Nationals!",
    body: "Hi! My name is Kayla Quinn and I'm a 2029 setter for Ozark Storm 15 Gold. Our team qualified for AAU Nationals in Orlando and we are raising money for travel. Any donation helps! You can give here: https://gofund.example/ozark15gold\n\nThank you so much!\nKayla Quinn",
  },
  {
    kind: "a high-school player asking to interview the coach for a school project",
    from: { address: "ellie.marsh@cedarridgeschools.example", name: "Ellie Marsh" },
    subject: "School project interview",
    body: "Hello Coach Rowan,\n\nI'm a junior at Cedar Ridge High School and I play volleyball (middle). For my senior-project class I'm researching careers in college coaching. Would you be willing to answer five questions by email? It would really help my grade.\n\nThank you,\nEllie Marsh",
  },
  {
    kind: "a parent saying her daughter chose another school",
    from: { address: "lisa.brandt@outlook.com", name: "Lisa Brandt" },
    subject: "Callie's decision",
    body: "Coach Rowan,\n\nThank you for recruiting Callie so hard. She has decided to accept an offer from Grand Forks State, closer to home. She really liked your staff and we will be cheering for you.\n\nWarmly,\nLisa Brandt\nmom of Callie Brandt, 2027 MB, Prairie Fire 18 Elite",
  },
  {
    kind: "equipment order with current players' sizes and numbers",
    from: { address: "orders@teamgearpro.example", name: "TeamGear Pro" },
    subject: "Jersey proof - Marlow State",
    body: "Please approve the names and numbers below.\n\n#2 ITO - S - size M\n#4 ORTIZ - RS - size L\n#12 HALVORSEN - MB - size L\n#15 TRAN - OH - size M\n\nReply APPROVED to begin production.",
  },
  {
    kind: "a senior-day RSVP from a current player's family",
    from: { address: "thebainesfam@gmail.com", name: "Mark Baines" },
    subject: "Senior day RSVP",
    body: "Hi Coach,\n\nWe'll have 6 coming for Olivia's senior day on the 28th: her grandparents from Hillcrest, her brother and us. Can we bring flowers onto the court after the match?\n\nMark Baines",
  },
  {
    kind: "a club director asking the coach to help place a player she is not introducing (a graduate job reference)",
    from: { address: "director@prairiefirevb.example", name: "Tom Ruiz" },
    subject: "Reference for Jen Cole",
    body: "Coach Rowan,\n\nJen Cole, who played for us (2019 grad, setter) and then at Dunmore College, has applied for your graduate assistant coaching position. She coached our 14s last year and was terrific. Happy to talk any time.\n\nTom Ruiz\nClub Director, Prairie Fire VBC\n555-0119",
  },
  {
    kind: "a recruit's mother thanking for the visit after she committed here",
    from: { address: "dana.voss@gmail.com", name: "Dana Voss" },
    subject: "Thank you!",
    body: "Coach Rowan,\n\nHannah has not stopped smiling since she committed on Sunday. Thank you for making our family feel so welcome. We'll send her transcript to admissions this week.\n\nDana Voss",
  },
  {
    kind: "a camp's group assignments for the coach's staff",
    from: { address: "camps@marlowvolleyball.example", name: "Marlow Volleyball Camps" },
    subject: "Court assignments - Elite Skills Camp",
    body: "Staff,\n\nCourt 1 (setters) - Coach Jess: Brooke Tanaka 2029, Aria Knox 2028, Lena Brooks 2029\nCourt 2 (pins) - Coach Abby: Piper Vale 2028 OH, Reese Lowe 2028 OH, Sloane Ortiz 2029 OPP\nCourt 3 (middles) - Coach Maren: Jada Quinn 2028, Beth Yoon 2029\n\nCheck-in 8am.",
  },
  {
    kind: "a scholarship award announcement from the boosters naming winners",
    from: { address: "president@marlowboosters.example", name: "Marlow Eagles Boosters" },
    subject: "2026 booster scholarship winners",
    body: "Coach,\n\nWe're pleased to share that the booster scholarship this year goes to Abby Tran (OH, 3.9 GPA, Nursing) and Jess Ito (S, 3.7 GPA, Business). The checks will be presented at halftime of the men's game on Dec 5.\n\nMarlow Eagles Boosters",
  },
  {
    kind: "a high-school coach's schedule of his team's matches (no player introduced)",
    from: { address: "bcarter@westfieldhs.example", name: "Brian Carter" },
    subject: "Westfield HS home schedule",
    body: "Coach Rowan,\n\nThanks for asking. Our remaining home matches are Oct 3, Oct 10 and Oct 17, all at 6pm. We'd love to have you in the gym any time.\n\nBrian Carter\nHead Volleyball Coach, Westfield High School",
  },
  {
    kind: "a former player's life update",
    from: { address: "kiragrant@gmail.com", name: "Kira Grant" },
    subject: "Hi from Denver!",
    body: "Coach!!\n\nIt's been forever. I just wanted to tell you I got engaged and I'm coaching a 15s team at Mile High Juniors now. Our setter Ava Stone reminds me of Jess. Hope the season is going great.\n\nKira Grant ('21, #9 OH)",
  },
  {
    kind: "an incoming freshman's roommate request",
    from: { address: "rileyshaw26@gmail.com", name: "Riley Shaw" },
    subject: "Roommate request",
    body: "Hi Coach,\n\nHarper James and I want to room together in the fall. Do we fill out the housing form ourselves or does the team do it? We're both 2026 signees.\n\nThanks!\nRiley Shaw\nLibero",
  },
  {
    kind: "a tournament director's all-tournament team",
    from: { address: "tdir@lonestarclassic.example", name: "Lone Star Classic" },
    subject: "All-tournament team",
    body: "Coaches,\n\nCongrats to this year's all-tournament team:\nMVP: Sydney Park (2027, S, Houston Juniors 18 Elite)\nRyann Cole (2027, OH, Austin Skyline 18 Royal)\nMaddie Ford (2028, MB, TAV 17 Black)\n\nSee you next year!",
  },
  {
    kind: "a high school asking the coach to verify a player's camp attendance for a form",
    from: { address: "athletics@hillcrestschools.example", name: "Hillcrest Athletics Office" },
    subject: "Verification request",
    body: "Dear Coach Rowan,\n\nOur student Tia Reyes (class of 2028) reported attending your summer camp June 14-16 for her PE credit. Could you confirm her attendance by replying to this email?\n\nThank you,\nHillcrest High School Athletics Office",
  },
  {
    kind: "a photo from a current player's mother with no request",
    from: { address: "mhalvorsenmom@gmail.com", name: "Ingrid Halvorsen" },
    subject: "great pic from Saturday",
    body: "Coach, sharing this great shot of Maren's block against Northfield! Her dad is framing it. Thanks for all you do for these girls.\n\nIngrid (Maren's mom)",
  },
  {
    kind: "a club coach asking the coach to evaluate his own player's camp performance (already at camp, follow-up only)",
    from: { address: "coachd@ozarkstormvb.example", name: "Derek Haskins" },
    subject: "How did Sadie do?",
    body: "Coach,\n\nSadie Ward from my 16 Gold team was at your camp Sunday. Just curious how she looked to you. No pressure, trying to help her know what to work on.\n\nDerek Haskins\nOzark Storm",
  },
  {
    kind: "the coach's own reply confirming an unofficial visit, no athlete info",
    from: { address: "ashley.nguyen@gmail.com", name: "Ashley Nguyen" },
    subject: "Re: Unofficial visit Nov 30",
    body: "Sounds great, see you then! We'll be at the front of the arena at 10.\n\nAshley\n\nOn Nov 16, 2026, Lee Rowan <lrowan@marlowstate.edu> wrote:\n> Hi Ashley, we'd love to host you and your parents Nov 30 at 10am. Jess will meet you at the arena entrance and we'll tour campus, then lunch with the team.",
  },
  {
    kind: "a conference office's weekly player-of-the-week honors",
    from: { address: "sports@plainsconference.example", name: "Plains Conference" },
    subject: "Plains Conference players of the week",
    body: "Offensive Player of the Week: Abby Tran, Marlow State, Jr., OH, Ames, Iowa - 4.8 kills/set\nDefensive Player of the Week: Nia Cole, Dunmore College, So., L\nSetter of the Week: Callie Ruiz, Northfield College, So., S",
  },
  {
    kind: "a club director's invite to a college coaches' clinic panel naming her star players",
    from: { address: "kim@lakeshorepowervb.example", name: "Kim Sato" },
    subject: "Coaches clinic Jan 10",
    body: "Hi Coach Rowan,\n\nWould you be willing to sit on our college panel at the Lakeshore Power parent clinic on January 10? Families always love hearing from D1 staff. Our alumni Kira Grant and Noor Haddad will talk about their college experience too.\n\nKim Sato\nClub Director, Lakeshore Power VBC",
  },
  {
    kind: "a parent asking whether her younger daughter's 13s team can practise in the gym",
    from: { address: "jennaobi@gmail.com", name: "Jenna Obi" },
    subject: "Gym rental?",
    body: "Hi Coach,\n\nI manage the Prairie Fire 13 Red team (my daughter Zara plays middle). Do you ever rent the auxiliary gym on Sunday afternoons? We have 10 girls and two coaches.\n\nJenna Obi",
  },
  {
    kind: "a recruit's note declining the coach's camp invitation (already committed elsewhere)",
    from: { address: "maya.obi28@gmail.com", name: "Maya Obi" },
    subject: "Re: Junior day invite",
    body: "Hi Coach Rowan,\n\nThank you for the invitation to junior day! Unfortunately I committed to Dunmore College last week, so I won't be able to attend.\n\nBest,\nMaya Obi\n2028 MB, Prairie Fire 17 Elite",
  },
  // Second round, written after the first fixes: the same classes in other shapes, and more kinds.
  {
    kind: "a player's committed-elsewhere note, forwarded by the coach",
    from: { address: "jadaquinn28@gmail.com", name: "Jada Quinn" },
    subject: "Thank you",
    body: "Hi Coach Rowan and Coach Jess,\n\nI just wanted to say thank you for everything. I've accepted an offer to play at Grand Forks State. I really enjoyed getting to know your staff.\n\nJada Quinn\n2028 | MB | 6'2\" | Lakeshore Power 17 Black",
    forwarded: true,
  },
  {
    kind: "a club director congratulating the coach on a commitment she landed",
    from: { address: "kim@lakeshorepowervb.example", name: "Kim Sato" },
    subject: "Congrats!",
    body: "Coach Rowan,\n\nCongrats on getting Reese! She called me right after she committed to Marlow State and was over the moon. Reese Lowe (2028 OH, 6'0\") is going to be a great one for you.\n\nKim Sato\nClub Director, Lakeshore Power VBC",
  },
  {
    kind: "a current college player at another school asking to work the coach's camp",
    from: { address: "nia.cole@dunmorecollege.edu", name: "Nia Cole" },
    subject: "Camp counselor",
    body: "Hi Coach Rowan,\n\nI'm a junior libero at Dunmore College and I'd love to work as a counselor at your summer camps. I've coached 12s at Prairie Fire for two years. Would you have any openings for counselors in June?\n\nThank you,\nNia Cole",
  },
  {
    kind: "an opposing school's SID asking for pronunciations of the coach's players",
    from: { address: "sid@northfieldcollege.edu", name: "Northfield Athletics Communications" },
    subject: "Pronunciation guide",
    body: "Hi Coach,\n\nFor Saturday's broadcast could your staff confirm these?\nAbby Tran (OH, Jr.)\nMaren Halvorsen (MB, So.)\nNoelle Ortiz (RS, Sr.)\n\nThanks!",
  },
  {
    kind: "a parent of a current player asking about a tutor",
    from: { address: "tina.tran@gmail.com", name: "Tina Tran" },
    subject: "Abby's chemistry grade",
    body: "Hi Coach Rowan,\n\nAbby told us she's struggling in chemistry this semester. Is there a tutor through the athletic department she can see before road trips? She doesn't want to fall behind while the team travels.\n\nTina Tran",
  },
  {
    kind: "a sports psychologist's offer naming athletes she has worked with",
    from: { address: "drlane@mindsetperformance.example", name: "Dr. Carla Lane" },
    subject: "Mental performance for your team",
    body: "Coach Rowan,\n\nI'm a mental performance consultant. I've worked with players like Sydney Park (2027 setter, Houston Juniors) and Ryann Cole (OH, now at Dunmore). I'd love to offer your team a free workshop this spring. Do you have 20 minutes next week?\n\nDr. Carla Lane",
  },
  {
    kind: "a state association's all-state ballot for coaches",
    from: { address: "awards@statevolleyballcoaches.example", name: "State VB Coaches Association" },
    subject: "All-state ballot due Friday",
    body: "Coaches,\n\nPlease rank your top 3 for first team all-state outside hitter:\n\nLexi Grant, Cedar Ridge HS, Sr., 6'0\"\nMara Cole, Westfield HS, Jr., 5'11\"\nPiper Vale, Bentonville HS, Jr., 5'11\"\n\nBallots due Friday 5pm.",
  },
  {
    kind: "a recruit asking to be taken off the mailing list",
    from: { address: "emeryhale08@gmail.com", name: "Emery Hale" },
    subject: "Re: Marlow State Volleyball Camp",
    body: "Hi, please take me off your email list. I'm not interested in Marlow State anymore. Thanks.\n\nEmery Hale\n2028 OH",
  },
  {
    kind: "a high school inviting the coach to its senior night to honour her signee",
    from: { address: "athletics@boisewestschools.example", name: "Boise West Athletics" },
    subject: "Senior night invitation",
    body: "Coach Rowan,\n\nWe'd be honoured to have you at our senior night on Oct 22 as we recognise Hannah Voss, your 2026 signee and our four-year starting outside hitter (6'1\"). Dinner for guests at 5:30.\n\nBoise West High School Athletics",
  },
  {
    kind: "a parent's reply-all to the coach's camp email",
    leftAlone: "ambiguous: it names a teammate with her class and position, who registered for camp",
    from: { address: "carladiaz@gmail.com", name: "Carla Diaz" },
    subject: "Re: Elite camp details",
    body: "Thanks Coach! Mia will be there. She's bringing her teammate from Ozark Storm 16 Gold, Reagan Tate (2028 S), who also registered.\n\nCarla\n\nOn Mon, Nov 16, 2026, Lee Rowan <lrowan@marlowstate.edu> wrote:\n> Campers and parents, check-in for the Elite Skills Camp opens at 8am Saturday in the main gym. Bring knee pads and water.",
  },
  {
    kind: "a film-exchange notice naming the coach's own players",
    from: { address: "notifications@filmexchange.example", name: "Film Exchange" },
    subject: "New game film shared with you",
    body: "Northfield College shared: Marlow State vs Northfield (Nov 14)\n\nTagged players: Abby Tran #15 OH, Jess Ito #2 S, Noelle Ortiz #4 RS\n\nOpen in your library to watch.",
  },
  {
    kind: "a coach's own-team stat line from the scoring app",
    from: { address: "stats@matchscore.example", name: "MatchScore" },
    subject: "Final: Marlow State 3, Northfield 1",
    body: "Final: Marlow State def. Northfield 25-21, 22-25, 25-19, 25-17\n\nLeaders\nKills: Abby Tran 17\nAssists: Jess Ito 44\nDigs: Tara Novak 21\nBlocks: Maren Halvorsen 6",
  },
  {
    kind: "a club coach asking about a player's camp evaluation after she committed to the coach",
    from: { address: "coachd@ozarkstormvb.example", name: "Derek Haskins" },
    subject: "Aria's summer",
    body: "Coach,\n\nNow that Aria Knox has signed with you, what would you like her working on this summer? We can set her up with extra setting sessions at Ozark Storm.\n\nDerek Haskins\nOzark Storm 16 Gold",
  },
  {
    kind: "a parent thanking the coach for a camp, her daughter years away from being a recruit",
    from: { address: "amy.park@gmail.com", name: "Amy Park" },
    subject: "Thank you!",
    body: "Coach Rowan,\n\nElla had the best time at your youth clinic! She is 11 and plays setter on her 12U team, and now she says she wants to play for Marlow State someday. Thanks for making it so fun.\n\nAmy Park",
  },
  // Third round: other languages, vendors' deliveries, mail about players the programme already has or has lost.
  {
    kind: "a Spanish-speaking player's note that she committed elsewhere",
    from: { address: "lucia.ferrer08@gmail.com", name: "Lucía Ferrer" },
    subject: "Gracias entrenadora",
    body: "Hola entrenadora Rowan,\n\nQuería darle las gracias por su interés. Me he comprometido con la Universidad de Hollins Bay y empiezo en agosto. Fue una decisión muy difícil.\n\nUn saludo,\nLucía Ferrer\nColocadora, promoción 2027, Club Voleibol Alcobendas",
  },
  {
    kind: "a French-speaking parent saying her daughter signed elsewhere",
    from: { address: "isabelle.roy@outlook.com", name: "Isabelle Roy" },
    subject: "Décision de Camille",
    body: "Bonjour Coach Rowan,\n\nMerci beaucoup pour votre intérêt pour Camille. Elle a décidé de signer avec l'Université Laval et de rester au Québec. Camille (2027, passeuse, 1,78 m) garde un excellent souvenir de sa visite.\n\nIsabelle Roy",
  },
  {
    kind: "a German-speaking player's note that she is staying home to play",
    from: { address: "lea.fischer09@gmail.com", name: "Lea Fischer" },
    subject: "Absage",
    body: "Hallo Coach Rowan,\n\nvielen Dank für Ihr Angebot. Ich habe mich entschieden, in Deutschland zu bleiben und bei Union Volley Ahrensburg in der 2. Bundesliga zu spielen. Ich wünsche Ihrem Team viel Erfolg!\n\nLea Fischer\nJahrgang 2027, Mittelblockerin",
  },
  {
    kind: "a highlight-video editor's delivery notice, forwarded by the parent",
    from: { address: "jen.stone@gmail.com", name: "Jen Stone" },
    subject: "Fwd: Your highlight video is ready",
    body: "Coach - sorry, wrong email, meant to send this to Ava's dad!\n\nJen\n\n---------- Forwarded message ---------\nFrom: ReelCut Studio <delivery@reelcut.example>\nDate: Mon, Nov 16, 2026\nSubject: Your highlight video is ready\n\nHi Jen, your order #4471 is complete. Ava Stone - 2028 OH - Lakeshore Power 17 Black\nWatch: https://youtu.be/As12Ab34Cd5\nRevisions are free for 7 days.",
  },
  {
    kind: "another college's coach asking for a reference on the coach's player who left",
    from: { address: "mhart@grandforksstate.edu", name: "Megan Hart" },
    subject: "Tara Novak",
    body: "Hi Lee,\n\nTara Novak (L/DS, 5'6\") is in the portal and reached out to us. Could you give me a quick call about her? Anything I should know about her as a teammate?\n\nMegan Hart\nAssistant Coach, Grand Forks State Volleyball",
  },
  {
    kind: "a student asking to be the team's manager",
    from: { address: "gracelin@marlowstate.edu", name: "Grace Lin" },
    subject: "Team manager",
    body: "Hi Coach Rowan,\n\nI'm a freshman here at Marlow State. I played libero at Cedar Ridge High School (class of 2026) and miss being around the game. Do you need a team manager or a stats person this spring?\n\nGrace Lin",
  },
  {
    kind: "a bounce of the coach's own message to a recruit",
    from: { address: "mailer-daemon@googlemail.com", name: "Mail Delivery Subsystem" },
    subject: "Delivery Status Notification (Failure)",
    body: "Address not found\n\nYour message wasn't delivered to ava.stone2028@gmial.com because the address couldn't be found.\n\n----- Original message -----\nFrom: Lee Rowan <lrowan@marlowstate.edu>\nSubject: Great to see you in Dallas\n\nHi Ava, great watching you with Lakeshore Power 17 Black. As a 2028 OH you'd fit us well. Let's set up a call.",
  },
  {
    kind: "an international agency asking for a signed player's visa form",
    from: { address: "office@globalathletes.example", name: "Global Athletes Placement" },
    subject: "I-20 for Lea Fischer",
    body: "Dear Coach Rowan,\n\nLea Fischer (2027, middle blocker, Germany) signed with Marlow State on Nov 12. For her student visa she needs the I-20 from your international office. Could you please check on its status?\n\nKind regards,\nGlobal Athletes Placement",
  },
  {
    kind: "a national team selection list forwarded by a club",
    leftAlone: "a club director's list of players is read as her players introduced; only the list's heading says it is a selection",
    from: { address: "kim@lakeshorepowervb.example", name: "Kim Sato" },
    subject: "Fwd: U18 training squad",
    body: "Proud of our girls! FYI.\n\nU18 National Training Squad - selected:\nReese Lowe, 2028, OH, Lakeshore Power\nAva Stone, 2028, OH, Lakeshore Power\nSydney Park, 2027, S, Houston Juniors\nMaddie Ford, 2028, MB, TAV\n\nKim Sato\nClub Director, Lakeshore Power VBC",
  },
  {
    kind: "a physical therapist's return-to-play note for the coach's signee",
    from: { address: "clinic@peakphysio.example", name: "Peak Physio" },
    subject: "Return to play - Hannah Voss",
    body: "Coach Rowan,\n\nAs requested by the family, Hannah Voss (DOB 03/2008, OH) has completed rehab for her right ankle and is cleared for full participation as of 11/16. Please contact us with any questions.\n\nPeak Physio Boise",
  },
  // Fourth round: mail about the coach's own players, incidents, and family news.
  {
    kind: "a professor's note about the coach's player",
    from: { address: "rgill@marlowstate.edu", name: "Robert Gill" },
    subject: "Abby Tran - missed midterm",
    body: "Coach Rowan,\n\nYour player Abby Tran (OH) missed my Biology 210 midterm on Tuesday. The travel letter did not reach me in time. She can take the make-up Friday at 2pm.\n\nProf. Robert Gill",
  },
  {
    kind: "a referee's incident report naming a player",
    from: { address: "gtorres.ref@gmail.com", name: "Gina Torres" },
    subject: "Incident report - Nov 21 match",
    body: "Coach Rowan,\n\nAs required, my report from Saturday: in set 3 Northfield #5 Britt Lang (OH) received a yellow card for unsporting conduct after a net call. No further action was taken.\n\nGina Torres\nR1, Valley Officials",
  },
  {
    kind: "a summer league's team assignments of college players",
    from: { address: "commissioner@baysidesummerleague.example", name: "Bayside Summer League" },
    subject: "Summer league teams",
    body: "Coaches,\n\nYour players' summer league teams:\nTeam Blue: Abby Tran (Marlow State), Callie Ruiz (Northfield), Nia Cole (Dunmore)\nTeam Gold: Jess Ito (Marlow State), Britt Lang (Northfield), Tessa Morrow (Dunmore)\n\nMatches Tuesdays at 7.",
  },
  {
    kind: "a current player's parent asking about a position change",
    from: { address: "kenji.ito@outlook.com", name: "Kenji Ito" },
    subject: "Jess's position",
    body: "Coach Rowan,\n\nJess mentioned she's being moved from setter to DS for the spring. She has set her whole life, all-state at Hillcrest, 5'7\". Could we talk about the reasoning?\n\nKenji Ito",
  },
  {
    kind: "a recruit's holiday card from her family",
    from: { address: "thestonefamily@gmail.com", name: "The Stone Family" },
    subject: "Happy holidays from the Stones!",
    body: "Happy holidays Coach Rowan and staff!\n\nWishing you a restful break. We loved seeing Marlow State at the Dallas qualifier.\n\nWarmly,\nJen, Mark, Ava (2028) and Leo Stone",
  },
  {
    kind: "a high-school coach's team-camp roster for the coach's team camp",
    leftAlone: "a school coach's list of her players; only the camp's words say it is a registration",
    from: { address: "bcarter@westfieldhs.example", name: "Brian Carter" },
    subject: "Westfield roster for team camp",
    body: "Coach Rowan,\n\nHere's our roster for team camp June 20-22 (12 girls, two coaches):\n\nMara Cole (11) OH\nLexi Grant (12) MB\nTia Reyes (10) S\nAubrey Lam (11) L\n\nWe'll pay the balance at check-in.\n\nBrian Carter\nHead Volleyball Coach, Westfield High School",
  },
  {
    kind: "a recruit's younger sister's camp question naming the recruit",
    from: { address: "amy.knox@outlook.com", name: "Amy Knox" },
    subject: "Youth camp",
    body: "Hi Coach,\n\nAria's little sister Nora (9) wants to come to your youth camp in June. Is there a sibling discount? Aria says hi!\n\nAmy Knox",
  },
  // Fifth round: a recruitment closed in other words.
  {
    kind: "a parent declining an offer, her daughter attending another college",
    from: { address: "jen.stone@gmail.com", name: "Jen Stone" },
    subject: "Re: Offer",
    body: "Coach Rowan,\n\nThank you so much for the offer. After a lot of prayer Ava will be attending Dunmore College in the fall of 2028. We are so grateful for the time you invested in her.\n\nJen Stone",
  },
  {
    kind: "a player who has chosen another college",
    from: { address: "mia.grant28@gmail.com", name: "Mia Grant" },
    subject: "My decision",
    body: "Hi Coach,\n\nI've chosen to continue my academic and athletic career at Hollins Bay University. Thank you for recruiting me, I learned so much from our talks.\n\nMia Grant\n2028 S, Ozark Storm 17 Gold",
  },
  {
    kind: "a player who has decided to attend another college",
    from: { address: "tia.reyes28@gmail.com", name: "Tia Reyes" },
    subject: "Thank you",
    body: "Coach Rowan,\n\nI wanted to let you know I've decided to attend Grand Forks State University next year. Thank you for believing in me.\n\nTia Reyes\nSetter, Westfield HS, 3.8 GPA",
  },
  {
    kind: "a parent saying her daughter accepted a roster spot elsewhere",
    from: { address: "lisa.brandt@outlook.com", name: "Lisa Brandt" },
    subject: "Update",
    body: "Hi Coach,\n\nJust a quick note that Callie has accepted a spot on the roster at Grand Forks State. Thank you for your interest in her; she's a 2027 middle and loved meeting you.\n\nLisa Brandt",
  },
  {
    kind: "a player announcing where she will play next year",
    from: { address: "reese.lowe28@gmail.com", name: "Reese Lowe" },
    subject: "Big news!",
    body: "Hi Coach!!\n\nI'm going to play at Hollins Bay University next year!! Thank you for everything, I'll never forget your camp.\n\nReese Lowe\n2028 OH | Lakeshore Power 17 Black",
  },
  // Sixth round: other sports' platforms and results, other languages.
  {
    kind: "a track platform's personal-record alert for an athlete the coach follows",
    from: { address: "alerts@trackstats.example", name: "TrackStats" },
    subject: "New PR: Ava Stone",
    body: "An athlete you follow set a personal record!\n\nAva Stone (2027) - Cedar Ridge HS\n1600m: 5:02.14 (PR)\nMeet: Valley Invitational, Nov 14\n\nManage the athletes you follow in your TrackStats account.",
  },
  {
    kind: "a tennis rating update for a followed player",
    from: { address: "updates@ratingtennis.example", name: "Rating Tennis" },
    subject: "Rating update",
    body: "Hi Coach,\n\nA player on your watch list moved up:\nMaya Obi, Class of 2028, Boise ID - rating 9.4 (was 9.1)\n\nView her results on the app.",
  },
  {
    kind: "a swim meet's results forwarded by a club coach",
    from: { address: "coachmel@lakeshoreaquatics.example", name: "Mel Ortiz" },
    subject: "Fwd: Winter Invite results",
    body: "FYI results from the weekend.\n\n100 Free - Girls 17-18\n1 Ava Stone 17 LKAQ 52.81\n2 Lila Chen 17 RVSC 53.02\n3 Mia Grant 18 LKAQ 53.44\n\nMel",
  },
  {
    kind: "a junior golf tour's leaderboard",
    from: { address: "results@juniorgolftour.example", name: "Junior Golf Tour" },
    subject: "Final results - Fall Classic",
    body: "Girls 16-18 Final:\n1. Sydney Park (2027) 71-70 -3\n2. Emery Hale (2028) 72-72 E\n3. Nora Hart (2029) 74-73 +3\n\nFull results at the tour website.",
  },
  {
    kind: "a soccer club asking for a guest player for a showcase",
    from: { address: "dmiller@harborlightsc.example", name: "Dan Miller" },
    subject: "Guest player needed",
    body: "Coach,\n\nDo any of your current players have a little sister who could guest for our 08G team at the Surf Cup? We're short a CB and a GK. Thanks!\n\nDan Miller\nHarborlight SC",
  },
  {
    kind: "a Spanish club's tryout results sent to its families",
    from: { address: "secretaria@cvalcobendas.example", name: "Club Voleibol Alcobendas" },
    subject: "Resultados de las pruebas - Juvenil",
    body: "Familias,\n\nEstas son las jugadoras seleccionadas para el equipo juvenil:\nLucía Ferrer (2008, colocadora)\nMarta Gil (2008, central)\nSara Ruiz (2009, receptora)\n\nEntrenamientos: lunes y miércoles a las 19:00.",
  },
  {
    kind: "a Portuguese-speaking parent asking about tickets for a match",
    leftAlone: "ambiguous: the daughter's class and position are given; a ticket question is asked in introductions too",
    from: { address: "ana.lopes@gmail.com", name: "Ana Lopes" },
    subject: "Ingressos para sábado",
    body: "Olá treinadora,\n\nA Bianca (levantadora, 2027) vai ao jogo de sábado com a família. Onde compramos os ingressos? Somos cinco pessoas.\n\nObrigada,\nAna Lopes",
  },
  // Seventh round: favours asked by players and families the coach knows.
  {
    kind: "a current player's family offering to host a team dinner",
    from: { address: "tina.tran@gmail.com", name: "Tina Tran" },
    subject: "Team dinner before Dunmore",
    body: "Hi Coach!\n\nOur family would love to host the team dinner the night before the Dunmore match. Abby (#15, OH) says the girls love lasagna. Let us know a headcount and any allergies.\n\nTina Tran",
  },
  {
    kind: "a high-school player asking to volunteer at camp for service hours",
    from: { address: "mara.cole27@gmail.com", name: "Mara Cole" },
    subject: "Volunteering at youth camp",
    body: "Hi Coach Rowan,\n\nI'm Mara Cole, a junior outside hitter at Westfield High School. I need 20 service hours for National Honor Society and would love to volunteer at your youth camp in June. I'm CPR certified.\n\nThank you,\nMara Cole\n555-0127",
  },
  {
    kind: "a player asking for a signed ball for her school's auction",
    from: { address: "lexi.grant26@gmail.com", name: "Lexi Grant" },
    subject: "Auction donation request",
    body: "Hello Coach,\n\nI'm a senior setter at Cedar Ridge HS and I'm helping run our athletic booster auction on March 3. Would your program be willing to donate a signed volleyball or camp voucher? It would mean a lot.\n\nLexi Grant\nCedar Ridge Volleyball, #3",
  },
  {
    kind: "an organisation's all-American nomination form naming candidates",
    from: { address: "awards@hsvolleyballcoaches.example", name: "HS Volleyball Coaches Awards" },
    subject: "All-American nominations close Friday",
    body: "Coach,\n\nNominations for the 2026 High School All-America team close Friday. Nominees so far from your region:\nLexi Grant - Cedar Ridge HS - S - 2027\nMara Cole - Westfield HS - OH - 2027\nPiper Vale - Bentonville HS - OH - 2028\n\nSubmit yours on the form.",
  },
  {
    kind: "a camper changing her T-shirt size",
    leftAlone: "ambiguous by the corpus's conventions: a camper naming herself with her class and position",
    from: { address: "brooke.tanaka29@gmail.com", name: "Brooke Tanaka" },
    subject: "Camp shirt size",
    body: "Hi! This is Brooke Tanaka, 2029 setter, signed up for the December elite camp. Could I switch my shirt from a youth large to an adult small? Thank you!!",
  },
  // Eighth round: applications and requests beside recruiting, drafts and evaluations.
  {
    kind: "a former camper applying for an internship in the athletics department",
    from: { address: "ava.stone2027@gmail.com", name: "Ava Stone" },
    subject: "Summer internship",
    body: "Hi Coach Rowan,\n\nI'm Ava Stone, a 2027 grad of Cedar Ridge High School where I played outside hitter for four years. I'm applying for the summer internship in your sports information office and would love a quick word of support if you remember me from camp.\n\nAva Stone",
  },
  {
    kind: "a player asking the coach for a recommendation letter for nursing school",
    from: { address: "lexi.grant26@gmail.com", name: "Lexi Grant" },
    subject: "Recommendation letter?",
    body: "Hi Coach,\n\nI went to your camp two summers ago (setter, Cedar Ridge HS). I'm applying to nursing programs and not playing in college. Would you be willing to write me a recommendation letter? The deadline is Dec 15.\n\nThank you so much,\nLexi Grant",
  },
  {
    kind: "a parent asking the coach to stop contacting her daughter",
    from: { address: "rachel.okafor@outlook.com", name: "Rachel Okafor" },
    subject: "Please stop",
    body: "Coach,\n\nImani (2028 MB) has asked me to let you know she is focusing on academics and basketball. Please stop contacting her. Thank you for understanding.\n\nRachel Okafor",
  },
  {
    kind: "a summer league's draft results",
    from: { address: "commissioner@baysidesummerleague.example", name: "Bayside Summer League" },
    subject: "Draft results",
    body: "Round 1\n1. Team Blue - Abby Tran (OH, Marlow State)\n2. Team Gold - Callie Ruiz (S, Northfield)\n3. Team Red - Nia Cole (L, Dunmore)\n\nSchedules to follow.",
  },
  {
    kind: "a club's player evaluations sent to a family, forwarded by the parent",
    from: { address: "jen.stone@gmail.com", name: "Jen Stone" },
    subject: "Fwd: Ava's midseason evaluation",
    body: "Sharing in case it's useful.\n\n---------- Forwarded message ---------\nFrom: Lakeshore Power VBC <evaluations@lakeshorepowervb.example>\nSubject: Midseason evaluation\n\nPlayer: Ava Stone\nTeam: 17 Black\nServe receive: 3/5\nAttacking: 4/5\nCoach's note: work on the block footwork.",
  },
  {
    kind: "a student asking to be a campus tour guide for recruits",
    from: { address: "mpike@marlowstate.edu", name: "Maya Pike" },
    subject: "Recruit host",
    body: "Hi Coach Rowan,\n\nI'm a sophomore on the club volleyball team here (libero) and I'd love to be a recruit host or tour guide for visiting prospects this spring. I know campus really well!\n\nMaya Pike",
  },
  // Ninth round: club and camp news abroad.
  {
    kind: "a Spanish camp's advertisement naming its player-coaches",
    from: { address: "info@campusvoleyalcobendas.example", name: "Campus Vóley Alcobendas" },
    subject: "Campus de verano 2027",
    body: "¡Abiertas las inscripciones!\n\nCampus de verano para jugadoras nacidas entre 2010 y 2013. Entrenarás con Lucía Ferrer (colocadora, 2008) y Marta Gil (central, 2008), jugadoras de nuestro primer equipo.\n\nPlazas limitadas. Precio: 180 €.",
  },
  {
    kind: "a French club's news congratulating a player on her selection",
    from: { address: "communication@vclaval.example", name: "VC Laval" },
    subject: "Bravo Camille !",
    body: "Bonjour à tous,\n\nBravo à Camille Roy (2008, passeuse, 1,78 m) sélectionnée en équipe du Québec U18 pour les Jeux du Canada ! Tout le club est fier d'elle.\n\nVC Laval",
  },
  {
    kind: "a Portuguese club's news of a call-up",
    from: { address: "imprensa@clubeareiabranca.example", name: "Clube Areia Branca" },
    subject: "Convocação",
    body: "Parabéns à nossa levantadora Bianca Lopes (2007, 1,80 m), convocada para a seleção brasileira sub-19! Ela treina no clube desde os 12 anos.",
  },
  {
    kind: "an Italian club's news that a player signed with another club",
    from: { address: "news@volleybergamo.example", name: "Volley Bergamo 1991" },
    subject: "Giulia Rossi firma con Conegliano",
    body: "La nostra palleggiatrice Giulia Rossi (2008, 183 cm) ha firmato con Imoco Volley Conegliano per la prossima stagione. In bocca al lupo Giulia!",
  },
  {
    kind: "a Dutch club's news of a youth national team selection",
    from: { address: "secretariaat@vvdevliegers.example", name: "VV De Vliegers" },
    subject: "Selectie Jong Oranje",
    body: "Gefeliciteerd Sanne de Vries (2008, spelverdeler, 1,82 m) met haar selectie voor Jong Oranje! Ze speelt al zes jaar bij onze club.",
  },
  // Tenth round: a career ended, in other sports' words.
  {
    kind: "a swimmer retiring from the sport",
    from: { address: "nora.hart@gmail.com", name: "Nora Hart" },
    subject: "Thank you Coach",
    body: "Coach,\n\nAfter a lot of thought I've decided to retire from competitive swimming after this season. Thank you for all the time you spent with me on my visit.\n\nNora Hart\n2027 | 200 IM, 400 IM | Lakeshore Aquatics",
  },
  {
    kind: "a parent saying her son won't continue his soccer career",
    from: { address: "mark.baines@gmail.com", name: "Mark Baines" },
    subject: "Leo",
    body: "Hi Coach,\n\nLeo (2027 CB, Harborlight SC) won't be continuing his soccer career in college; he's going to focus on engineering. Thanks for your interest in him.\n\nMark Baines",
  },
  {
    kind: "a player choosing not to pursue college athletics",
    from: { address: "sydney.park27@gmail.com", name: "Sydney Park" },
    subject: "Update",
    body: "Hi Coach Rowan,\n\nI have chosen not to pursue college athletics and will be attending Northfield for academics only. Thank you for the camp invitations over the years.\n\nSydney Park\n2027 S, Houston Juniors 18 Elite",
  },
  // Eleventh round: the closed recruitments forwarded by the coach from Outlook and Apple Mail.
  {
    kind: "a player's commitment elsewhere, forwarded from Outlook",
    from: { address: "piper.vale@gmail.com", name: "Piper Vale" },
    subject: "Thank you Coach",
    body: "Hi Coach Rowan,\n\nI wanted to tell you before it's posted: I have committed to Grand Forks State! Thank you for everything.\n\nPiper Vale\n2028 OH | Prairie Fire 17 Elite | 5'11\"",
    forwarded: "outlook",
  },
  {
    kind: "a signee's question about summer workouts, forwarded from Apple Mail",
    from: { address: "hannahvoss26@gmail.com", name: "Hannah Voss" },
    subject: "Summer workouts",
    body: "Hi Coach!\n\nWhen does the summer lifting program start for the 2026 signees? I want to plan my job around it.\n\nHannah Voss\nOH, Boise West HS",
    forwarded: "apple",
  },
];

const INTRODUCTIONS: Probe[] = [
  {
    kind: "a decommitted player reopening her recruitment",
    from: { address: "reese.lowe28@gmail.com", name: "Reese Lowe" },
    subject: "Reopening my recruitment - Reese Lowe 2028 OH",
    body: "Hi Coach Rowan,\n\nI recently decommitted from Hollins Bay University and I'm reopening my recruitment. I'm a 2028 outside hitter, 6'0\", at Lakeshore Power 17 Black and Rogers High School, 3.7 GPA. Film: https://youtu.be/Rl12Ab34Cd5\n\nThank you,\nReese Lowe",
  },
  {
    kind: "a transfer-portal player writing herself",
    from: { address: "bmorrow@dunmorecollege.edu", name: "Brynn Morrow" },
    subject: "Transfer portal - Brynn Morrow, L/DS",
    body: "Coach Rowan,\n\nI entered the transfer portal this week and wanted to reach out. I'm a sophomore libero at Dunmore College (5'6\", 3.5 GPA) with three years of eligibility left. Highlights: https://www.hudl.com/video/3/2041/abc123\n\nBrynn Morrow\n555-0152",
  },
  {
    kind: "a player turning down another school's offer and naming this one her choice",
    from: { address: "piper.vale@gmail.com", name: "Piper Vale" },
    subject: "Still very interested",
    body: "Hi Coach,\n\nI turned down an offer from Grand Forks State this week because Marlow State is my top choice. I'm a 2028 OH with Prairie Fire 17 Elite, 5'11\", and my updated film is here: https://youtu.be/Pv12Ab34Cd5\n\nPiper Vale",
  },
  {
    kind: "a parent asking about visit logistics while introducing her daughter for the first time",
    from: { address: "amy.knox@outlook.com", name: "Amy Knox" },
    subject: "Unofficial visit question",
    body: "Hi Coach Rowan,\n\nMy daughter Aria Knox is a 2028 setter, 5'10\", with Ozark Storm 16 Gold and Bentonville High School. We'll be in town Dec 12 - could she come watch practice? Her film: https://youtu.be/Ak12Ab34Cd5\n\nThank you,\nAmy Knox",
  },
  {
    kind: "a club coach recommending a player who just decommitted",
    from: { address: "coachd@ozarkstormvb.example", name: "Derek Haskins" },
    subject: "Sadie Ward is back on the market",
    body: "Coach,\n\nSadie Ward (2028 S, 5'9\") decommitted from Hollins Bay after their coaching change. She's one of the best setters I've had at Ozark Storm 16 Gold. Worth a look: https://youtu.be/Sw12Ab34Cd5\n\nDerek Haskins\nOzark Storm",
  },
  {
    kind: "a player thanking for camp and restating her interest",
    from: { address: "brooke.tanaka29@gmail.com", name: "Brooke Tanaka" },
    subject: "Thank you for camp!",
    body: "Hi Coach Rowan,\n\nThank you for the elite camp this weekend, I learned so much about footwork. I'm very interested in Marlow State. I'm a 2029 setter, 5'9\", at Riverside Union 15s. Here's film from this fall: https://youtu.be/Bt12Ab34Cd5\n\nBrooke Tanaka",
  },
  {
    kind: "a parent's camp waitlist question giving her daughter's class, position and club",
    from: { address: "sbrooks@gmail.com", name: "Sarah Brooks" },
    subject: "Camp waitlist",
    body: "Hi Coach,\n\nWe got the message that Lena is on the waitlist for the June elite camp. She's a 2029 setter with Riverside Union. Is there any chance a spot opens up, or should we sign her up for the July session instead?\n\nThanks,\nSarah Brooks",
  },
  {
    kind: "a player who gave another sport up and says she is committed to improving",
    from: { address: "lenabrooks28@gmail.com", name: "Lena Brooks" },
    subject: "2028 OH - Lena Brooks",
    body: "Hi Coach Rowan,\n\nI'm Lena Brooks, a 2028 outside hitter at Riverside Union 16 Black. I decided to stop playing basketball this year to focus on volleyball, and I've committed to getting better every single day. My teammate committed to Dunmore last month and it made me want this even more. Film: https://youtu.be/Lb12Ab34Cd5\n\nLena Brooks",
  },
  {
    kind: "an eighth grader calling herself an incoming high-school freshman",
    from: { address: "zoefuller2030@gmail.com", name: "Zoe Fuller" },
    subject: "Class of 2030 setter",
    body: "Hi Coach Rowan,\n\nI'm Zoe Fuller, an incoming freshman at Westfield High School, class of 2030. I'm a 5'8\" setter for Prairie Fire 14 Red. Here is my first highlight video: https://youtu.be/Zf12Ab34Cd5\n\nZoe Fuller",
  },
  {
    kind: "a player who tells of a fundraiser she ran, in her introduction",
    from: { address: "sloane.ortiz29@gmail.com", name: "Sloane Ortiz" },
    subject: "Sloane Ortiz - 2029 OPP",
    body: "Hi Coach Rowan,\n\nMy name is Sloane Ortiz, a 2029 opposite (6'0\") for Lakeshore Power 15 Black and Rogers High School, 3.9 GPA. Off the court I led our club's fundraiser, raising money and a donation drive for the children's hospital. Film: https://youtu.be/So12Ab34Cd5\n\nSloane Ortiz",
  },
  {
    kind: "a current student asking about walk-on tryouts",
    from: { address: "kpark@marlowstate.edu", name: "Kayla Park" },
    subject: "Walk-on tryouts?",
    body: "Hi Coach Rowan,\n\nI'm a freshman at Marlow State and played outside hitter at Cedar Ridge High School (6'0\", all-conference). Do you hold walk-on tryouts in January? Here's my senior highlight film: https://youtu.be/Kp12Ab34Cd5\n\nKayla Park",
  },
  {
    kind: "a Spanish-speaking player introducing herself",
    from: { address: "lucia.ferrer08@gmail.com", name: "Lucía Ferrer" },
    subject: "Colocadora 2027 - Lucía Ferrer",
    body: "Hola entrenadora Rowan,\n\nMe llamo Lucía Ferrer, soy colocadora de la promoción 2027 y juego en el Club Voleibol Alcobendas. Mido 1,80 m. Aquí está mi vídeo: https://youtu.be/Lf12Ab34Cd5\n\nUn saludo,\nLucía Ferrer",
  },
  {
    kind: "a player whose sister signed with a college, introducing herself",
    from: { address: "norahart29@gmail.com", name: "Nora Hart" },
    subject: "2029 libero - Nora Hart",
    body: "Hi Coach Rowan,\n\nMy name is Nora Hart, a 2029 libero (5'5\") at Prairie Fire 15 Red and Westfield High School. My older sister signed with Grand Forks State University last year and I'd love to play college volleyball too. Film: https://youtu.be/Nh12Ab34Cd5\n\nNora Hart",
  },
  {
    kind: "a player who will be attending the coach's camp and plays at nationals",
    from: { address: "maddie.ford28@gmail.com", name: "Maddie Ford" },
    subject: "2028 MB - Maddie Ford",
    body: "Hi Coach Rowan,\n\nI'm Maddie Ford, a 2028 middle blocker (6'2\") with TAV 17 Black. I will be attending your camp in June, and I'm going to play at the AAU Nationals in Orlando. I've decided to focus on blocking footwork this spring. Film: https://youtu.be/Mf12Ab34Cd5\n\nMaddie Ford",
  },
  {
    kind: "a young player going to the coach's camp who says she will play there one day",
    from: { address: "ellapark2031@gmail.com", name: "Ella Park" },
    subject: "Camp in June - Ella Park 2030",
    body: "Hi Coach Rowan,\n\nI'm Ella Park, a 2030 setter (5'6\") for Prairie Fire 14 Red. I'm going to attend Marlow State's elite camp in June, and I'm going to play at Marlow State University one day! Film: https://youtu.be/Ep12Ab34Cd5\n\nElla Park",
  },
  {
    kind: "a club coach whose last player committed elsewhere, introducing the next one",
    from: { address: "coachd@ozarkstormvb.example", name: "Derek Haskins" },
    subject: "2028 setter for you",
    body: "Coach,\n\nMaddie committed to Dunmore College last week, so this year I want you to see Ava Stone (2028 S, 5'10\", 3.9 GPA) from my 17 Gold team. Film: https://youtu.be/As12Ab34Cd6\n\nDerek Haskins\nOzark Storm",
  },
  {
    kind: "a high-school coach's introduction offering to write the player a letter of recommendation",
    from: { address: "bcarter@westfieldhs.example", name: "Brian Carter" },
    subject: "Mara Cole - 2027 OH",
    body: "Coach Rowan,\n\nMara Cole is a 2027 outside hitter (5'11\", 3.8 GPA) on my varsity team and one of the hardest workers I've coached. I'd be happy to write her a letter of recommendation or talk any time. Film: https://youtu.be/Mc12Ab34Cd5\n\nBrian Carter\nHead Volleyball Coach, Westfield High School",
  },
  {
    kind: "a swimmer who says she stopped another sport to swim",
    from: { address: "june.ito28@gmail.com", name: "June Ito" },
    subject: "2028 breaststroker - June Ito",
    body: "Hi Coach,\n\nI'm June Ito, a 2028 breaststroker with Lakeshore Aquatics (100 breast 1:04.8). I retired from gymnastics at 13 to swim full time and want to keep swimming in college. Times and video: https://youtu.be/Ji12Ab34Cd5\n\nJune Ito",
  },
  {
    kind: "a decommitted player reopening her recruitment, forwarded from Outlook",
    from: { address: "sadie.ward28@gmail.com", name: "Sadie Ward" },
    subject: "Sadie Ward - 2028 setter",
    body: "Hi Coach Rowan,\n\nI decommitted from Hollins Bay after their coaching change and I'm looking again. I'm a 2028 setter (5'9\") with Ozark Storm 16 Gold, 3.8 GPA. Film: https://youtu.be/Sw12Ab34Cd7\n\nSadie Ward",
    forwarded: "outlook",
  },
];

describe("look-alikes probed: mail that names players yet introduces no recruit", () => {
  for (const probe of LOOKALIKES) {
    const test = probe.leftAlone ? it.fails : it;
    test(`is not summarised as recruiting: ${probe.kind}${probe.leftAlone ? ` (left alone: ${probe.leftAlone})` : ""}`, () => {
      const result = run(probe);
      expect(result.outcome, verdictOf(result)).not.toBe("recruiting");
    });
  }
});

describe("introductions that look like them are never filtered", () => {
  for (const probe of INTRODUCTIONS) {
    it(`is recruiting: ${probe.kind}`, () => {
      const result = run(probe);
      expect(result.outcome, verdictOf(result)).toBe("recruiting");
    });
  }
});
