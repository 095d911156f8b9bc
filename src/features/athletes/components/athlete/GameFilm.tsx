import { filmUrl } from "@machines/inbox/athleteCard";
import { textLink } from "@/components/ui/styles";

/** The athlete's video links, opened in a new tab. */
export function GameFilm({ films }: { films: readonly string[] }) {
  return (
    <section aria-labelledby="film-heading">
      <h2 id="film-heading" className="text-xl font-semibold text-brand-text">
        Game Film
      </h2>
      {films.length ? (
        <ul className="mt-2 space-y-1">
          {films.map((url) => (
            <li key={url}>
              <a href={filmUrl(url)} target="_blank" rel="noopener noreferrer nofollow" className={`${textLink} break-all`}>
                {url}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No video yet.</p>
      )}
    </section>
  );
}
