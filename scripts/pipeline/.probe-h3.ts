import { processTextEmail } from "../../functions/src/pipeline/index";
const receivedAt = new Date("2026-11-20T12:00:00Z");
const cases: [string, string, string, string][] = [
  ["Re: Introducing Maya Whitehorse", "Hi Coach Rowan,\n\nThank you for getting back to me so quickly. Maya would love to visit in January. She is a 2027 outside hitter and her updated schedule is attached.\n\nBest,\nTom Becker\nPrairie Sky VBC", "tbecker@prairiesky.example", "Tom Becker"],
  ["Re: Introducing Maya Whitehorse", "Thanks Coach! I will be at the Lone Star Classic on court 14. 2027 OH, 5'11\".\n\nMaya", "mayawhitehorse27@gmail.com", "Maya Whitehorse"],
  ["Re: Introducing Maya Whitehorse", "Coach,\n\nThanks for the reply. Her updated film is here: https://www.hudl.com/video/3/1234567/abcdef0123456789 . She is a 2027 OH with Prairie Sky 17 Black.\n\nTom Becker", "tbecker@prairiesky.example", "Tom Becker"],
  ["2027 GK", "Coach,\n\nOne of my goalkeepers, Ashlyn Redcrow, has been asking about your program. She is a 2027, 5'9\", with a 3.7 GPA.\n\nMarcus Hale\nCedar Valley SC", "mhale@cedarvalleysc.example", "Marcus Hale"],
  ["Goalkeeper recommendation", "Coach,\n\nOne of my goalkeepers, Ashlyn Redcrow, is looking at schools in your conference. Class of 2027, 3.7 GPA.\n\nMarcus Hale\nCedar Valley SC", "mhale@cedarvalleysc.example", "Marcus Hale"],
  ["Keeper", "One of my goalkeepers, Ashlyn Redcrow, would be a great fit. 2027, 5'9\".\n\nMarcus", "mhale@cedarvalleysc.example", "Marcus Hale"],
  ["Golf recruit", "Hi Coach,\n\nI'm Lena Osterhout, class of 2027. 73.9 scoring avg this fall, best round 69.\n\nLena", "lena.osterhout@gmail.com", "Lena Osterhout"],
];
for (const [subject, body, address, name] of cases) {
  const e = processTextEmail({ subject, body, from: { address, name } }, { receivedAt });
  console.log(subject, "|", e.isRecruiting, e.athlete?.firstName?.value, e.athlete?.lastName?.value, e.athlete?.sport?.value, e.senderRole);
}
