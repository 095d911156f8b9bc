import { useEffect, useRef, useState } from "react";
import { BRAND } from "@machines/brand";
import { PlayIcon } from "@/components/ui/icons";
import { useSiteSettings } from "@/lib/siteSettings";
import { explainerEmbedUrl } from "../explainerVideo";
import { ProductIllustration } from "./ProductIllustration";

const VIDEO_TITLE = `How ${BRAND.name} works`;

/**
 * The home page's 16:9 product visual: the illustration of a forwarded email becoming an athlete summary.
 * With an explainer video in the site settings, the illustration is its poster with a play button (no request to the
 * video host); on click the privacy-enhanced embed replaces it in the same box and starts playing.
 */
export function ExplainerVideo() {
  const videoId = useSiteSettings().settings.explainerVideoId;
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button disappears with the poster: keep keyboard focus on the video.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure
      aria-label={videoId ? VIDEO_TITLE : `What ${BRAND.name} does`}
      className="relative aspect-video w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-md"
    >
      {playing && videoId ? (
        <iframe
          ref={frame}
          src={explainerEmbedUrl(videoId)}
          title={VIDEO_TITLE}
          className="absolute inset-0 size-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <ProductIllustration />
          {videoId && (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={`Play video: ${VIDEO_TITLE}`}
              className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand sm:size-20"
            >
              <PlayIcon className="size-8 translate-x-0.5 sm:size-10" />
            </button>
          )}
        </>
      )}
    </figure>
  );
}
