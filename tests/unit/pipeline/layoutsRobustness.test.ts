import { describe, expect, it } from "vitest";
import { processTextEmail } from "../../../functions/src/pipeline/index";

/**
 * The layouts robustness check's failure classes (scripts/pipeline/robustness/layouts.ts): a stranger's profile laid
 * out another way — square or emoji bullets, numbers, bold labels, a table, one line — must be read as "Label: value" is.
 */
const when = new Date("2026-11-27T12:00:00Z");
const athleteFrom = { address: "noorabekova28@gmail.com", name: "Noora Bekova" };
const read = (body: string) => processTextEmail({ subject: "Prospective student-athlete", body, from: athleteFrom }, { receivedAt: when }).athlete;
const profileOf = (lines: readonly string[]) => {
  const athlete = read(`Hi Coach Marsh,\n\nI'm a junior setter and would love to play for your program.\n\n${lines.join("\n")}\n\nThank you,\nNoora Bekova`);
  return {
    name: [athlete?.firstName?.value ?? null, athlete?.lastName?.value ?? null],
    positions: athlete?.positions?.value ?? null,
    club: athlete?.clubTeam?.value ?? null,
    school: athlete?.highSchool?.value ?? null,
    phone: athlete?.phone?.value ?? null,
    gpa: athlete?.gpa?.value.value ?? null,
  };
};
const PROFILE = { name: ["Noora", "Bekova"], positions: ["S", "RS/OPP"], club: "Tidewater 17 Navy", school: "Corrigan Ridge High School", phone: "+17575550143", gpa: 3.9 };
const profileLines = (layout: (label: string, value: string, index: number) => string) =>
  [
    ["Name", "Noora Bekova"],
    ["Position", "Setter / Opposite"],
    ["Club", "Tidewater 17 Navy"],
    ["High School", "Corrigan Ridge High School"],
    ["GPA", "3.9"],
    ["Phone", "757-555-0143"],
  ].map(([label, value], index) => layout(label!, value!, index));

it("reads the profile as labelled lines (the layout every other one is measured against)", () => {
  expect(profileOf(profileLines((label, value) => `${label}: ${value}`))).toEqual(PROFILE);
});

describe("a profile's lines after a square bullet, an emoji or a number", () => {
  it("reads them as the labelled lines they are", () => {
    expect(profileOf(profileLines((label, value) => `▪ ${label}: ${value}`))).toEqual(PROFILE);
    expect(profileOf(profileLines((label, value, index) => `${["🙋", "🏐", "📍", "🏫", "📚", "📞"][index]} ${label}: ${value}`))).toEqual(PROFILE);
    expect(profileOf(profileLines((label, value, index) => `${index + 1}. ${label}: ${value}`))).toEqual(PROFILE);
  });
});

describe("a profile's labels in bold markdown", () => {
  it("reads the label inside the asterisks", () => {
    expect(profileOf(profileLines((label, value) => `**${label}:** ${value}`))).toEqual(PROFILE);
    expect(profileOf(profileLines((label, value) => `- **${label}**: ${value}`))).toEqual(PROFILE);
  });
});

describe("a profile's label and value in two columns, no colon", () => {
  it("reads a label padded with spaces or followed by a tab as labelled", () => {
    expect(profileOf(profileLines((label, value) => `${label.padEnd(16)}${value}`))).toEqual(PROFILE);
    expect(profileOf(profileLines((label, value) => `${label}\t${value}`))).toEqual(PROFILE);
  });

  it("reads a label a word qualifies (Primary Position, Current Club) as labelled", () => {
    const columns = ["Primary Position", "Setter", "Secondary Position", "Opposite", "Current Club", "Tidewater 17 Navy"];
    const lines = columns.flatMap((cell, index) => (index % 2 ? [] : [`${cell.padEnd(22)}${columns[index + 1]}`]));
    const { positions, club } = profileOf(lines);
    expect({ positions, club }).toEqual({ positions: ["S", "RS/OPP"], club: "Tidewater 17 Navy" });
  });

  it("leaves a line whose first words are no profile's label as it is", () => {
    const athlete = read(`Hi Coach Marsh,\n\nI'm Noora Bekova, a 2028 setter for Tidewater 17 Navy.\n\nJan 16-18   Bluegrass Winter Classic\nSchedule    court 7 on Saturday\n\nNoora Bekova`);
    expect(athlete?.clubTeam?.value).toBe("Tidewater 17 Navy");
  });

  it("leaves a roster's header row as it is", () => {
    const athlete = read(`Hi Coach Marsh,

Our 2028 setters:

Name            Club                 Year
Noora Bekova    Tidewater 17 Navy    2028
Ilse Brandt     Tidewater 17 Navy    2028

Coach Amos`);
    expect(athlete?.firstName?.value).not.toBe("Club");
  });
});

describe("a profile on one line", () => {
  it("reads each labelled item up to the middle dot or semicolon that separates it from the next, as up to a bar", () => {
    const items = ["Name: Noora Bekova", "Position: Goalkeeper", "Club: Tidewater 17 Navy", "Video: https://youtu.be/Qw3rT8yU1iO", "Stats: 9 clean sheets in 16 games"];
    for (const separator of [" | ", " · ", "; "]) {
      const { positions, club } = profileOf([items.join(separator)]);
      expect({ positions, club }).toEqual({ positions: ["goalkeeper"], club: "Tidewater 17 Navy" });
    }
  });
});

describe("her phone labelled on a one-line profile, after an item that names a club or a coach", () => {
  it("reads the number as hers: the earlier item's owner is not its owner", () => {
    const line = "Club: Tidewater 17 Navy - Coach Dana Ruiz | GPA: 3.9 | Cell: 757-555-0143 | Video: https://youtu.be/Qw3rT8yU1iO";
    expect(read(`Hi Coach Marsh,\n\nI'm Noora Bekova, a 2028 setter.\n\n${line}\n\nThank you,\nNoora Bekova`)?.phone?.value).toBe("+17575550143");
    const coach = { address: "druiz@tidewatervb.example", name: "Dana Ruiz" };
    const fromCoach = processTextEmail({ subject: "2028 setter Noora Bekova", body: `Coach Marsh,\n\nOne of mine you should see.\n\nName: Noora Bekova | Class: 2028 | Club: Tidewater 17 Navy | GPA: 3.9 | Cell: 757-555-0143\n\nDana Ruiz\nTidewater VBC\n757-555-0101`, from: coach }, { receivedAt: when });
    expect(fromCoach.athlete?.phone?.value).toBe("+17575550143");
  });

  it("still reads a number the item itself marks as a parent's as not hers", () => {
    expect(read(`Hi Coach Marsh,\n\nI'm Noora Bekova, a 2028 setter.\n\nClub: Tidewater 17 Navy | Mom's cell: 757-555-0144\n\nThank you,\nNoora Bekova`)?.phone?.value ?? null).toBeNull();
  });
});

describe("a profile's label and value parted by a dash", () => {
  it("reads a hyphenated value after the dash whole", () => {
    const coach = { address: "druiz@tidewatervb.example", name: "Dana Ruiz" };
    for (const dash of [" - ", " – "]) {
      const profile = [["Name", "Mira Gansl"], ["Position", "Midfielder"], ["Club", "SV Murinsel U19"], ["School", "BRG Hollerfeld-Süd, Graz (Matura 2027)"]].map(([label, value]) => `${label}${dash}${value}`);
      const athlete = processTextEmail({ subject: "Mira Gansl", body: `Dear Coach Marsh,\n\nI coach Mira at our club; her details are below.\n\n${profile.join("\n")}\n\nBest regards,\nDana Ruiz`, from: coach }, { receivedAt: when }).athlete;
      expect(athlete?.highSchool?.value).toBe("BRG Hollerfeld-Süd");
    }
  });
});
