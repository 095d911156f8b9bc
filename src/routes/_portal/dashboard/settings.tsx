import { createFileRoute } from "@tanstack/react-router";
import { portalHead } from "@/features/portal/portalHead";
import { SettingsPage } from "@/features/portal/components/SettingsPage";
import { call } from "@/lib/callables";

export const Route = createFileRoute("/_portal/dashboard/settings")({
  head: () => portalHead("Settings"),
  loader: async () => {
    const [settings, supportAccess] = await Promise.all([call("getSettings", {}), call("getSupportAccess", {})]);
    return { settings, supportAccess };
  },
  component: SettingsRoute,
});

function SettingsRoute() {
  const { settings, supportAccess } = Route.useLoaderData();
  return <SettingsPage settings={settings} supportAccess={supportAccess} />;
}
