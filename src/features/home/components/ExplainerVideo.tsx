import { useEffect, useRef, useState } from "react";
import { BRAND } from "@machines/brand";
import { PlayIcon } from "@/components/ui/icons";
import { EXPLAINER_VIDEO_ID, explainerEmbedUrl } from "../explainerVideo";

const VIDEO_TITLE = `How ${BRAND.name} works`;

/**
 * 16:9 explainer video that loads on click: until then a poster with a play button (no request to
 * the video host); on click the privacy-enhanced embed replaces it and starts playing.
 */
export function ExplainerVideo({ videoId = EXPLAINER_VIDEO_ID }: { videoId?: string }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The play button disappears with the poster: keep keyboard focus on the video.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <figure className="relative flex aspect-video w-full flex-col items-center justify-center gap-3 overflow-hidden rounded-xl bg-linear-to-br from-brand to-brand-dark p-4 text-center text-white shadow-md">
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
          {videoId ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={`Play video: ${VIDEO_TITLE}`}
              className="flex size-16 items-center justify-center rounded-full bg-white text-brand shadow-lg transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-white sm:size-20"
            >
              <PlayIcon className="size-8 translate-x-0.5 sm:size-10" />
            </button>
          ) : (
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" className="size-14 text-white/80 sm:size-16">
              <circle cx="12" cy="12" r="9" />
              <path d="M12 7v5l3 2" />
            </svg>
          )}
          <figcaption className="text-sm font-medium sm:text-base">
            {videoId ? `${VIDEO_TITLE} — watch the explainer` : `${VIDEO_TITLE} — explainer video coming soon`}
          </figcaption>
        </>
      )}
    </figure>
  );
}
