/** Volleyball athletes introducing themselves, forwarded (or passed on) by the coach. */
import { recruiting, type CorpusEntry } from "../labels.ts";
import { BELANGER, CASTELLANO, DUARTE, HALVORSEN, REYES, STAFF, VOGEL } from "../people.ts";
import { compose, forward, forwardAsAttachment, forwardedBlock, original, quotedReply, type Original } from "../wrappers.ts";
import { htmlDocument } from "../html.ts";

const kaylee: Original = {
  from: "Kaylee Morris <kmorris2028@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-01 20:47:12 -05:00",
  subject: `2028 OH Kaylee Morris | Bluegrass Juniors 17 National | 5'11"`,
  text: `Hi Coach Reyes,

My name is Kaylee Morris and I am a junior outside hitter at Henry Clay High School in Lexington, Kentucky. I have followed Cresthaven volleyball since your run to the conference final and I would love to be considered for your 2028 class.

Quick stats:
Name: Kaylee Morris
Grad Year: 2028
Position: OH (6 rotations)
Height: 5'11"
Approach: 9'10"  |  Block: 9'4"  |  Standing reach: 7'9"
Club: Bluegrass Juniors 17 National (#12)
High School: Henry Clay HS - Lexington, KY
GPA: 3.86 unweighted / 4.31 weighted
ACT: 27

Highlights (Fall 2026 HS season): https://www.hudl.com/video/3/20417733/66f1a2c9e4b0d71a9c3b5e20

Upcoming club schedule:
Jan 16-18, 2027  Bluegrass Winter Classic, Lexington KY (Court 7 on Saturday)
Feb 13-15, 2027  Great Lakes Power League #2, Columbus OH
Mar 6-8, 2027  Gateway Qualifier, St. Louis MO

My club coach is Renata Alves (ralves@bluegrassjuniors.org, 859-555-0177) if you would like a reference.

Thank you for your time!

Kaylee Morris
kmorris2028@gmail.com
(859) 555-0143`,
};

const maddie: Original = {
  from: "Maddie Okafor <maddie.okafor29@icloud.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-27 22:13:40 -05:00",
  subject: "libero 2029",
  text: `hi coach castellano my name is maddie okafor and im a 2029 libero/ds from plano tx i play club for north texas thunder 16 red and for plano west hs. im 5’5 and my gpa is 3.7 . i would really love to come to one of your camps this summer and learn more about ridgeford

my highlight video is youtu.be/Qm7rT2vXk9c

my number is 972 555 0188

thank u!!
maddie

Sent from my iPhone`,
};

const jadaTable = `<div dir="ltr"><p>Dear Coach Reyes,</p>
<p>I am very interested in Cresthaven University and wanted to share my information with you. I will be playing at the Music City Invitational in December and would love for you to come watch.</p>
<table border="1" cellpadding="6" cellspacing="0" style="border-collapse:collapse;font-family:Arial,sans-serif;font-size:13px">
<tbody>
<tr><td><b>Name</b></td><td>Jada Whitaker</td></tr>
<tr><td><b>Graduation Year</b></td><td>2027</td></tr>
<tr><td><b>Position</b></td><td>Setter</td></tr>
<tr><td><b>Height</b></td><td>5'9"</td></tr>
<tr><td><b>Club Team</b></td><td>Music City Select 18 Elite (#4)</td></tr>
<tr><td><b>High School</b></td><td>Harpeth Valley High School</td></tr>
<tr><td><b>Hometown</b></td><td>Franklin, TN</td></tr>
<tr><td><b>GPA</b></td><td>4.0</td></tr>
<tr><td><b>Email</b></td><td><a href="mailto:jadawhitaker.vb@gmail.com">jadawhitaker.vb@gmail.com</a></td></tr>
<tr><td><b>Cell</b></td><td>(615) 555-0198</td></tr>
<tr><td><b>Parent</b></td><td>Denise Whitaker, (615) 555-0102, <a href="mailto:dwhitaker@harpethmail.net">dwhitaker@harpethmail.net</a></td></tr>
<tr><td><b>Highlights</b></td><td><a href="https://www.youtube.com/watch?v=pL3xW8rNq2E">https://www.youtube.com/watch?v=pL3xW8rNq2E</a></td></tr>
<tr><td><b>Full match</b></td><td><a href="https://www.hudl.com/video/3/19022871/67a0c1b2e4b0f3d9a8c2d114">https://www.hudl.com/video/3/19022871/67a0c1b2e4b0f3d9a8c2d114</a></td></tr>
</tbody>
</table>
<p>Thank you so much for your time and consideration.</p>
<p>Jada Whitaker</p></div>`;

const jada: Original = {
  from: "Jada Whitaker <jadawhitaker.vb@gmail.com>",
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-03 16:02:55 -06:00",
  subject: "Jada Whitaker - 2027 Setter - Music City Select 18 Elite",
  text: `Dear Coach Reyes,

I am very interested in Cresthaven University and wanted to share my information with you. I will be playing at the Music City Invitational in December and would love for you to come watch.

Name	Jada Whitaker
Graduation Year	2027
Position	Setter
Height	5'9"
Club Team	Music City Select 18 Elite (#4)
High School	Harpeth Valley High School
Hometown	Franklin, TN
GPA	4.0
Email	jadawhitaker.vb@gmail.com
Cell	(615) 555-0198
Parent	Denise Whitaker, (615) 555-0102, dwhitaker@harpethmail.net
Highlights	https://www.youtube.com/watch?v=pL3xW8rNq2E
Full match	https://www.hudl.com/video/3/19022871/67a0c1b2e4b0f3d9a8c2d114

Thank you so much for your time and consideration.

Jada Whitaker`,
  html: jadaTable,
};

const brooke: Original = {
  from: "Brooke Lindqvist <brookelindqvist@gmail.com>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-10-19 21:30:03 -05:00",
  subject: "2027 MB",
  text: `Hi Coach,
2027 MB, 6'2, Omaha NE. I play for Cornhusker Juniors 18 Blue. Film: https://vimeo.com/1003482716
Thanks,
Brooke Lindqvist`,
};

const olivia: Original = {
  from: "Olivia Brennan-Hayes <olivia.brennanhayes@gmail.com>",
  to: '"Reyes, Jordan" <jreyes@cresthaven.edu>',
  date: "2026-09-29 18:44:10 -05:00",
  subject: "Interest in Cresthaven Volleyball",
  text: `Dear Coach Reyes,

I hope your season is off to a great start. I watched your match against Lindell State on the conference stream last weekend and loved how fast your offense ran out of serve receive. That is the kind of tempo I enjoy setting, and it is a big reason Cresthaven is near the top of my list.

A little about me: I have set a 5-1 for my club team for three seasons and for my high school varsity since freshman year. This fall we went 31-4 and reached the regional final. Away from the court I am in the National Honor Society, I tutor middle schoolers in math, and I am planning to study nursing, which I know Cresthaven is known for.

I will be attending your Winter Elite Camp on January 3rd and I am hoping to schedule an unofficial visit this spring. I would really appreciate any feedback you have on my film.

Thank you for your time and I hope to hear from you soon.

Sincerely,
Olivia Brennan-Hayes
Class of 2027 | Setter | 5'10.5"
Coastal Storm VBC 18 Premier | #3
St. Agnes Academy, Mobile, AL
GPA 3.94 (UW) | 4.38 (W)
olivia.brennanhayes@gmail.com | 251.555.0160
Hudl: https://www.hudl.com/profile/19982311/Olivia-Brennan-Hayes`,
};

const laurenFirst: Original = {
  from: "Lauren Tsai <laurentsai.vb@gmail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-09-14 19:05:00 -04:00",
  subject: "2028 Outside Hitter - Lauren Tsai",
  text: `Hello Coach Castellano,

My name is Lauren Tsai and I'm a 2028 outside hitter from Cherry Hill, New Jersey. I play club for Jersey Shore Volleyball 17 Premier and attend Cherry Hill Crest High School. I'm 5'11" with a 9'11" approach, and I carry a 3.8 GPA.

Here is my film from last season: https://www.hudl.com/video/3/18874402/65d9e0a1e4b0b2c7f1a8e331

Thank you,
Lauren Tsai
(856) 555-0131`,
};

const laurenCoachReply: Original = {
  from: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  to: "Lauren Tsai <laurentsai.vb@gmail.com>",
  date: "2026-09-16 10:22:00 -04:00",
  subject: "RE: 2028 Outside Hitter - Lauren Tsai",
  text: `Hi Lauren,

Thanks for reaching out and for your interest in Ridgeford! NCAA rules limit what I can say to a 2028 right now, but please keep sending updated video and your club schedule. Our camp info is on the website.

Priya Castellano
Assistant Coach / Recruiting Coordinator
Ridgeford College Volleyball
C: +1 (610) 555-0139
Twitter/X: @RidgefordVB

${forwardedBlock("outlook-new", laurenFirst).text}`,
};

const laurenLatest: Original = {
  from: "Lauren Tsai <laurentsai.vb@gmail.com>",
  to: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  date: "2026-11-05 21:18:37 -05:00",
  subject: "Re: 2028 Outside Hitter - Lauren Tsai",
  text: compose(
    `Hi Coach Castellano,

Thank you for getting back to me! Quick update: I grew another inch over the summer and measured 6'0" at our club tryouts. Here is new film from our high school season: https://youtu.be/Vn4Kd8TzQ1s

Our club schedule for this season:
- Dec 5-6  Garden State Holiday Classic, Edison NJ
- Jan 17-19  MLK Showcase, Philadelphia PA
- Feb 14-16  Keystone Qualifier, Pittsburgh PA

I will be wearing #9. Hope you can make it!

Lauren`,
    quotedReply("gmail", laurenCoachReply),
    "gmail",
  ).text,
};

const camila: Original = {
  from: "Camila Restrepo <camirestrepo07@outlook.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-08 11:26:51 -05:00",
  subject: "Class of 2028 Opposite - Upcoming tournament schedule",
  text: `Good morning Coach Reyes,

My name is Camila Restrepo, a 2028 opposite / right side hitter for South Florida Wave 17 Gold and Coral Reef Senior High in Miami, Florida. I'm 6'0" and left-handed. I wanted to share my upcoming tournament schedule in case you or your staff will be recruiting at any of these events:

03/14/2027 - 03/16/2027  Sunshine Classic (Orlando, FL)  Pool C, Court 14
04/04/2027 - 04/06/2027  Southern Qualifier (Atlanta, GA)  Pool TBD
06/26/2027 - 07/03/2027  USAV Girls Junior Nationals (Dallas, TX)

Jersey #7 (white) / #7 (navy libero contrast)

Academics: 3.7 GPA, dual enrollment at Miami Dade College.
Video: https://www.youtube.com/watch?v=Hk2sQ7mWb4Y&t=12s
Cell: 786-555-0114

Thank you and have a great day!
Camila Restrepo`,
};

const eliseFr: Original = {
  from: "Élise Gagnon-Roy <elise.gagnonroy@gmail.com>",
  to: "abelanger@northvale.edu",
  date: "2026-10-22 20:03:19 -04:00",
  subject: "Passeuse 2028 - Élise Gagnon-Roy - Club Boréal Laval 17U",
  text: `Bonjour Madame Bélanger,

Je m'appelle Élise Gagnon-Roy et je suis passeuse pour l'équipe 17U du Club Boréal de Laval. Je termine mes études secondaires au Collège Mont-Royal-Est en juin 2028 et j'aimerais beaucoup poursuivre mes études et ma carrière de volleyball aux États-Unis, à Northvale College.

Quelques informations :
- Année de graduation : 2028
- Position : passeuse (jeu 5-1)
- Taille : 178 cm
- Atteinte en attaque : 2,88 m
- Moyenne générale : 88 %
- Ville : Laval (Québec)

Voici ma vidéo : https://www.youtube.com/watch?v=Ze9rTq2LmA0

Vous pouvez me joindre au +1 450 555 0147 ou par courriel.

Merci beaucoup et au plaisir !
Élise Gagnon-Roy`,
};

const hannah: Original = {
  from: "Hannah Schuster <hschuster27@gmail.com>",
  to: "kvogel@eastbrook.edu",
  date: "2026-10-30 17:41:08 -04:00",
  subject: "Hannah Schuster | 2027 Middle | Genesee Valley VBC",
  text: `Coach Vogel,

I'm Hannah Schuster, a senior middle blocker at Brighton Hill High School in Rochester, NY. I'm still uncommitted and looking for a program where I can contribute right away. I play club for Genesee Valley VBC 18 Elite.

Height: 6'1"
Block touch: 9'9"
GPA: 3.5 UW / 4.1 W
Intended major: Biology

Senior season highlights (Google Drive, should be shared with anyone who has the link):
https://drive.google.com/file/d/1hT7Kq2ZxR9mWp4nVb8sLc3dYe6fGa0jU/view?usp=sharing

My phone is 585-555-0124. Thank you!
Hannah`,
};

const savannah: Original = {
  from: "Savannah Pierce <savpierce2028@gmail.com>",
  to: "rduarte@coastalplains.edu",
  date: "2026-11-04 08:12:44 -05:00",
  subject: "2028 OH/RS Savannah Pierce",
  text: `Hi Coach Duarte!

I'm Savannah Pierce, a 2028 outside/right side from Pooler, Georgia. I play for Lowcountry Juniors 17 Royal with my twin sister Sydney, who is a 6'0" middle (she'll email you separately!). I'm 5'10" and I play six rotations.

I go to Pooler Ridge High School and have a 3.9 GPA.

My Hudl: https://www.hudl.com/profile/20155872/Savannah-Pierce

Thanks so much,
Savannah Pierce
912-555-0170`,
};

const reese: Original = {
  from: "Reese Hollander <reese.hollander@gmail.com>",
  to: "Morgan Lee <mlee@cresthaven.edu>",
  date: "2026-10-26 15:33:02 -05:00",
  subject: "Thank you for coming to Northern Lights!",
  text: `Hi Coach Lee,

Thank you for stopping by our court at the Northern Lights Fall Classic! It was great to meet you. As I mentioned, I'm a 2028 setter for Minnesota Lakes VBC 17 Navy and I go to Maple Grove Senior High in Maple Grove, Minnesota. I'm 5'8" and run a 6-2 in club and a 5-1 in high school.

Here is the link to our Sunday semifinal: https://www.hudl.com/video/3/20301174/66e8b7d2e4b0c4a1d9e7f502

My email is reese.hollander@gmail.com and my cell is 763-555-0138.

Reese Hollander`,
};

const reeseFromMorgan: Original = {
  from: STAFF.reyesAssistant,
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-10-27 08:05:41 -05:00",
  subject: "Fwd: Thank you for coming to Northern Lights!",
  text: compose(
    `Coach, this is the 2028 setter I told you about from Northern Lights. Great hands, quick feet. Worth a look at Winter Classic.

-- 
Morgan Lee
Assistant Coach, Cresthaven Volleyball
(513) 555-0196`,
    forwardedBlock("gmail", reese),
    "gmail",
  ).text,
};

const priyanka: Original = {
  from: "Priyanka Raman <priyanka.raman27@gmail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-10-12 19:55:31 -04:00",
  subject: "2027 Libero - Garden State Elite 18 Premier - Priyanka Raman",
  text: `Dear Coach Castellano,

My name is Priyanka Raman and I am a 2027 libero/defensive specialist from Edison, New Jersey. I play for Garden State Elite 18 Premier and J.P. Hollister High School. I'm 5'4" and I passed a 2.41 in serve receive this club season.

I have a 4.0 unweighted GPA (4.6 weighted) and I plan to major in biomedical engineering.

Highlight video: https://www.youtube.com/watch?v=Rk8dP2nWq5T
Full matches on Hudl: https://www.hudl.com/profile/18800456/Priyanka-Raman

Cell: 732.555.0133

Thank you,
Priyanka`,
};

const tori: Original = {
  from: "Tori Nakamura-Bell <torinb2029@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-09 20:20:20 -10:00",
  subject: "Aloha from a 2029 OH!",
  text: `Aloha Coach Reyes,

My name is Tori Nakamura-Bell and I am a sophomore outside hitter at Kalani Ridge High School in Honolulu, Hawaii. I play club for Makai Volleyball Club 16 Gold. I am 5'10" and have a 3.9 GPA.

I know Cresthaven is a long way from Hawaii but I am really interested in your program and your exercise science major. I will be playing at the Las Vegas Classic in February with my club.

Here is my video: https://www.hudl.com/video/3/20566210/6710a3b4e4b0e2d5c8f1a907

Mahalo,
Tori Nakamura-Bell
808-555-0109`,
};

const ainsley: Original = {
  from: "Ainsley Kowalczyk <ainsleyk2028@yahoo.com>",
  to: '"Castellano, Priya" <pcastellano@ridgeford.edu>',
  date: "2026-10-05 13:02:00 -04:00",
  subject: "Right side hitter – Class of 2028",
  text: `Coach Castellano –

I’m Ainsley Kowalczyk, a 2028 right side hitter from Toledo, Ohio. I’m 6’1” and I play for Maumee Bay VBC 17 Elite and Lakeside Christian Academy.

My GPA is 3.6 and I’m interested in Ridgeford’s business program.

Video – https://www.youtube.com/watch?v=Ab3cD4eF5gH

You can reach me at 419-555-0150 or this email.

Thank you…
Ainsley`,
};

const renee: Original = {
  from: "Renée Lindahl <renee.lindahl@gmail.com>",
  to: "ehalvorsen@tamarackstate.edu",
  date: "2026-10-21 21:14:33 -05:00",
  subject: "Renée Lindahl - 2027 MB - North Shore VBC 18 Black",
  text: `Hello Coach Halvorsen,

I'm Renée Lindahl, a senior middle blocker from Duluth, Minnesota. I play for North Shore VBC 18 Black and Hermantown Ridge High School. I'm 6'2" and I would love to stay in-state and play for Tamarack State.

GPA: 3.75
Film: https://www.hudl.com/profile/19345520/Renee-Lindahl
Phone: 218-555-0187

Thank you,
Renée`,
};

const skylar: Original = {
  from: "Skylar Dunn <skylar.dunn.vb@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-18 10:40:12 -05:00",
  subject: "Prospective Student-Athlete - 2028 Middle Blocker",
  text: `Dear Coach [Coach Last Name],

My name is ( ATHLETE'S NAME ) and I'm a 2028 middle blocker from Wichita, Kansas. I am very interested in [UNIVERSITY NAME] and believe I would be a great fit for your program.

I currently play for Prairie Fire VBC 17 Elite and Andover Heights High School. I am 6'1" with a 10'0" approach touch. I maintain a 3.4 GPA.

Please find my highlight video here: https://youtu.be/Lp9sW3xQe7M

Thank you for your consideration. I look forward to hearing from you.

Sincerely,
Skylar Dunn
Class of 2028 | MB | Prairie Fire 17 Elite
316-555-0181`,
};

const anonymous: Original = {
  from: "vbrecruit2028@gmail.com",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-10 23:51:09 -06:00",
  subject: "{{first_name}} {{last_name}} - 2028 Outside Hitter",
  text: `Hi Coach {{coach_last_name}},

My name is [Name] and I am a 2028 outside hitter from Overland Park, Kansas. I am 5'10" and play for Heartland Select 17 Elite. I would love to learn more about your program and camps.

My highlight video: https://www.hudl.com/video/3/20611903/6712e5f0e4b0a7c3b9d2f618

Best,
[Name]
[Phone Number]`,
};

const grace: Original = {
  from: "Grace Adeyemi <grace.adeyemi@icloud.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-06 19:12:47 -06:00",
  subject: "Grace Adeyemi 2028 MB",
  text: `Hi Coach Reyes,

My name is Grace Adeyemi and I'm a 2028 middle blocker from Houston, Texas. I'm 6'0" and I play for Gulf Coast Elite 17 Black and Cypress Lakes Prep.

Volleyball runs in my family - my older sister Tolu is 6'3" and played middle at Ashford University until last year.

GPA: 3.8
Highlights: https://www.hudl.com/video/3/20498123/670fbb31e4b0d1f2a6c3e804

Thank you!
Grace
(281) 555-0126`,
};

const nora: Original = {
  from: "Nora Fitzgerald <norafitz.setter@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-10-08 17:58:21 -04:00",
  subject: "2027 Setter still available - Nora Fitzgerald",
  text: `Coach Reyes,

I'm a 2027 setter from Columbus, Ohio, still looking for the right college fit. I play for Buckeye Juniors 18 Elite and Olentangy Crossing High School.

Height: 5'9"
GPA: 4.2/5.0 weighted
Major interest: accounting

My senior highlight reel: https://vimeo.com/1001873355
Full match from the OHSAA district final: https://www.hudl.com/video/3/20277456/66e01a77e4b0f9c2d3a8b119

Phone 614-555-0145

Nora Fitzgerald`,
};

const ella: Original = {
  from: "Ella Marchetti <ellamarchetti28@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-11 21:05:33 -06:00",
  subject: "2028 Setter - Windy City Juniors 17 Royal",
  text: `Hi Coach Reyes,

My name is Ella Marchetti and I'm a 2028 setter for Windy City Juniors 17 Royal and Naperville Central Ridge High School in Naperville, IL. I'm 5'9".

This year I'm setting for Brooke Hanley (our 6'3" OH who is verbally committed to Lindell State) and our offense has really come together. You might have seen us at the Chicago Fall Kickoff.

GPA: 3.95
Video: https://www.hudl.com/video/3/20642211/6715d2e8e4b0b8a1c7f3d920
Phone: 630-555-0162

Thank you!
Ella`,
};

const lily: Original = {
  from: "Lily Tran <lilytran.vb2029@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-12 18:33:09 -08:00",
  subject: "2029 OH Lily Tran",
  text: `Hello Coach Reyes,

My name is Lily Tran and I'm an outside hitter in the class of 2029 from Garden Grove, California. I play for SoCal Breakers 16 Elite. Our club season runs from November 2026 to May 2027, and we're hoping to qualify for the 2027 USAV Girls Junior Nationals.

I'm 5'11" and I attend Garden Grove Pacifica High School. GPA 3.85.

Highlights: https://youtu.be/Wq7eR4tY1uI

Thank you for your time!
Lily Tran
714-555-0190`,
};

const aaliyah: Original = {
  from: "Aaliyah Brooks <aaliyahbrooks.ds@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-13 16:45:22 -05:00",
  subject: "Aaliyah Brooks, 2028 DS/Libero, Peachtree Elite 17 Platinum",
  text: `Hi Coach Reyes,

I'm a 2028 DS/libero from Atlanta, GA playing for Peachtree Elite 17 Platinum and Westlake Park High School. I'm 5'6" and have a 3.6 GPA.

Serve receive / defense highlights: https://www.hudl.com/profile/20088123/Aaliyah-Brooks

We'll be at the Southern Qualifier April 4-6. I'm #2.

Thanks,
Aaliyah Brooks
470-555-0115`,
};

const harper: Original = {
  from: "Harper Quinlan <harperq2027@gmail.com>",
  to: "jreyes@cresthaven.edu",
  date: "2026-11-14 09:17:03 -05:00",
  subject: "2027 OH/RS Harper Quinlan - still uncommitted",
  text: `Dear Coach Reyes,

My name is Harper Quinlan, a senior OH/RS at Louisville Eastwood High School and Derby City VBC 18 Red in Louisville, KY. I'm 6'0" and can play both pins. I'm still uncommitted and would love to visit Cresthaven.

GPA: 3.5
Video: https://www.youtube.com/watch?v=Jk8Lm2Np4Qr
Cell: (502) 555-0107

Thank you,
Harper`,
};

const valentina: Original = {
  from: "Valentina Ruiz <valentina.ruiz.vb@gmail.com>",
  to: "pcastellano@ridgeford.edu",
  date: "2026-11-02 22:08:45 -06:00",
  subject: "Valentina Ruiz - 2028 Outside Hitter - Alamo City Elite 17 Black",
  text: `Dear Coach Castellano, my name is Valentina Ruiz and I am a 2028 outside hitter from San Antonio, Texas, and I am writing because Ridgeford College has been one of my top choices ever since my cousin took me on a campus tour last summer and I saw how close the team is and how much the players talked about their coaches and the nursing program, which is what I want to study.

I am 5 ft 10 in and I play for Alamo City Elite 17 Black and for Stone Oak Valley High School, where I was named second team all-district as a sophomore and led our team in kills this fall with 312. I have a 3.92 GPA and I am taking three AP classes this year.

My highlight video is here: https://www.youtube.com/watch?v=Tz5Yb8Uc3Vd&list=PLr8QmA1 and you can reach me at +1 210 555 0119 or at this email. Thank you so much for your time and I hope to see you at one of our tournaments this season!

Valentina Ruiz`,
};

const kiera: Original = {
  from: "Kiera MacLeod <kiera.macleod@gmail.com>",
  to: "Jordan Reyes <jreyes@cresthaven.edu>",
  date: "2026-11-07 14:20:00 -08:00",
  subject: "Canadian 2027 OH interested in Cresthaven",
  text: `Hi Coach Reyes,

I'm Kiera MacLeod, a 2027 outside hitter from Kelowna, British Columbia. I play for Kelowna Peaks 18U Gold and Okanagan Mission Secondary. I'm 6'0" with a 3.8 GPA (89% average).

I'll be at the Las Vegas Classic and would love for you to see me play. Video: https://www.hudl.com/video/3/20533012/670c8d91e4b0a2f3c6d1e715

Thanks!
Kiera
250-555-0164`,
};

export const VOLLEYBALL_ATHLETES: CorpusEntry[] = [
  {
    name: "vb-athlete-statblock-schedule-gmail",
    tags: ["fwd:gmail", "lang:en", "note-above", "trap:coach-signature", "trap:approach-height", "trap:club-age-group", "trap:club-coach-contact", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Kaylee",
      last_name: "Morris",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 71,
      club_team: "Bluegrass Juniors 17 National",
      high_school: "Henry Clay High School",
      city: "Lexington",
      state: "KY",
      gpa: 3.86,
      email: "kmorris2028@gmail.com",
      phone: "+18595550143",
      video_urls: ["https://www.hudl.com/video/3/20417733/66f1a2c9e4b0d71a9c3b5e20"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-02 07:58:40 -05:00", note: "Another OH for 2028, thoughts? She's at Winter Classic, let's get eyes on her.", original: kaylee }),
  },
  {
    name: "vb-athlete-lowercase-phone-outlook-live",
    tags: ["fwd:outlook-live", "lang:en", "style:lowercase", "trap:curly-quote-height", "trap:url-without-scheme"],
    label: recruiting("athlete", {
      first_name: "Maddie",
      last_name: "Okafor",
      grad_year: 2029,
      positions: ["L/DS"],
      height_inches: 65,
      club_team: "North Texas Thunder 16 Red",
      high_school: "Plano West HS",
      city: "Plano",
      state: "TX",
      gpa: 3.7,
      email: "maddie.okafor29@icloud.com",
      phone: "+19725550188",
      video_urls: ["youtu.be/Qm7rT2vXk9c"],
    }),
    message: forward({ style: "outlook-live", coach: CASTELLANO, date: "2026-10-28 08:31:12 -04:00", original: maddie }),
  },
  {
    name: "vb-athlete-html-table-apple",
    tags: ["fwd:apple-mac", "lang:en", "html-table", "trap:parent-contact"],
    label: recruiting("athlete", {
      first_name: "Jada",
      last_name: "Whitaker",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Music City Select 18 Elite",
      high_school: "Harpeth Valley High School",
      city: "Franklin",
      state: "TN",
      gpa: 4.0,
      email: "jadawhitaker.vb@gmail.com",
      phone: "+16155550198",
      video_urls: ["https://www.youtube.com/watch?v=pL3xW8rNq2E", "https://www.hudl.com/video/3/19022871/67a0c1b2e4b0f3d9a8c2d114"],
    }),
    message: forward({ style: "apple-mac", coach: REYES, date: "2026-11-04 06:40:18 -05:00", signature: false, original: jada }),
  },
  {
    name: "vb-athlete-very-short-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "style:very-short", "8bit", "format-flowed"],
    label: recruiting("athlete", {
      first_name: "Brooke",
      last_name: "Lindqvist",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "Cornhusker Juniors 18 Blue",
      city: "Omaha",
      state: "NE",
      email: "brookelindqvist@gmail.com",
      video_urls: ["https://vimeo.com/1003482716"],
    }),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-10-20 07:12:55 -05:00", original: brooke, encoding: "8bit", flowed: true }),
  },
  {
    name: "vb-athlete-signature-block-outlook-2019",
    tags: ["fwd:outlook-2019", "lang:en", "style:long", "data-in-signature", "trap:weighted-gpa", "height:half-inch"],
    label: recruiting("athlete", {
      first_name: "Olivia",
      last_name: "Brennan-Hayes",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 70.5,
      club_team: "Coastal Storm VBC 18 Premier",
      high_school: "St. Agnes Academy",
      city: "Mobile",
      state: "AL",
      gpa: 3.94,
      email: "olivia.brennanhayes@gmail.com",
      phone: "+12515550160",
      video_urls: ["https://www.hudl.com/profile/19982311/Olivia-Brennan-Hayes"],
    }),
    message: forward({ style: "outlook-2019", coach: REYES, date: "2026-09-30 09:15:00 -04:00", note: "Setter for the 2027 board. Coming to Winter Elite Camp.", original: olivia }),
  },
  {
    name: "vb-athlete-reply-thread-outlook-new",
    tags: ["fwd:outlook-new", "lang:en", "reply-history", "trap:college-coach-signature-in-quote", "trap:updated-height", "tournaments"],
    label: recruiting("athlete", {
      first_name: "Lauren",
      last_name: "Tsai",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Jersey Shore Volleyball 17 Premier",
      high_school: "Cherry Hill Crest High School",
      city: "Cherry Hill",
      state: "NJ",
      gpa: 3.8,
      email: "laurentsai.vb@gmail.com",
      phone: "+18565550131",
      video_urls: ["https://youtu.be/Vn4Kd8TzQ1s", "https://www.hudl.com/video/3/18874402/65d9e0a1e4b0b2c7f1a8e331"],
    }),
    message: forward({ style: "outlook-new", coach: CASTELLANO, date: "2026-11-06 07:44:10 -05:00", note: "FYI - she's grown, now 6'0.", original: laurenLatest }),
  },
  {
    name: "vb-athlete-pools-courts-jersey-gmail",
    tags: ["fwd:gmail", "lang:en", "tournaments", "trap:dates-like-years", "trap:jersey-number", "no-signature"],
    label: recruiting("athlete", {
      first_name: "Camila",
      last_name: "Restrepo",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 72,
      club_team: "South Florida Wave 17 Gold",
      high_school: "Coral Reef Senior High",
      city: "Miami",
      state: "FL",
      gpa: 3.7,
      email: "camirestrepo07@outlook.com",
      phone: "+17865550114",
      video_urls: ["https://www.youtube.com/watch?v=Hk2sQ7mWb4Y&t=12s"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-08 12:02:37 -05:00", signature: false, original: camila }),
  },
  {
    name: "vb-athlete-french-gmail-fr",
    tags: ["fwd:gmail-fr", "lang:fr", "height:cm", "state:canada", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Élise",
      last_name: "Gagnon-Roy",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 70.1,
      club_team: "Club Boréal Laval 17U",
      high_school: "Collège Mont-Royal-Est",
      city: "Laval",
      state: "QC",
      email: "elise.gagnonroy@gmail.com",
      phone: "+14505550147",
      video_urls: ["https://www.youtube.com/watch?v=Ze9rTq2LmA0"],
    }),
    message: forward({
      style: "gmail-fr",
      coach: BELANGER,
      date: "2026-10-23 08:10:44 -04:00",
      note: "Passeuse québécoise pour 2028, très bonnes mains. À suivre!",
      original: eliseFr,
    }),
  },
  {
    name: "vb-athlete-german-gmail-de",
    tags: ["fwd:gmail-de", "lang:en", "trap:weighted-gpa", "trap:block-touch-height", "video:drive"],
    label: recruiting("athlete", {
      first_name: "Hannah",
      last_name: "Schuster",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Genesee Valley VBC 18 Elite",
      high_school: "Brighton Hill High School",
      city: "Rochester",
      state: "NY",
      gpa: 3.5,
      email: "hschuster27@gmail.com",
      phone: "+15855550124",
      video_urls: ["https://drive.google.com/file/d/1hT7Kq2ZxR9mWp4nVb8sLc3dYe6fGa0jU/view?usp=sharing"],
    }),
    message: forward({ style: "gmail-de", coach: VOGEL, date: "2026-10-31 09:02:13 -04:00", note: "Mittelblockerin 2027, noch frei. Bitte anschauen.", original: hannah }),
  },
  {
    name: "vb-athlete-portuguese-outlook-pt",
    tags: ["fwd:outlook-pt", "lang:en", "trap:sibling-height", "trap:teammate"],
    label: recruiting("athlete", {
      first_name: "Savannah",
      last_name: "Pierce",
      grad_year: 2028,
      positions: ["OH", "RS/OPP"],
      height_inches: 70,
      club_team: "Lowcountry Juniors 17 Royal",
      high_school: "Pooler Ridge High School",
      city: "Pooler",
      state: "GA",
      gpa: 3.9,
      email: "savpierce2028@gmail.com",
      phone: "+19125550170",
      video_urls: ["https://www.hudl.com/profile/20155872/Savannah-Pierce"],
    }),
    message: forward({ style: "outlook-pt", coach: DUARTE, date: "2026-11-04 10:30:00 -05:00", note: "Gêmeas 2028 - esta é a ponteira. Vale a pena ver.", original: savannah }),
  },
  {
    name: "vb-athlete-nested-staff-gmail-gmail",
    tags: ["fwd:gmail", "nested", "lang:en", "trap:staff-signature", "trap:coach-signature"],
    label: recruiting("athlete", {
      first_name: "Reese",
      last_name: "Hollander",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 68,
      club_team: "Minnesota Lakes VBC 17 Navy",
      high_school: "Maple Grove Senior High",
      city: "Maple Grove",
      state: "MN",
      email: "reese.hollander@gmail.com",
      phone: "+17635550138",
      video_urls: ["https://www.hudl.com/video/3/20301174/66e8b7d2e4b0c4a1d9e7f502"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-10-27 12:40:09 -05:00", note: "adding to the 2028 board", original: reeseFromMorgan }),
  },
  {
    name: "vb-athlete-attached-eml-outlook",
    tags: ["fwd:attachment-rfc822", "lang:en", "trap:weighted-gpa", "trap:passing-score"],
    label: recruiting("athlete", {
      first_name: "Priyanka",
      last_name: "Raman",
      grad_year: 2027,
      positions: ["L/DS"],
      height_inches: 64,
      club_team: "Garden State Elite 18 Premier",
      high_school: "J.P. Hollister High School",
      city: "Edison",
      state: "NJ",
      gpa: 4.0,
      email: "priyanka.raman27@gmail.com",
      phone: "+17325550133",
      video_urls: ["https://www.youtube.com/watch?v=Rk8dP2nWq5T", "https://www.hudl.com/profile/18800456/Priyanka-Raman"],
    }),
    message: forwardAsAttachment({ coach: CASTELLANO, client: "outlook", date: "2026-10-13 08:02:41 -04:00", note: "", message: original(priyanka, "gmail") }),
  },
  {
    name: "vb-athlete-html-only-base64-gmail",
    tags: ["fwd:gmail", "lang:en", "html-only", "base64", "state:hawaii"],
    label: recruiting("athlete", {
      first_name: "Tori",
      last_name: "Nakamura-Bell",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 70,
      club_team: "Makai Volleyball Club 16 Gold",
      high_school: "Kalani Ridge High School",
      city: "Honolulu",
      state: "HI",
      gpa: 3.9,
      email: "torinb2029@gmail.com",
      phone: "+18085550109",
      video_urls: ["https://www.hudl.com/video/3/20566210/6710a3b4e4b0e2d5c8f1a907"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-10 06:55:02 -05:00", note: "2029 from Hawaii, nice arm swing", parts: "html", encoding: "base64", original: tori }),
  },
  {
    name: "vb-athlete-windows-1252-outlook-2013",
    tags: ["fwd:outlook-2013", "lang:en", "charset:windows-1252", "quoted-printable", "trap:curly-quote-height"],
    label: recruiting("athlete", {
      first_name: "Ainsley",
      last_name: "Kowalczyk",
      grad_year: 2028,
      positions: ["RS/OPP"],
      height_inches: 73,
      club_team: "Maumee Bay VBC 17 Elite",
      high_school: "Lakeside Christian Academy",
      city: "Toledo",
      state: "OH",
      gpa: 3.6,
      email: "ainsleyk2028@yahoo.com",
      phone: "+14195550150",
      video_urls: ["https://www.youtube.com/watch?v=Ab3cD4eF5gH"],
    }),
    message: forward({ style: "outlook-2013", coach: CASTELLANO, date: "2026-10-06 11:20:31 -04:00", charset: "windows-1252", encoding: "quoted-printable", original: ainsley }),
  },
  {
    name: "vb-athlete-latin1-thunderbird",
    tags: ["fwd:thunderbird", "lang:en", "charset:iso-8859-1", "quoted-printable", "trap:coach-phone-same-area-code"],
    label: recruiting("athlete", {
      first_name: "Renée",
      last_name: "Lindahl",
      grad_year: 2027,
      positions: ["MB"],
      height_inches: 74,
      club_team: "North Shore VBC 18 Black",
      high_school: "Hermantown Ridge High School",
      city: "Duluth",
      state: "MN",
      gpa: 3.75,
      email: "renee.lindahl@gmail.com",
      phone: "+12185550187",
      video_urls: ["https://www.hudl.com/profile/19345520/Renee-Lindahl"],
    }),
    message: forward({ style: "thunderbird", coach: HALVORSEN, date: "2026-10-22 06:48:12 -05:00", note: "In-state MB, 2027. Call her this week.", charset: "iso-8859-1", encoding: "quoted-printable", original: renee }),
  },
  {
    name: "vb-athlete-template-placeholders-partly-filled",
    tags: ["fwd:outlook-new-nobar", "lang:en", "trap:template-placeholder", "trap:approach-height"],
    label: recruiting("athlete", {
      first_name: "Skylar",
      last_name: "Dunn",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 73,
      club_team: "Prairie Fire VBC 17 Elite",
      high_school: "Andover Heights High School",
      city: "Wichita",
      state: "KS",
      gpa: 3.4,
      email: "skylar.dunn.vb@gmail.com",
      phone: "+13165550181",
      video_urls: ["https://youtu.be/Lp9sW3xQe7M"],
    }),
    message: forward({ style: "outlook-new-nobar", coach: REYES, date: "2026-10-19 08:25:40 -05:00", note: "lol she forgot to fill in the template. Good size though.", original: skylar }),
  },
  {
    name: "vb-athlete-template-unfilled-no-name",
    tags: ["fwd:gmail", "lang:en", "trap:template-placeholder", "no-display-name"],
    label: recruiting("athlete", {
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 70,
      club_team: "Heartland Select 17 Elite",
      city: "Overland Park",
      state: "KS",
      email: "vbrecruit2028@gmail.com",
      video_urls: ["https://www.hudl.com/video/3/20611903/6712e5f0e4b0a7c3b9d2f618"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-11 07:30:00 -06:00", note: "No name on this one?? Can someone figure out who this is", original: anonymous }),
  },
  {
    name: "vb-athlete-sibling-height-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "trap:sibling-height", "note-above"],
    label: recruiting("athlete", {
      first_name: "Grace",
      last_name: "Adeyemi",
      grad_year: 2028,
      positions: ["MB"],
      height_inches: 72,
      club_team: "Gulf Coast Elite 17 Black",
      high_school: "Cypress Lakes Prep",
      city: "Houston",
      state: "TX",
      gpa: 3.8,
      email: "grace.adeyemi@icloud.com",
      phone: "+12815550126",
      video_urls: ["https://www.hudl.com/video/3/20498123/670fbb31e4b0d1f2a6c3e804"],
    }),
    message: forward({ style: "apple-ios", coach: REYES, date: "2026-11-07 08:01:19 -06:00", note: "Tolu's little sister!", original: grace }),
  },
  {
    name: "vb-athlete-weighted-gpa-only-outlook-mac",
    tags: ["fwd:outlook-mac", "lang:en", "trap:weighted-gpa", "video:vimeo"],
    label: recruiting("athlete", {
      first_name: "Nora",
      last_name: "Fitzgerald",
      grad_year: 2027,
      positions: ["S"],
      height_inches: 69,
      club_team: "Buckeye Juniors 18 Elite",
      high_school: "Olentangy Crossing High School",
      city: "Columbus",
      state: "OH",
      gpa: 4.2,
      email: "norafitz.setter@gmail.com",
      phone: "+16145550145",
      video_urls: ["https://vimeo.com/1001873355", "https://www.hudl.com/video/3/20277456/66e01a77e4b0f9c2d3a8b119"],
    }),
    message: forward({ style: "outlook-mac", coach: REYES, date: "2026-10-09 07:12:00 -04:00", original: nora }),
  },
  {
    name: "vb-athlete-teammate-in-passing-gmail-narrow",
    tags: ["fwd:gmail", "lang:en", "trap:teammate", "trap:teammate-height", "narrow-nbsp-date"],
    label: recruiting("athlete", {
      first_name: "Ella",
      last_name: "Marchetti",
      grad_year: 2028,
      positions: ["S"],
      height_inches: 69,
      club_team: "Windy City Juniors 17 Royal",
      high_school: "Naperville Central Ridge High School",
      city: "Naperville",
      state: "IL",
      gpa: 3.95,
      email: "ellamarchetti28@gmail.com",
      phone: "+16305550162",
      video_urls: ["https://www.hudl.com/video/3/20642211/6715d2e8e4b0b8a1c7f3d920"],
    }),
    message: forward({ style: "gmail-narrow", coach: REYES, date: "2026-11-12 06:40:51 -06:00", original: ella }),
  },
  {
    name: "vb-athlete-dates-like-years-gmail",
    tags: ["fwd:gmail", "lang:en", "trap:dates-like-years"],
    label: recruiting("athlete", {
      first_name: "Lily",
      last_name: "Tran",
      grad_year: 2029,
      positions: ["OH"],
      height_inches: 71,
      club_team: "SoCal Breakers 16 Elite",
      high_school: "Garden Grove Pacifica High School",
      city: "Garden Grove",
      state: "CA",
      gpa: 3.85,
      email: "lilytran.vb2029@gmail.com",
      phone: "+17145550190",
      video_urls: ["https://youtu.be/Wq7eR4tY1uI"],
    }),
    message: forward({ style: "gmail", coach: REYES, date: "2026-11-13 07:22:18 -06:00", note: "2029 OH from SoCal", original: lily }),
  },
  {
    name: "vb-athlete-auto-forwarded-not-a-forward",
    tags: ["not-a-forward", "auto-forward-rule", "lang:en"],
    label: recruiting("athlete", {
      first_name: "Aaliyah",
      last_name: "Brooks",
      grad_year: 2028,
      positions: ["L/DS"],
      height_inches: 66,
      club_team: "Peachtree Elite 17 Platinum",
      high_school: "Westlake Park High School",
      city: "Atlanta",
      state: "GA",
      gpa: 3.6,
      email: "aaliyahbrooks.ds@gmail.com",
      phone: "+14705550115",
      video_urls: ["https://www.hudl.com/profile/20088123/Aaliyah-Brooks"],
    }),
    message: original(aaliyah, "gmail", {
      headers: [
        ["Delivered-To", REYES.scout],
        ["X-Forwarded-To", REYES.scout],
        ["X-Forwarded-For", `${REYES.address} ${REYES.scout}`],
      ],
    }),
  },
  {
    name: "vb-athlete-coach-reply-bcc-scout",
    tags: ["not-a-forward", "coach-reply-bcc", "reply-history", "lang:en", "trap:coach-signature"],
    label: recruiting("athlete", {
      first_name: "Harper",
      last_name: "Quinlan",
      grad_year: 2027,
      positions: ["OH", "RS/OPP"],
      height_inches: 72,
      club_team: "Derby City VBC 18 Red",
      high_school: "Louisville Eastwood High School",
      city: "Louisville",
      state: "KY",
      gpa: 3.5,
      email: "harperq2027@gmail.com",
      phone: "+15025550107",
      video_urls: ["https://www.youtube.com/watch?v=Jk8Lm2Np4Qr"],
    }),
    message: (() => {
      const body = compose(
        `Hi Harper,

Thanks for reaching out, great to hear from you. We will be at the Bluegrass Winter Classic in January, please send me your court assignments when you have them. Feel free to call my office at (513) 555-0188 to set up a visit.

-- 
${REYES.signature}`,
        quotedReply("gmail", harper),
        "gmail",
      );
      return {
        client: "gmail" as const,
        from: `${REYES.name} <${REYES.address}>`,
        to: "Harper Quinlan <harperq2027@gmail.com>",
        subject: "Re: 2027 OH/RS Harper Quinlan - still uncommitted",
        date: "2026-11-14 12:41:55 -05:00",
        headers: [["Delivered-To", REYES.scout] as [string, string]],
        text: body.text,
        html: htmlDocument(body.html, "gmail"),
      };
    })(),
  },
  {
    name: "vb-athlete-long-lines-outlook-new-nobar",
    tags: ["fwd:outlook-new-nobar", "lang:en", "long-lines", "height:ft-in", "phone:+1-spaces", "video:url-with-query"],
    label: recruiting("athlete", {
      first_name: "Valentina",
      last_name: "Ruiz",
      grad_year: 2028,
      positions: ["OH"],
      height_inches: 70,
      club_team: "Alamo City Elite 17 Black",
      high_school: "Stone Oak Valley High School",
      city: "San Antonio",
      state: "TX",
      gpa: 3.92,
      email: "valentina.ruiz.vb@gmail.com",
      phone: "+12105550119",
      video_urls: ["https://www.youtube.com/watch?v=Tz5Yb8Uc3Vd&list=PLr8QmA1"],
    }),
    message: forward({ style: "outlook-new-nobar", coach: CASTELLANO, date: "2026-11-03 09:14:27 -05:00", original: valentina }),
  },
  {
    name: "vb-athlete-canada-bc-apple-ios",
    tags: ["fwd:apple-ios", "lang:en", "state:canada", "trap:percent-average"],
    label: recruiting("athlete", {
      first_name: "Kiera",
      last_name: "MacLeod",
      grad_year: 2027,
      positions: ["OH"],
      height_inches: 72,
      club_team: "Kelowna Peaks 18U Gold",
      high_school: "Okanagan Mission Secondary",
      city: "Kelowna",
      state: "BC",
      gpa: 3.8,
      email: "kiera.macleod@gmail.com",
      phone: "+12505550164",
      video_urls: ["https://www.hudl.com/video/3/20533012/670c8d91e4b0a2f3c6d1e715"],
    }),
    message: forward({ style: "apple-ios", coach: REYES, date: "2026-11-08 10:05:33 -05:00", original: kiera }),
  },
];
