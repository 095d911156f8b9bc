/**
 * A fourth tuning author, aimed at the failure classes issue 16 names and written without reading the other
 * batches' emails: templates with a slot or two left open (blanks, "XX", "[Coach]"), sports outside the
 * engine's vocabulary (ice hockey, rowing, cross country, diving, gymnastics, bowling, wrestling, skiing),
 * club and school coaches recommending one player in a few sentences, header blocks and profile cards pasted
 * above the letter, two-line introductions, school-account mail with an Outlook signature and a district
 * disclaimer under an underscore line, events written as positions, subjects that are event names or courts,
 * parents and club coaches whose own contacts stand next to the athlete's; and machine mail and look-alikes
 * that introduce nobody (a sync log, a form-builder notification, a delivery delay, a fundraiser, a results post).
 */
import { notRecruiting, recruiting, severalAthletes, type CorpusEntry } from "../labels.ts";
import { REYES, WHITLOCK } from "../people.ts";
import { fwd, original, type Coach, type Original } from "../wrappers.ts";

const HALVORSEN: Coach = {
  name: "Ingrid Halvorsen",
  directoryName: "Halvorsen, Ingrid",
  address: "ihalvorsen@pinecrest.edu",
  scout: "ingrid.halvorsen.p3v8@scout.inboxscout.app",
  signature: `Ingrid Halvorsen
Head Coach, Women's Ice Hockey
Pinecrest College | Duluth, MN
218-555-0102`,
};

const ABERNATHY: Coach = {
  name: "Theo Abernathy",
  directoryName: "Abernathy, Theo",
  address: "tabernathy@calloway.edu",
  scout: "theo.abernathy.z9q4@scout.inboxscout.app",
  signature: `Theo Abernathy
Cross Country / Track & Field
Calloway University
(859) 555-0106`,
};

const MWANGI: Coach = {
  name: "Wanjiru Mwangi",
  directoryName: "Mwangi, Wanjiru",
  address: "wmwangi@stellanova.edu",
  scout: "wanjiru.mwangi.c4h7@scout.inboxscout.app",
  signature: `Wanjiru Mwangi
Head Rowing Coach - Stella Nova University
w: 425-555-0109`,
};

// ---------------------------------------------------------------------------------------------------------------
// Templates with slots left open
// ---------------------------------------------------------------------------------------------------------------

const hockeyBlankSlot: Original = {
  from: "Sloane Marchand <sloane.marchand10@gmail.com>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-10-14 21:33:00 -05:00",
  subject: "Prospective Student-Athlete: Sloane Marchand",
  text: `Dear Coach ________,

My name is Sloane Marchand and I am a defenseman in the class of 2028. I currently play for the Minnesota Whitecaps U16 program and for my high school, Eden Prairie Lakeside High School. I am very interested in ________ University and would love to learn more about your program.

Height: 5'8"
Shoots: Left
GPA: 3.71

You can find my game film here: https://www.youtube.com/watch?v=Sm10dHk8rQa

Thank you for your time and I hope to see you at a game this season!

Sloane Marchand
sloane.marchand10@gmail.com
952-555-0166`,
};

const rowingXXSlots: Original = {
  from: "Tessa Villanueva <tessa.villanueva.rows@outlook.com>",
  to: "wmwangi@stellanova.edu",
  date: "2026-09-22 18:02:00 -07:00",
  subject: "Class of 2027 Rower - Tessa Villanueva",
  text: `Hello Coach [Coach Last Name],

I am a junior at Lake Oswego Bryant High School and I row for Oswego Lake Crew. I would like to introduce myself as a prospective student-athlete for the class of 2027.

2k erg: 7:24.6
6k erg: XX:XX
Height: 5'11"
Weight: 152 lbs
GPA: 3.9 unweighted

I am hoping to study environmental engineering and [University Name] has exactly the kind of program I am looking for. My race video from the Head of the Lake is at https://vimeo.com/812247713

Best regards,
Tessa Villanueva
(503) 555-0152`,
};

const diverCurlySlots: Original = {
  from: "Camila Restrepo <camirestrepo.dives@gmail.com>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-02 16:47:00 -05:00",
  subject: "Springboard diver - class of 2028",
  text: `Hi Coach {{coach_last_name}},

I'm Camila Restrepo, a springboard diver from Coral Springs, Florida. I dive for Coral Springs Dive Team and for Taravella Ridge High School. My 6-dive score is 268.40 and my 11-dive score is 441.15 on 1 meter.

I will graduate in 2028, I have a 3.64 GPA and I want to study marine biology. Here is my dive video: https://youtu.be/Cr28dVx4PlQ

Thank you,
Camila Restrepo
954-555-0131`,
};

// ---------------------------------------------------------------------------------------------------------------
// Sports outside the volleyball and softball vocabulary
// ---------------------------------------------------------------------------------------------------------------

const xcRunner: Original = {
  from: "Hallie Brandvold <hbrandvold28@gmail.com>",
  to: "tabernathy@calloway.edu",
  date: "2026-10-28 19:11:00 -04:00",
  subject: "XC/Track - Hallie Brandvold (2028)",
  text: `Coach Abernathy,

I just finished my junior cross country season at Lexington Tates Creek High School in Lexington, Kentucky and I wanted to reach out before track starts. I ran 18:41 for 5k at regionals and I'm hoping to break 5:10 in the 1600m this spring. I also run with Bluegrass Distance Project in the summer.

Events: 5k (XC), 1600m, 3200m
PRs: 1600m 5:14.20 / 3200m 11:22.85
GPA: 3.82

Athletic.net: https://www.athletic.net/athlete/24118820/cross-country/

Thank you for considering me,
Hallie Brandvold
Class of 2028
859-555-0124`,
};

const gymnastBrief: Original = {
  from: "Ava Lindqvist-Park <avalp.gym@icloud.com>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-12-03 20:20:00 -06:00",
  subject: "Level 10 gymnast, 2029",
  text: `Hello Coach Halvorsen,

I am a Level 10 gymnast training at Twin Cities Twisters in Eagan, Minnesota. I compete all four events and my strongest are bars and beam. I am a sophomore at Eagan Thomas Lake High School and will graduate in 2029.

Recent scores (Level 10 state meet): vault 9.375, bars 9.600, beam 9.525, floor 9.300.

Routines: https://www.youtube.com/watch?v=Ag29TwLkp4M

Thank you!
Ava Lindqvist-Park`,
};

const bowlerNote: Original = {
  from: "Jordyn Fairchild <jordynfairchild.bowls@yahoo.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-19 15:05:00 -06:00",
  subject: "Bowling recruit",
  text: `Hi Coach Whitlock,

I know you coach softball but the athletics site lists you as the contact for the new women's bowling team. My name is Jordyn Fairchild and I am a 2027 bowler from Springfield, Missouri. I carry a 208 average in the Ozark Youth Travel League and bowl for Kickapoo Heights High School, where I was first team all-conference.

GPA 3.45. Video of my state tournament block: https://youtu.be/Jf27BwlQ9zK

Thank you,
Jordyn Fairchild
417-555-0139`,
};

const wrestlerMixedCase: Original = {
  from: "Marisol Ybarra <mybarra.wrestling@gmail.com>",
  to: "tabernathy@calloway.edu",
  date: "2026-12-10 22:44:00 -05:00",
  subject: "Womens Wrestling - Marisol Ybarra",
  text: `Coach,

Sorry if you are not the right person, your name was on the page for the new womens wrestling program. I'm Marisol Ybarra, I wrestle 130 for Cincinnati Withrow Park High School and train at Ohio Valley Grappling Club. I was 2nd at the Ohio girls state tournament last year and I'm a 2027 grad.

3.3 GPA, I want to study criminal justice.
flo profile and matches: https://www.youtube.com/watch?v=Mw27YbRrGx3

Marisol
(513) 555-0170`,
};

const skierPipe: Original = {
  from: "Greta Solheim <greta.solheim.ski@gmail.com>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-10-05 09:15:00 -06:00",
  subject: "Nordic skier interested in Pinecrest",
  text: `Greta Solheim | Class of 2027 | Nordic (classic + skate) | Steamboat Springs, CO | GPA 3.96

Dear Coach Halvorsen,

I know Pinecrest does not sponsor Nordic skiing, but I saw that your athletic department helps club sports athletes, and I was told to write to you first. I race for Steamboat Springs Winter Sports Club and for Steamboat Springs Yampa High School. This season I was 6th in the U18 classic sprint at junior nationals.

Race video: https://vimeo.com/801156322

Thanks so much,
Greta Solheim
970-555-0115`,
};

// ---------------------------------------------------------------------------------------------------------------
// Club and school coaches recommending one player
// ---------------------------------------------------------------------------------------------------------------

const hockeyClubCoach: Original = {
  from: "Rick Desjardins <rdesjardins@northstarhockeyclub.org>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-11-08 11:30:00 -06:00",
  subject: "Forward you should see - Brooke Tallman",
  text: `Ingrid,

Hope the season is off to a good start. I coach the North Star 19U team and I have a forward I think fits what you do: Brooke Tallman, a 2027 from Woodbury, MN. She led our team in goals last year (24 in 38 games), kills penalties, and is a good student (3.8). She plays her high school hockey at Woodbury East Ridge High School.

Her email is brooketallman27@gmail.com and she would love to hear from you. Film from our Labor Day showcase: https://www.youtube.com/watch?v=Bt27fWdH9sE

Rick Desjardins
Head Coach, North Star Hockey Club 19U
651-555-0147`,
};

const hsCoachRowing: Original = {
  from: "Patricia Oduya <poduya@seattleprep-west.org>",
  to: "wmwangi@stellanova.edu",
  date: "2026-10-20 14:02:00 -07:00",
  subject: "Recommendation",
  text: `Coach Mwangi,

I'm writing on behalf of one of our seniors. Renata Okonkwo rows in our varsity eight and has pulled a 7:31 2k as a senior (class of 2027). She's 6'0", coachable, and a leader on the team. Academically she carries a 3.75.

She rows for our school program at Seattle Ballard Crest High School and in the summer with Lake Washington Rowing Club. She'd be a great fit for a program like yours. You can reach her at renata.okonkwo.row@gmail.com.

Best,
Patricia Oduya
Rowing Coach, Ballard Crest HS
206-555-0163`,
};

const clubCoachShortRec: Original = {
  from: "Coach Lou Tremblay <lou@prairiefirefastpitch.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-09-30 20:50:00 -05:00",
  subject: "2028 SS",
  text: `Dana - quick one. Addison Kerrigan, 2028 SS on my Prairie Fire 16U Gold team, is the best glove I've had in years. 5'6", bats left, 3.6 student at Olathe Northwest Prairie HS. Her cell is 913-555-0178. Worth a call.

Lou Tremblay
Prairie Fire Fastpitch
913-555-0109`,
};

// ---------------------------------------------------------------------------------------------------------------
// Pasted header blocks and cards; very short notes
// ---------------------------------------------------------------------------------------------------------------

const vbCardAbove: Original = {
  from: "Kennedy Oyelowo <kennedy.oyelowo@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-09 17:25:00 -04:00",
  subject: "Kennedy Oyelowo - MB - 2028",
  text: `KENNEDY OYELOWO
Middle Blocker | 6'1" | Class of 2028
Columbus Elite 16 Black | Dublin Jerome Park High School
Dublin, OH
GPA 3.92 | kennedy.oyelowo@gmail.com | (614) 555-0126

-----------------------------------------------

Coach Reyes,

I'll be at the Columbus Classic with Columbus Elite this weekend, court 6 on Saturday. I'm attaching a link to my most recent highlights in case you have a minute: https://www.hudl.com/video/3/21900412/6a11b2c3e4b0d5e6f7a8b901

Thanks!
Kennedy`,
};

const softballTwoLine: Original = {
  from: "Liv Carrasco <livcarrasco2029@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-12-12 13:40:00 -06:00",
  subject: "hi coach",
  text: `hi coach my name is liv carrasco, 2029 catcher for Arkansas Fire 15U. here's my skills video https://youtu.be/Lc29cKt5mVx

thank you`,
};

const soccerPhoneOnly: Original = {
  from: "Noor Haddad <noor.haddad.gk@gmail.com>",
  to: "anakamura@brookhaven.edu",
  date: "2026-11-15 10:12:00 -08:00",
  subject: "GK 2027",
  text: `Coach Nakamura - I'm Noor Haddad, a 2027 goalkeeper with Sacramento United ECNL and Davis Oakgrove High School. I'll be at the Surf Cup showcase in December. Clips: https://www.youtube.com/shorts/Nh27GkSv4wQ

Noor Haddad | 530-555-0157`,
};

// ---------------------------------------------------------------------------------------------------------------
// School accounts: Outlook signature and a disclaimer under an underscore line
// ---------------------------------------------------------------------------------------------------------------

const schoolAccountDisclaimer: Original = {
  from: "Paige Whitfield <pwhitfield28@students.harmonyisd.org>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-23 15:55:00 -05:00",
  subject: "Interested in Cresthaven Volleyball",
  text: `Hello Coach Reyes,

My name is Paige Whitfield and I am a 2028 setter at Harmony Ridge High School in Frisco, Texas. I play club for Texas Tornados 16 Elite. I am 5'10" and have a 3.88 GPA.

Here is my highlight film: https://www.hudl.com/video/3/21804455/6a0f9e8d7c6b5a4f3e2d1c55

I hope to see you at a tournament this spring!

Paige Whitfield

________________________________
CONFIDENTIALITY NOTICE: This e-mail message, including any attachments, is for the sole use of the intended recipient(s) and may contain confidential information protected under the Family Educational Rights and Privacy Act. Any unauthorized review, use, disclosure or distribution is prohibited. If you are not the intended recipient, please contact the sender by reply e-mail and destroy all copies of the original message. Harmony Independent School District.`,
};

const parentOutlookSignatureBar: Original = {
  from: "Monique Delacruz <mdelacruz@ridgelinelogistics.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-04 12:18:00 -06:00",
  subject: "My daughter Izzy - 2028 pitcher",
  text: `Coach Whitlock,

I am reaching out for my daughter, Isabella "Izzy" Delacruz. She is a 2028 right-handed pitcher for Oklahoma Athletics 16U Premier and Broken Arrow Cedar Ridge High School. She throws 58 mph with a drop and a rise, and is 5'9". Izzy has a 3.97 GPA.

Izzy's email is izzydelacruz28@gmail.com and her cell is 918-555-0193. Her pitching video: https://www.youtube.com/watch?v=Id28PchRvN4

Thank you for your time,
Monique Delacruz

________________________________
Monique Delacruz | Operations Manager
Ridgeline Logistics
O: 918-555-0140 | M: 918-555-0141
This message and any attachments are intended only for the addressee and may contain information that is privileged or confidential.`,
};

// ---------------------------------------------------------------------------------------------------------------
// Events written as positions; subjects that name an event, not a person
// ---------------------------------------------------------------------------------------------------------------

const trackSprinter: Original = {
  from: "Deja Thibodeaux <dejathibodeaux400@gmail.com>",
  to: "tabernathy@calloway.edu",
  date: "2026-12-01 18:30:00 -06:00",
  subject: "Junior sprinter from Louisiana",
  text: `Hi Coach Abernathy,

I'm Deja Thibodeaux, a junior (class of 2027) at Lafayette Acadiana Grove High School in Lafayette, LA. I run the 400m and 400m hurdles and I'm on our 4x400 relay. I also run summer track with Cajun Flyers Track Club.

400m: 56.84
400m hurdles: 1:02.10

GPA 3.5. Race video: https://www.youtube.com/watch?v=Dt27SpRn4Hq

Deja Thibodeaux
337-555-0119`,
};

const subjectIsCourt: Original = {
  from: "Aubree Stanek <aubreestanek.vb@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-06 08:05:00 -05:00",
  subject: "Northern Lights Qualifier - Court 12",
  text: `Good morning Coach Reyes!

I'm a 2028 libero with Minneapolis Select 17 Rox and I'll be playing at the Northern Lights Qualifier this weekend. Our pool is on Court 12 Saturday at 8 AM and 11 AM.

A little about me: 5'6", 3.74 GPA, and I go to Apple Valley Eastview Heights High School.

Thank you!
Aubree Stanek
(952) 555-0138`,
};

const subjectIsTournament: Original = {
  from: "Rory Callahan <rorycallahan.lax@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-06-18 22:10:00 -04:00",
  subject: "Summer Showdown Lake Placid",
  text: `Coach,

My name is Rory Callahan and I'm a 2028 midfielder for Adirondack Thunder 2028 Elite. I'll be playing at the Summer Showdown in Lake Placid next weekend on field 4. I attend Saratoga Springs Hillcrest High School and have a 3.55 GPA.

Highlights: https://www.hudl.com/video/3/21044120/69e2f3a4e4b0b1c2d3e4f555

Rory Callahan`,
};

// ---------------------------------------------------------------------------------------------------------------
// A parent and a club coach whose own contacts stand beside the athlete's
// ---------------------------------------------------------------------------------------------------------------

const dadHockeyContacts: Original = {
  from: "Brian Kowalczyk <bkowalczyk@gmail.com>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-10-01 07:40:00 -05:00",
  subject: "Hannah Kowalczyk - goalie - 2029",
  text: `Hello Coach Halvorsen,

My daughter Hannah is a 2029 goaltender for the Chicago Young Americans 16U team and for Glenview Westbrook High School. She is 5'9" and has a .932 save percentage this fall.

Hannah: hannah.kowalczyk29@gmail.com / 847-555-0185
Me (dad): 847-555-0186

Game film: https://vimeo.com/820334117

Thanks,
Brian Kowalczyk`,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting: machine mail and look-alikes
// ---------------------------------------------------------------------------------------------------------------

const syncLog: Original = {
  from: "Roster Sync <rostersync@ops.pinecrest.edu>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-10-02 03:00:00 -05:00",
  subject: "Nightly roster sync report",
  text: `Nightly roster sync completed with warnings.

2026-10-02 03:00:01 INFO start job=roster_sync source=sis target=teamportal
2026-10-02 03:00:04 INFO fetched 27 athlete records (Women's Ice Hockey)
2026-10-02 03:00:05 WARN record id=88123 name=Kelsey Albrecht missing field=class_year
2026-10-02 03:00:05 WARN record id=88140 name=Mara Tollefson phone=218-555-0173 invalid format
2026-10-02 03:00:09 INFO wrote 25 records, 2 skipped, 1.4 MB transferred
2026-10-02 03:00:09 INFO done in 8.1s

This is an automated message.`,
};

const formNotification: Original = {
  from: "FormBuilder Notifications <notifications@formbuilder.example>",
  to: "tabernathy@calloway.edu",
  date: "2026-09-12 14:22:00 -04:00",
  subject: "New entry: Calloway XC Camp Waiver",
  text: `A new entry was submitted to "Calloway XC Camp Waiver".

Entry #412
Camper name: Lily Beauchamp
Camper grade (fall 2026): 10
Parent/guardian: Renee Beauchamp
Parent phone: 859-555-0190
T-shirt size: Adult S
Allergies: none
Signature: Renee Beauchamp
Submitted: 09/12/2026 2:21 PM

View all entries: https://formbuilder.example/forms/calloway-xc-waiver/entries`,
};

const deliveryDelay: Original = {
  from: "Mail Delivery System <MAILER-DAEMON@mx2.stellanova.edu>",
  to: "wmwangi@stellanova.edu",
  date: "2026-11-21 06:14:00 -08:00",
  subject: "Delivery delayed: Rowing camp info",
  text: `This is an automatically generated Delivery Status Notification.

THIS IS A WARNING MESSAGE ONLY.
YOU DO NOT NEED TO RESEND YOUR MESSAGE.

Delivery to the following recipients has been delayed:

     lwhitaker.rows@cloudmail.example

Message will be retried for 2 more day(s)

Reporting-MTA: dns; mx2.stellanova.edu
Action: delayed
Status: 4.4.7
Diagnostic-Code: smtp; 421 4.7.0 Try again later
Last-Attempt-Date: Sat, 21 Nov 2026 06:14:02 -0800`,
};

const meetResultsPost: Original = {
  from: "Bluegrass Distance Project <news@bluegrassdistance.example>",
  to: "tabernathy@calloway.edu",
  date: "2026-11-10 12:00:00 -05:00",
  subject: "Regional results + our 2027s and 2028s",
  text: `BDP Weekly

What a weekend at regionals! Results from our high school athletes:

Sofia Marrero (2027) - 5k 18:22, 4th
Kaitlyn Rhee (2028) - 5k 18:40, 9th
Brooke Anand (2027) - 5k 18:51, 12th
Lucy Fenwick (2029) - 5k 19:05, 17th

College coaches: our full athlete list with PRs and contact info is on our website.

Unsubscribe | Manage preferences`,
};

const boosterRaffle: Original = {
  from: "Pinecrest Blue Line Club <blueline@pinecrestboosters.example>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-12-05 09:00:00 -06:00",
  subject: "Holiday raffle tickets are here!",
  text: `Hi Coach Halvorsen,

The Blue Line Club's holiday raffle is live! Tickets are $10 each or 3 for $25, and every dollar goes to the team's travel fund. Prizes include a signed jersey from the 2026 captains, two season passes and a Duluth lake cabin weekend.

Could you share the link with your players' families? https://pinecrestboosters.example/raffle

Thanks for all you do,
Donna Whitcomb
Blue Line Club President`,
};

// ---------------------------------------------------------------------------------------------------------------
// Athletes writing in their own language, names of every shape, coaches listing a few players
// ---------------------------------------------------------------------------------------------------------------

const italianVolleyball: Original = {
  from: "Giulia Ferrandi <giulia.ferrandi09@libero.it>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-12 21:05:00 +01:00",
  subject: "Giocatrice di pallavolo - Giulia Ferrandi - 2027",
  text: `Gentile Coach Reyes,

mi chiamo Giulia Ferrandi, ho 17 anni e vivo a Bergamo. Gioco come palleggiatrice nella Volley Bergamo Under 18 e frequento il Liceo Scientifico Lussana. Mi diplomerò nel 2027 e vorrei studiare e giocare negli Stati Uniti.

Altezza: 1,80 m
Media voti: 8,4/10

Video: https://www.youtube.com/watch?v=Gf27PlVbIt9

Cordiali saluti,
Giulia Ferrandi
+39 347 555 0162`,
};

const dutchSoccer: Original = {
  from: "Fenna de Vries <fenna.devries@ziggo.example>",
  to: "anakamura@brookhaven.edu",
  date: "2026-10-19 19:40:00 +02:00",
  subject: "Soccer scholarship - Fenna de Vries (2027)",
  text: `Dear Coach Nakamura,

My name is Fenna de Vries and I am a central defender from Utrecht, the Netherlands. I play for VV Hercules Utrecht O19 and I finish secondary school (VWO) at the Stedelijk Gymnasium Utrecht in summer 2027.

Height: 175 cm
Preferred foot: left

Here is a video of my last season: https://www.youtube.com/watch?v=Fv27NlSdCb8

I hope to hear from you!

Kind regards,
Fenna de Vries
+31 6 5550 1473`,
};

const spanishParent: Original = {
  from: "Verónica Salgado <vero.salgado@hotmail.example>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-25 20:30:00 -06:00",
  subject: "Mi hija Ximena - catcher 2028",
  text: `Buenas noches Coach Whitlock,

Le escribo para presentarle a mi hija Ximena Salgado Ortiz. Ella es catcher, clase 2028, y juega para Texas Blaze 16U Gold y para McAllen Palmview High School en McAllen, Texas. Mide 5'5" y tiene un promedio de 3.8.

Su correo es ximenasalgado28@gmail.com y su video está aquí: https://youtu.be/Xs28CtVd9Lm

Muchas gracias por su tiempo,
Verónica Salgado (mamá)
956-555-0144`,
};

const capsNameMc: Original = {
  from: "Shannon McAllister <smcallister2027@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-09-17 16:10:00 -04:00",
  subject: "RECRUITING INTEREST - SHANNON MCALLISTER",
  text: `COACH REYES,

MY NAME IS SHANNON MCALLISTER AND I AM A 2027 OPPOSITE FROM KNOXVILLE, TN. I PLAY FOR TENNESSEE TEAM PERFORMANCE 17 NATIONAL AND ATTEND FARRAGUT BLUFFS HIGH SCHOOL. I AM 6'0" WITH A 3.65 GPA.

MY HUDL: https://www.hudl.com/video/3/21733009/6a07c8d9e4b0a1b2c3d4e5f6

THANK YOU,
SHANNON MCALLISTER
865-555-0112`,
};

const apostropheNameSignatureOnly: Original = {
  from: "Aine O'Donoghue <aodonoghue.sb@gmail.com>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-10-03 11:22:00 -05:00",
  subject: "2028 second baseman - camp follow up",
  text: `Hi Coach Whitlock!

Thank you for running the fall prospect camp last weekend. I was the second baseman in the orange shirt who hit the ball to the fence in the last scrimmage. I play for Iowa Premier 16U and Ankeny Centennial Ridge High School and I'm a 2028 grad.

Here is my updated skills video: https://www.youtube.com/watch?v=Ao28SbFv5Kd

Thank you again,
Aine O'Donoghue
515-555-0103`,
};

const clubDirectorThreeSwimmers: Original = {
  from: "Carla Benedetti <cbenedetti@tidewateraquatics.example>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-11-30 08:45:00 -05:00",
  subject: "Three Tidewater swimmers for your 2027 class",
  text: `Coach Fairweather,

I am the head coach at Tidewater Aquatics and three of my seniors have asked me to reach out about Ashgrove. All three are class of 2027.

Maddie Chu - sprint free/fly. 50 free 23.41, 100 fly 55.90. 3.9 GPA. maddiechu.swims@gmail.com
Rosalind Achebe - breaststroke. 100 breast 1:03.88, 200 breast 2:18.02. 3.6 GPA. roz.achebe@gmail.com
Kaia Montgomery - distance free. 500 free 4:55.12, 1650 free 17:02.40. 4.0 GPA. kaiamontgomery27@gmail.com

Happy to talk about any of them.

Carla Benedetti
Head Coach, Tidewater Aquatics
757-555-0151`,
};

const hsCoachTwoRunnersParagraphs: Original = {
  from: "Gerald Okafor <gokafor@wabashvalleyschools.example>",
  to: "tabernathy@calloway.edu",
  date: "2026-12-08 15:20:00 -06:00",
  subject: "Two of my distance girls",
  text: `Coach Abernathy,

I coach cross country and distance at Terre Haute Riverside High School. Two of my juniors would be a good fit for Calloway.

Priya Raman (class of 2027) ran 18:55 at the state meet and has a 4.0 GPA. She runs the 1600m and 3200m in the spring. Her email is priyaraman27@gmail.com.

Josie Whitlow (class of 2027) is a 2:18 800m runner who moved up to 5k this fall and ran 19:20. She carries a 3.4. Her email is josiewhitlow.runs@gmail.com.

Both are great teammates. Let me know if you want their meet schedules.

Gerald Okafor
Head Cross Country Coach, Terre Haute Riverside HS
812-555-0120`,
};

// ---------------------------------------------------------------------------------------------------------------
// Not recruiting: a newspaper recap, a commitment post, a gear order, a hotel confirmation, a camp roster
// ---------------------------------------------------------------------------------------------------------------

const newspaperRecap: Original = {
  from: "Valley Courier Sports <sports@valleycourier.example>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-31 06:00:00 -04:00",
  subject: "Prep volleyball: Lakota Ridge sweeps into regional final",
  text: `LAKOTA RIDGE 3, FAIRFIELD NORTH 0

Junior outside hitter Brynn Castellanos had 16 kills and senior setter Tori Vance added 38 assists as Lakota Ridge swept Fairfield North 25-19, 25-21, 25-17 in the regional semifinal Thursday night.

"We served tough and we passed well," coach Melissa Grant said. "Brynn was unstoppable on the left side."

Lakota Ridge (24-3) plays Mason Heights for the regional title Saturday at 2 p.m.

Read more prep coverage at valleycourier.example/preps`,
};

const commitmentPost: Original = {
  from: "Peak Performance Softball <news@peakperformancesb.example>",
  to: "dwhitlock@marlowstate.edu",
  date: "2026-11-16 10:00:00 -06:00",
  subject: "Congratulations Kenzie!",
  text: `Peak Performance Softball is proud to announce that Kenzie Arbogast (2027, RHP/1B) has verbally committed to play softball at Lindell State University!

Kenzie has been with Peak Performance since 12U and was a two-time all-region pitcher for Nixa Bluffs High School. Congratulations to Kenzie and her family!

Follow us for more commitment news.
Unsubscribe`,
};

const gearOrder: Original = {
  from: "TeamGear Orders <orders@teamgear.example>",
  to: "ihalvorsen@pinecrest.edu",
  date: "2026-08-29 13:15:00 -05:00",
  subject: "Order #TG-55871 confirmed: Pinecrest Women's Hockey practice jerseys",
  text: `Thanks for your order!

Order #TG-55871
Ship to: Ingrid Halvorsen, Pinecrest College Athletics

Item: Practice jersey (white), name and number
  #2 LARSON - size M
  #7 BERGSTROM - size S
  #14 OKONKWO-HILL - size L
  #31 NGUYEN - size goalie cut
Subtotal: $412.00
Shipping: $18.50
Total: $430.50

Estimated delivery: September 9`,
};

const campRosterNote: Original = {
  from: "Ashgrove Swim Camp <camps@ashgroveswimcamp.example>",
  to: "lfairweather@ashgrove.edu",
  date: "2026-07-10 17:00:00 -05:00",
  subject: "Session 2 roster and lane assignments",
  text: `Coach,

Here are the lane assignments for Session 2 (July 14-17). Campers check in at the natatorium lobby at 8:00 AM.

Lane 1: Emma Lindgren, Harper Wu, Zoe Kasprzak
Lane 2: Lily Osei, Nora Castillo, Ruby Feldman
Lane 3: Ava Brandt, Mia Serrano, Chloe Ansah

Please remind your staff that parents pick up at 4:30 PM at the north entrance.

Ashgrove Swim Camp Office`,
};

const collegeCoachReplyToAthlete: Original = {
  from: "Theo Abernathy <tabernathy@calloway.edu>",
  to: "tabernathy@calloway.edu",
  date: "2026-11-02 09:30:00 -05:00",
  subject: "Calloway XC - junior day invitation",
  text: `Hi everyone,

Thank you for your interest in Calloway Cross Country and Track! We'd love to have you and your families on campus for our Junior Day on Saturday, January 23. You will tour campus, meet our team and coaching staff, and learn about our academic programs.

Please fill out our recruiting questionnaire before you come: https://callowayathletics.example/xc/questionnaire

Go Cardinals,
Coach Abernathy`,
};

export const FOURTH_VOICE: readonly CorpusEntry[] = [
  {
    name: "hockey-athlete-blank-slots-gmail",
    family: "v4-hockey-sloane-marchand",
    tags: ["fwd:gmail", "lang:en", "sport:ice-hockey", "template-placeholders"],
    label: recruiting("athlete", {
      first_name: "Sloane",
      last_name: "Marchand",
      grad_year: 2028,
      positions: ["defenseman"],
      height_inches: 68,
      club_team: "Minnesota Whitecaps U16",
      high_school: "Eden Prairie Lakeside High School",
      gpa: 3.71,
      email: "sloane.marchand10@gmail.com",
      phone: "+19525550166",
      video_urls: ["https://www.youtube.com/watch?v=Sm10dHk8rQa"],
    }),
    message: fwd("gmail", HALVORSEN, "2026-10-15 08:00:00 -05:00", hockeyBlankSlot),
  },
  {
    name: "rowing-athlete-xx-slots-outlook-live",
    family: "v4-rowing-tessa-villanueva",
    tags: ["fwd:outlook-live", "lang:en", "sport:rowing", "template-placeholders"],
    label: recruiting("athlete", {
      first_name: "Tessa",
      last_name: "Villanueva",
      grad_year: 2027,
      height_inches: 71,
      club_team: "Oswego Lake Crew",
      high_school: "Lake Oswego Bryant High School",
      gpa: 3.9,
      email: "tessa.villanueva.rows@outlook.com",
      phone: "+15035550152",
      video_urls: ["https://vimeo.com/812247713"],
    }),
    message: fwd("outlook-live", MWANGI, "2026-09-23 09:00:00 -07:00", rowingXXSlots),
  },
  {
    name: "diving-athlete-curly-slot-apple-mac",
    family: "v4-diving-camila-restrepo",
    tags: ["fwd:apple-mac", "lang:en", "sport:diving", "template-placeholders"],
    label: recruiting("athlete", {
      first_name: "Camila",
      last_name: "Restrepo",
      grad_year: 2028,
      positions: ["springboard"],
      club_team: "Coral Springs Dive Team",
      high_school: "Taravella Ridge High School",
      city: "Coral Springs",
      state: "FL",
      gpa: 3.64,
      email: "camirestrepo.dives@gmail.com",
      phone: "+19545550131",
      video_urls: ["https://youtu.be/Cr28dVx4PlQ"],
    }),
    message: fwd("apple-mac", REYES, "2026-11-03 09:00:00 -05:00", diverCurlySlots, { note: "Sending to the diving staff - not ours but nice kid" }),
  },
  {
    name: "xc-athlete-junior-season-outlook-2019",
    family: "v4-xc-hallie-brandvold",
    tags: ["fwd:outlook-2019", "lang:en", "sport:cross-country", "events"],
    label: recruiting("athlete", {
      first_name: "Hallie",
      last_name: "Brandvold",
      grad_year: 2028,
      positions: ["5k", "1600m", "3200m"],
      club_team: "Bluegrass Distance Project",
      high_school: "Lexington Tates Creek High School",
      city: "Lexington",
      state: "KY",
      gpa: 3.82,
      email: "hbrandvold28@gmail.com",
      phone: "+18595550124",
    }),
    message: fwd("outlook-2019", ABERNATHY, "2026-10-29 08:00:00 -04:00", xcRunner),
  },
  {
    name: "gym-athlete-level-ten-yahoo",
    family: "v4-gym-ava-lindqvist-park",
    tags: ["fwd:yahoo", "lang:en", "sport:gymnastics", "no-phone"],
    label: recruiting("athlete", {
      first_name: "Ava",
      last_name: "Lindqvist-Park",
      grad_year: 2029,
      positions: ["bars", "beam"],
      club_team: "Twin Cities Twisters",
      high_school: "Eagan Thomas Lake High School",
      city: "Eagan",
      state: "MN",
      email: "avalp.gym@icloud.com",
      video_urls: ["https://www.youtube.com/watch?v=Ag29TwLkp4M"],
    }),
    message: fwd("yahoo", HALVORSEN, "2026-12-04 10:00:00 -06:00", gymnastBrief),
  },
  {
    name: "bowling-athlete-average-thunderbird",
    family: "v4-bowling-jordyn-fairchild",
    tags: ["fwd:thunderbird", "lang:en", "sport:bowling"],
    label: recruiting("athlete", {
      first_name: "Jordyn",
      last_name: "Fairchild",
      grad_year: 2027,
      high_school: "Kickapoo Heights High School",
      city: "Springfield",
      state: "MO",
      gpa: 3.45,
      email: "jordynfairchild.bowls@yahoo.com",
      phone: "+14175550139",
      video_urls: ["https://youtu.be/Jf27BwlQ9zK"],
    }),
    message: fwd("thunderbird", WHITLOCK, "2026-11-20 09:00:00 -06:00", bowlerNote, { note: "not mine - for Carla (bowling)" }),
  },
  {
    name: "wrestling-athlete-weight-class-gmail",
    family: "v4-wrestling-marisol-ybarra",
    tags: ["fwd:gmail", "lang:en", "sport:wrestling"],
    label: recruiting("athlete", {
      first_name: "Marisol",
      last_name: "Ybarra",
      grad_year: 2027,
      club_team: "Ohio Valley Grappling Club",
      high_school: "Cincinnati Withrow Park High School",
      gpa: 3.3,
      email: "mybarra.wrestling@gmail.com",
      phone: "+15135550170",
      video_urls: ["https://www.youtube.com/watch?v=Mw27YbRrGx3"],
    }),
    message: fwd("gmail", ABERNATHY, "2026-12-11 08:00:00 -05:00", wrestlerMixedCase),
  },
  {
    name: "ski-athlete-pipe-header-outlook-new",
    family: "v4-ski-greta-solheim",
    tags: ["fwd:outlook-new", "lang:en", "sport:nordic-skiing", "header-block"],
    label: recruiting("athlete", {
      first_name: "Greta",
      last_name: "Solheim",
      grad_year: 2027,
      club_team: "Steamboat Springs Winter Sports Club",
      high_school: "Steamboat Springs Yampa High School",
      city: "Steamboat Springs",
      state: "CO",
      gpa: 3.96,
      email: "greta.solheim.ski@gmail.com",
      phone: "+19705550115",
      video_urls: ["https://vimeo.com/801156322"],
    }),
    message: fwd("outlook-new", HALVORSEN, "2026-10-05 12:00:00 -05:00", skierPipe),
  },
  {
    name: "club-coach-hockey-recommends-forward-gmail",
    family: "v4-club-rick-desjardins",
    tags: ["fwd:gmail", "lang:en", "sport:ice-hockey", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Brooke",
      last_name: "Tallman",
      grad_year: 2027,
      positions: ["forward"],
      club_team: "North Star Hockey Club 19U",
      high_school: "Woodbury East Ridge High School",
      city: "Woodbury",
      state: "MN",
      gpa: 3.8,
      email: "brooketallman27@gmail.com",
      video_urls: ["https://www.youtube.com/watch?v=Bt27fWdH9sE"],
    }),
    message: fwd("gmail", HALVORSEN, "2026-11-08 13:00:00 -06:00", hockeyClubCoach),
  },
  {
    name: "hs-coach-rowing-recommendation-outlook-2013",
    family: "v4-hs-patricia-oduya",
    tags: ["fwd:outlook-2013", "lang:en", "sport:rowing", "trap:hs-coach-contact"],
    label: recruiting("high_school_coach", {
      first_name: "Renata",
      last_name: "Okonkwo",
      grad_year: 2027,
      height_inches: 72,
      club_team: "Lake Washington Rowing Club",
      high_school: "Seattle Ballard Crest High School",
      gpa: 3.75,
      email: "renata.okonkwo.row@gmail.com",
    }),
    message: fwd("outlook-2013", MWANGI, "2026-10-21 09:00:00 -07:00", hsCoachRowing),
  },
  {
    name: "club-coach-sb-one-paragraph-apple-ios",
    family: "v4-club-lou-tremblay",
    tags: ["fwd:apple-ios", "lang:en", "sport:softball", "very-short", "trap:club-coach-contact"],
    label: recruiting("club_coach", {
      first_name: "Addison",
      last_name: "Kerrigan",
      grad_year: 2028,
      positions: ["SS"],
      height_inches: 66,
      club_team: "Prairie Fire 16U Gold",
      high_school: "Olathe Northwest Prairie HS",
      gpa: 3.6,
      phone: "+19135550178",
    }),
    message: fwd("apple-ios", WHITLOCK, "2026-10-01 07:00:00 -05:00", clubCoachShortRec),
  },
  {
    name: "vb-athlete-card-above-letter-gmail",
    family: "v4-vb-kennedy-oyelowo",
    tags: ["fwd:gmail", "lang:en", "sport:volleyball", "header-block", "subject-court"],
    label: recruiting("athlete", {
      first_name: "Kennedy",
      last_name: "Oyelowo",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Columbus Elite 16 Black",
      high_school: "Dublin Jerome Park High School",
      city: "Dublin",
      state: "OH",
      gpa: 3.92,
      email: "kennedy.oyelowo@gmail.com",
      phone: "+16145550126",
      video_urls: ["https://www.hudl.com/video/3/21900412/6a11b2c3e4b0d5e6f7a8b901"],
    }),
    message: fwd("gmail", REYES, "2026-10-10 08:00:00 -04:00", vbCardAbove),
  },
  {
    name: "sb-athlete-two-lines-lowercase-gmail",
    family: "v4-sb-liv-carrasco",
    tags: ["fwd:gmail", "lang:en", "sport:softball", "very-short"],
    label: recruiting("athlete", {
      first_name: "Liv",
      last_name: "Carrasco",
      grad_year: 2029,
      positions: ["C"],
      club_team: "Arkansas Fire 15U",
      email: "livcarrasco2029@gmail.com",
      video_urls: ["https://youtu.be/Lc29cKt5mVx"],
    }),
    message: fwd("gmail", WHITLOCK, "2026-12-12 16:00:00 -06:00", softballTwoLine),
  },
  {
    name: "soccer-athlete-gk-one-paragraph-outlook-mac",
    family: "v4-soccer-noor-haddad",
    tags: ["fwd:outlook-mac", "lang:en", "sport:soccer", "very-short"],
    label: recruiting("athlete", {
      first_name: "Noor",
      last_name: "Haddad",
      grad_year: 2027,
      positions: ["goalkeeper"],
      club_team: "Sacramento United ECNL",
      high_school: "Davis Oakgrove High School",
      email: "noor.haddad.gk@gmail.com",
      phone: "+15305550157",
      video_urls: ["https://www.youtube.com/shorts/Nh27GkSv4wQ"],
    }),
    message: fwd("outlook-mac", REYES, "2026-11-15 14:00:00 -05:00", soccerPhoneOnly, { note: "Aiko - this one wrote to the wrong Brookhaven address" }),
  },
  {
    name: "vb-athlete-school-disclaimer-bar-direct",
    family: "v4-vb-paige-whitfield",
    tags: ["not-a-forward", "lang:en", "sport:volleyball", "outlook-underscore-disclaimer"],
    label: recruiting("athlete", {
      first_name: "Paige",
      last_name: "Whitfield",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70,
      club_team: "Texas Tornados 16 Elite",
      high_school: "Harmony Ridge High School",
      city: "Frisco",
      state: "TX",
      gpa: 3.88,
      email: "pwhitfield28@students.harmonyisd.org",
      video_urls: ["https://www.hudl.com/video/3/21804455/6a0f9e8d7c6b5a4f3e2d1c55"],
    }),
    message: original({ ...schoolAccountDisclaimer, to: REYES.scout }, "outlook"),
  },
  {
    name: "parent-mom-pitcher-signature-bar-outlook-live",
    family: "v4-parent-monique-delacruz",
    tags: ["fwd:outlook-live", "lang:en", "sport:softball", "outlook-underscore-signature", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Izzy",
      last_name: "Delacruz",
      grad_year: 2028,
      positions: ["P"],
      height_inches: 69,
      club_team: "Oklahoma Athletics 16U Premier",
      high_school: "Broken Arrow Cedar Ridge High School",
      gpa: 3.97,
      email: "izzydelacruz28@gmail.com",
      phone: "+19185550193",
      video_urls: ["https://www.youtube.com/watch?v=Id28PchRvN4"],
    }),
    message: fwd("outlook-live", WHITLOCK, "2026-11-04 15:00:00 -06:00", parentOutlookSignatureBar),
  },
  {
    name: "track-athlete-400-hurdles-apple-ios",
    family: "v4-track-deja-thibodeaux",
    tags: ["fwd:apple-ios", "lang:en", "sport:track", "events"],
    label: recruiting("athlete", {
      first_name: "Deja",
      last_name: "Thibodeaux",
      grad_year: 2027,
      positions: ["400m", "400m hurdles", "4x400"],
      club_team: "Cajun Flyers Track Club",
      high_school: "Lafayette Acadiana Grove High School",
      city: "Lafayette",
      state: "LA",
      gpa: 3.5,
      email: "dejathibodeaux400@gmail.com",
      phone: "+13375550119",
      video_urls: ["https://www.youtube.com/watch?v=Dt27SpRn4Hq"],
    }),
    message: fwd("apple-ios", ABERNATHY, "2026-12-02 07:00:00 -06:00", trackSprinter),
  },
  {
    name: "vb-athlete-subject-court-outlook-2019",
    family: "v4-vb-aubree-stanek",
    tags: ["fwd:outlook-2019", "lang:en", "sport:volleyball", "subject-court"],
    label: recruiting("athlete", {
      first_name: "Aubree",
      last_name: "Stanek",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Minneapolis Select 17 Rox",
      high_school: "Apple Valley Eastview Heights High School",
      gpa: 3.74,
      email: "aubreestanek.vb@gmail.com",
      phone: "+19525550138",
    }),
    message: fwd("outlook-2019", REYES, "2026-11-06 10:00:00 -05:00", subjectIsCourt),
  },
  {
    name: "lax-athlete-subject-tournament-gmail",
    family: "v4-lax-rory-callahan",
    tags: ["fwd:gmail", "lang:en", "sport:lacrosse", "subject-event"],
    label: recruiting("athlete", {
      first_name: "Rory",
      last_name: "Callahan",
      grad_year: 2028,
      positions: ["midfielder"],
      club_team: "Adirondack Thunder 2028 Elite",
      high_school: "Saratoga Springs Hillcrest High School",
      gpa: 3.55,
      email: "rorycallahan.lax@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/21044120/69e2f3a4e4b0b1c2d3e4f555"],
    }),
    message: fwd("gmail", WHITLOCK, "2026-06-19 08:00:00 -04:00", subjectIsTournament, { note: "lax kid wrote to me - passing to Meg" }),
  },
  {
    name: "parent-dad-hockey-goalie-contacts-outlook-new",
    family: "v4-parent-brian-kowalczyk",
    tags: ["fwd:outlook-new", "lang:en", "sport:ice-hockey", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Hannah",
      last_name: "Kowalczyk",
      grad_year: 2029,
      positions: ["goaltender"],
      height_inches: 69,
      club_team: "Chicago Young Americans 16U",
      high_school: "Glenview Westbrook High School",
      email: "hannah.kowalczyk29@gmail.com",
      phone: "+18475550185",
      video_urls: ["https://vimeo.com/820334117"],
    }),
    message: fwd("outlook-new", HALVORSEN, "2026-10-01 09:00:00 -05:00", dadHockeyContacts),
  },
  // ------------------------------------------------------------------ not recruiting
  {
    name: "nonrec-roster-sync-log-direct",
    family: "v4-nonrec-pinecrest-ops",
    tags: ["not-a-forward", "lang:en", "category:machine-mail", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: original({ ...syncLog, to: HALVORSEN.scout }, "bulk"),
  },
  {
    name: "nonrec-form-waiver-entry-gmail",
    family: "v4-nonrec-formbuilder",
    tags: ["fwd:gmail", "lang:en", "category:machine-mail", "trap:camper-details"],
    label: notRecruiting("other"),
    message: fwd("gmail", ABERNATHY, "2026-09-12 16:00:00 -04:00", formNotification, { note: "for the camp folder" }),
  },
  {
    name: "nonrec-delivery-delayed-dsn-direct",
    family: "v4-nonrec-stellanova-mta",
    tags: ["not-a-forward", "lang:en", "category:bounce"],
    label: notRecruiting("other"),
    message: original({ ...deliveryDelay, to: MWANGI.scout }, "bulk"),
  },
  {
    name: "nonrec-club-regional-results-post-direct",
    family: "v4-nonrec-bdp-weekly",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:many-athletes"],
    label: notRecruiting("club_coach"),
    message: original({ ...meetResultsPost, to: ABERNATHY.scout }, "bulk", { headers: [["List-Unsubscribe", "<https://bluegrassdistance.example/unsub/x1>"], ["Precedence", "bulk"]] }),
  },
  {
    name: "nonrec-booster-raffle-gmail",
    family: "v4-nonrec-blue-line-club",
    tags: ["fwd:gmail", "lang:en", "category:booster"],
    label: notRecruiting("other"),
    message: fwd("gmail", HALVORSEN, "2026-12-05 11:00:00 -06:00", boosterRaffle, { note: "can someone post this in the team chat" }),
  },
  {
    name: "vb-athlete-italian-setter-gmail",
    family: "v4-vb-giulia-ferrandi",
    tags: ["fwd:gmail", "lang:it", "sport:volleyball", "abroad"],
    label: recruiting("athlete", {
      first_name: "Giulia",
      last_name: "Ferrandi",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.9,
      club_team: "Volley Bergamo Under 18",
      high_school: "Liceo Scientifico Lussana",
      city: "Bergamo",
      email: "giulia.ferrandi09@libero.it",
      phone: "+393475550162",
      video_urls: ["https://www.youtube.com/watch?v=Gf27PlVbIt9"],
    }),
    message: fwd("gmail", REYES, "2026-11-13 08:00:00 -05:00", italianVolleyball),
  },
  {
    name: "soccer-athlete-dutch-defender-outlook-live",
    family: "v4-soccer-fenna-de-vries",
    tags: ["fwd:outlook-live", "lang:en", "sport:soccer", "abroad"],
    label: recruiting("athlete", {
      first_name: "Fenna",
      last_name: "de Vries",
      grad_year: 2027,
      positions: ["central defender"],
      height_inches: 68.9,
      club_team: "VV Hercules Utrecht O19",
      high_school: "Stedelijk Gymnasium Utrecht",
      city: "Utrecht",
      email: "fenna.devries@ziggo.example",
      phone: "+31655501473",
      video_urls: ["https://www.youtube.com/watch?v=Fv27NlSdCb8"],
    }),
    message: fwd("outlook-live", REYES, "2026-10-20 08:00:00 -04:00", dutchSoccer, { note: "Aiko - European kid, for you" }),
  },
  {
    name: "parent-mom-spanish-catcher-outlook-es",
    family: "v4-parent-veronica-salgado",
    tags: ["fwd:outlook-es", "lang:es", "sport:softball", "trap:parent-contact"],
    label: recruiting("parent", {
      first_name: "Ximena",
      last_name: "Salgado Ortiz",
      grad_year: 2028,
      positions: ["C"],
      height_inches: 65,
      club_team: "Texas Blaze 16U Gold",
      high_school: "McAllen Palmview High School",
      city: "McAllen",
      state: "TX",
      gpa: 3.8,
      email: "ximenasalgado28@gmail.com",
      video_urls: ["https://youtu.be/Xs28CtVd9Lm"],
    }),
    message: fwd("outlook-es", WHITLOCK, "2026-11-26 08:00:00 -06:00", spanishParent),
  },
  {
    name: "vb-athlete-all-caps-mc-name-yahoo",
    family: "v4-vb-shannon-mcallister",
    tags: ["fwd:yahoo", "lang:en", "sport:volleyball", "all-caps"],
    label: recruiting("athlete", {
      first_name: "Shannon",
      last_name: "McAllister",
      grad_year: 2027,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "Tennessee Team Performance 17 National",
      high_school: "Farragut Bluffs High School",
      city: "Knoxville",
      state: "TN",
      gpa: 3.65,
      email: "smcallister2027@gmail.com",
      phone: "+18655550112",
      video_urls: ["https://www.hudl.com/video/3/21733009/6a07c8d9e4b0a1b2c3d4e5f6"],
    }),
    message: fwd("yahoo", REYES, "2026-09-18 08:00:00 -04:00", capsNameMc),
  },
  {
    name: "sb-athlete-camp-follow-up-signature-name-thunderbird",
    family: "v4-sb-aine-odonoghue",
    tags: ["fwd:thunderbird", "lang:en", "sport:softball", "name-in-signature"],
    label: recruiting("athlete", {
      first_name: "Aine",
      last_name: "O'Donoghue",
      grad_year: 2028,
      positions: ["2B"],
      club_team: "Iowa Premier 16U",
      high_school: "Ankeny Centennial Ridge High School",
      email: "aodonoghue.sb@gmail.com",
      phone: "+15155550103",
      video_urls: ["https://www.youtube.com/watch?v=Ao28SbFv5Kd"],
    }),
    message: fwd("thunderbird", WHITLOCK, "2026-10-03 14:00:00 -05:00", apostropheNameSignatureOnly),
  },
  {
    name: "multi-club-coach-three-swimmers-lines-gmail",
    family: "v4-club-carla-benedetti",
    tags: ["fwd:gmail", "lang:en", "sport:swimming", "multi-athlete"],
    label: severalAthletes("club_coach", [
      { first_name: "Maddie", last_name: "Chu", grad_year: 2027, positions: ["50 free", "100 fly"], club_team: "Tidewater Aquatics", gpa: 3.9, email: "maddiechu.swims@gmail.com" },
      { first_name: "Rosalind", last_name: "Achebe", grad_year: 2027, positions: ["100 breast", "200 breast"], club_team: "Tidewater Aquatics", gpa: 3.6, email: "roz.achebe@gmail.com" },
      { first_name: "Kaia", last_name: "Montgomery", grad_year: 2027, positions: ["500 free", "1650 free"], club_team: "Tidewater Aquatics", gpa: 4, email: "kaiamontgomery27@gmail.com" },
    ]),
    message: fwd("gmail", HALVORSEN, "2026-11-30 10:00:00 -05:00", clubDirectorThreeSwimmers, { note: "Lauren - these came to me by mistake, forwarding" }),
  },
  {
    name: "multi-hs-coach-two-runners-paragraphs-outlook-2019",
    family: "v4-hs-gerald-okafor",
    tags: ["fwd:outlook-2019", "lang:en", "sport:cross-country", "multi-athlete"],
    label: severalAthletes("high_school_coach", [
      { first_name: "Priya", last_name: "Raman", grad_year: 2027, positions: ["1600m", "3200m"], high_school: "Terre Haute Riverside High School", gpa: 4, email: "priyaraman27@gmail.com" },
      { first_name: "Josie", last_name: "Whitlow", grad_year: 2027, positions: ["800m", "5k"], high_school: "Terre Haute Riverside High School", gpa: 3.4, email: "josiewhitlow.runs@gmail.com" },
    ]),
    message: fwd("outlook-2019", ABERNATHY, "2026-12-08 17:00:00 -06:00", hsCoachTwoRunnersParagraphs),
  },
  {
    name: "nonrec-newspaper-match-recap-gmail",
    family: "v4-nonrec-valley-courier",
    tags: ["fwd:gmail", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("gmail", REYES, "2026-10-31 09:00:00 -04:00", newspaperRecap, { note: "Castellanos is a name to remember" }),
  },
  {
    name: "nonrec-club-commitment-post-direct",
    family: "v4-nonrec-peak-performance",
    tags: ["not-a-forward", "lang:en", "category:newsletter", "trap:athletes-named"],
    label: notRecruiting("club_coach"),
    message: original({ ...commitmentPost, to: WHITLOCK.scout }, "bulk", { headers: [["List-Unsubscribe", "<https://peakperformancesb.example/u/k2>"], ["Precedence", "bulk"]] }),
  },
  {
    name: "nonrec-gear-order-confirmation-direct",
    family: "v4-nonrec-teamgear",
    tags: ["not-a-forward", "lang:en", "category:receipt", "trap:own-player"],
    label: notRecruiting("other"),
    message: original({ ...gearOrder, to: HALVORSEN.scout }, "bulk"),
  },
  {
    name: "nonrec-swim-camp-lane-roster-outlook-new",
    family: "v4-nonrec-ashgrove-swim-camp",
    tags: ["fwd:outlook-new", "lang:en", "category:event-logistics", "trap:athletes-named"],
    label: notRecruiting("other"),
    message: fwd("outlook-new", HALVORSEN, "2026-07-10 18:00:00 -05:00", campRosterNote, { note: "fyi" }),
  },
  {
    name: "nonrec-own-junior-day-blast-apple-mac",
    family: "v4-nonrec-calloway-junior-day",
    tags: ["fwd:apple-mac", "lang:en", "category:own-template"],
    label: notRecruiting("other"),
    message: fwd("apple-mac", ABERNATHY, "2026-11-02 10:00:00 -05:00", collegeCoachReplyToAthlete, { note: "sent this to the list" }),
  },
];
