import { createFileRoute } from "@tanstack/react-router";
import { BRAND } from "@machines/brand";
import { pageHead } from "@/components/seo/page-head";
import { SubprocessorsPage } from "@/features/legal/components/SubprocessorsPage";

export const Route = createFileRoute("/subprocessors")({
  head: () =>
    pageHead({
      path: "/subprocessors",
      title: "Subprocessors",
      description: `The third-party subprocessors ${BRAND.name} uses and the purpose of each.`,
    }),
  component: SubprocessorsPage,
});
