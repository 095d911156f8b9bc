import type { ExtractedAthlete } from "@machines/inbox/extractedAthlete";
import type { ExtractLine, ExtractLineAthlete } from "@machines/inbox/extractLine";
import type { ProcessedEmail } from "@machines/inbox/processedEmail";

/** The batch command's line for one processed email: null for what is absent, arrays null when empty; attachments only when the email has some. */
export function toExtractLine(email: ProcessedEmail, id: string | null): ExtractLine {
  return {
    id,
    is_recruiting: email.isRecruiting,
    sender_role: email.senderRole,
    athlete: email.athlete ? lineAthlete(email.athlete) : null,
    athletes: (email.athletes ?? (email.athlete ? [email.athlete] : [])).map(lineAthlete),
    forwarded_from: email.forwardedBy && email.originalFrom ? { name: email.originalFrom.name, address: email.originalFrom.address } : null,
    warnings: email.warnings ?? [],
    ...(email.attachments?.length
      ? { attachments: email.attachments.map((attachment) => ({ filename: attachment.filename, content_type: attachment.contentType, size: attachment.size, status: attachment.status })) }
      : {}),
  };
}

function lineAthlete(athlete: ExtractedAthlete): ExtractLineAthlete {
  return {
    first_name: athlete.firstName?.value ?? null,
    last_name: athlete.lastName?.value ?? null,
    grad_year: athlete.gradYear?.value ?? null,
    positions: athlete.positions?.value.length ? athlete.positions.value : null,
    height_inches: athlete.height?.value.inches ?? null,
    club_team: athlete.clubTeam?.value ?? null,
    high_school: athlete.highSchool?.value ?? null,
    city: athlete.city?.value ?? null,
    state: athlete.state?.value ?? null,
    gpa: athlete.gpa?.value.value ?? null,
    email: athlete.email?.value ?? null,
    phone: athlete.phone?.value ?? null,
    video_urls: athlete.videoUrls?.value.length ? athlete.videoUrls.value : null,
  };
}
