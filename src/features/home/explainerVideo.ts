/**
 * The home page's explainer video: a YouTube id from VITE_EXPLAINER_VIDEO_ID (build time). Without
 * one the poster says the video is coming and offers no play button. Played through YouTube's
 * privacy-enhanced host, and only after a click: nothing is requested from it before.
 */
const configured: unknown = import.meta.env.VITE_EXPLAINER_VIDEO_ID;

/** YouTube ids are letters, digits, '-' and '_'; anything else is treated as unset. */
export const EXPLAINER_VIDEO_ID: string | undefined =
  typeof configured === "string" && /^[\w-]{6,64}$/.test(configured.trim()) ? configured.trim() : undefined;

export function explainerEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
