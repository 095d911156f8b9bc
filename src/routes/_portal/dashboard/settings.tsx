import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { SettingsPage } from "@/features/portal/components/SettingsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/settings")({
  head: () => portalHead("Settings"),
  loader: () => call("getSettings", {}),
  component: SettingsRoute,
});

function SettingsRoute() {
  return <SettingsPage settings={Route.useLoaderData()} />;
}
