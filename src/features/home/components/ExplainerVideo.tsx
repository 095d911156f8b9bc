import { BRAND } from "@machines/brand";
import { PlayIcon } from "@/components/ui/icons";

/** 16:9 poster where the explainer video will be embedded. */
export function ExplainerVideoPlaceholder() {
  return (
    <figure className="relative aspect-video w-full overflow-hidden rounded-xl bg-linear-to-br from-brand to-brand-dark shadow-md">
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand shadow-lg sm:size-20">
          <PlayIcon className="size-8 translate-x-0.5 sm:size-10" />
        </span>
        <figcaption className="text-sm font-medium sm:text-base">
          How {BRAND.name} works — explainer video coming soon
        </figcaption>
      </div>
    </figure>
  );
}
