// A phone or tablet, with at most a few words of model after it ("iPhone 15 Pro", "Galaxy S24").
const DEVICE = String.raw`(?:[\p{L}\d&,.' -]{0,30}?\b)?(?:iPhone|iPad|iPod|Android|Galaxy|Pixel|BlackBerry|Samsung|smartphone|phone|mobile(?: device)?|tablet|Handy|móvil|celular|portable|cellulare|telefoon)(?:[ \t]+[\p{L}\d+-]{1,12}){0,3}`;
const APP = String.raw`(?:Yahoo Mail|Mail for Windows(?: 1[01])?|Outlook(?: for (?:iOS|Android|Mac))?|AOL(?: Mobile Mail| Mail)?|Gmail Mobile|Spark|BlueMail|Proton Mail|Edison Mail)(?: (?:for|on) (?:iPhone|iPad|iOS|Android|Windows|Mac))?`;

/** The line a mail app adds under what its user wrote, in the languages mail apps write it. */
const APP_TAGLINE = new RegExp(
  String.raw`^[ \t]*(?:(?:Sent from my|Enviado desde mi|Enviado do meu|Envoyé de mon|Inviato da(?:l mio)?|Verzonden (?:vanaf|met) mijn|Skickat från min)[ \t]+${DEVICE}|Von meinem[ \t]+${DEVICE}[ \t]+gesendet|Sent (?:from|with|via) ${APP}|Get Outlook for (?:iOS|Android)(?:[ \t]*(?:<[^>\n]{1,100}>|\[[^\]\n]{1,100}\]))?)[ \t]*\.?[ \t]*$`,
  "gimu",
);

/** A note without the "Sent from my iPhone" or "Get Outlook for iOS" its mail app put under it. */
export function withoutAppTaglines(note: string): string {
  return note.replace(APP_TAGLINE, "").trim();
}

const ONE_TAGLINE = new RegExp(APP_TAGLINE.source, "iu");

/** The text without the tagline lines (and blank lines) that end it: "…\n-Kenzie Walsh\n\nSent from my Galaxy" ends with her name. */
export function withoutClosingAppTaglines(text: string): string {
  let end = text.trimEnd();
  for (let lastLine = end.slice(end.lastIndexOf("\n") + 1); end && ONE_TAGLINE.test(lastLine); lastLine = end.slice(end.lastIndexOf("\n") + 1)) {
    end = end.slice(0, Math.max(0, end.lastIndexOf("\n"))).trimEnd();
  }
  return end;
}
