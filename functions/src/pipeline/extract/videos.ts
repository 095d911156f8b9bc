import { type Candidate, matchesOf } from "../text";

// Film hosts coaches open: Hudl, YouTube, Vimeo, Google Drive, Balltime (volleyball's match-film app), and a video file
// shared from Dropbox; with or without the scheme.
const URL = /(?<![\w.@/-])(?:https?:\/\/)?(?:[\w-]+\.)*(?:hudl\.com|youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com|drive\.google\.com|balltime\.com|dropbox\.com)\/[^\s<>"'()[\]{}|\\^`]+/giu;
/** A Dropbox link is film only when it shares a video file (a résumé or a photo is not). */
const DROPBOX_NOT_VIDEO = /dropbox\.com\/(?![^?#]*\.(?:mp4|mov|m4v|avi|wmv|webm)(?:[?#]|$))/iu;

/** Highlight and game-film links, as written (a link without its scheme stays without it), in order, once each. */
export function videoCandidates(text: string): Candidate<string[]>[] {
  const urls: string[] = [];
  let first = -1;
  let last = -1;
  for (const match of matchesOf(URL, text)) {
    const url = match[0].replace(/[.,;:!?*>]+$/u, "");
    if (/\.(?:png|jpe?g|gif)(?:\?|$)/iu.test(url) || DROPBOX_NOT_VIDEO.test(url)) continue;
    const absolute = /^https?:\/\//iu.test(url) ? url : `https://${url}`;
    if (!isUrl(absolute) || urls.some((known) => sameLink(known, url))) continue;
    urls.push(url);
    if (first < 0) first = match.index;
    last = match.index + url.length;
  }
  return urls.length ? [{ value: urls.slice(0, 10), confidence: 0.9, start: first, end: last }] : [];
}

function sameLink(a: string, b: string): boolean {
  const bare = (link: string) => link.toLowerCase().replace(/^https?:\/\//u, "").replace(/^www\./u, "").replace(/\/+$/u, "");
  return bare(a) === bare(b);
}

function isUrl(value: string): boolean {
  try {
    return Boolean(new globalThis.URL(value).hostname.includes("."));
  } catch {
    return false;
  }
}
