import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";

/** A portal page's head: private pages, so no canonical URL; robots keep out. */
export function portalHead(title: string) {
  const head = pageHead({ title, description: `${title} in your ${BRAND.name} coach portal.` });
  return { ...head, meta: [...head.meta, { name: "robots", content: "noindex" }] };
}
