import { BRAND } from "@machines/brand";

export function HomeHero() {
  return (
    <section aria-labelledby="home-heading" className="bg-brand-light">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand shadow-sm">
          Now in beta for volleyball and softball coaches
        </p>
        <h1 id="home-heading" className="mt-6 text-4xl font-bold tracking-tight text-brand-text sm:text-6xl">
          {BRAND.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 sm:text-xl">
          Forward the recruiting emails athletes send you. {BRAND.name} pulls out each athlete's name, position, height
          and grad year and sends you clean, searchable summaries.
        </p>
      </div>
    </section>
  );
}
