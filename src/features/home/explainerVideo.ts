/**
 * The home page's explainer video: its YouTube id comes from the runtime site settings (`settings/site`,
 * field `explainerVideoId`). Played through YouTube's privacy-enhanced host, and only after a click:
 * nothing is requested from it before.
 */
export function explainerEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`;
}
