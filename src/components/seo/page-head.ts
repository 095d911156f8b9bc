import { BRAND } from "@machines/brand";

/** The home page's document title; also the app-wide fallback. */
export const HOME_DOCUMENT_TITLE = `${BRAND.name} — ${BRAND.tagline}`;

/** "<Page> | <product name>", the title style of every page but home. */
export function documentTitle(page: string): string {
  return `${page} | ${BRAND.name}`;
}

interface PageHeadOptions {
  /** The page's own name; omit for the home title. */
  title?: string;
  description: string;
}

/** Value for a route's `head` option: document title plus meta description. */
export function pageHead({ title, description }: PageHeadOptions) {
  return {
    meta: [
      { title: title ? documentTitle(title) : HOME_DOCUMENT_TITLE },
      { name: "description", content: description },
    ],
  };
}
