import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { SettingsPage } from "@/features/portal/components/SettingsPage";

export const Route = createFileRoute("/_portal/dashboard/settings")({
  head: () => portalHead("Settings"),
  component: SettingsPage,
});
