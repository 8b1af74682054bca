import { SettingsPage } from "~/features/account/settings-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Settings"),
    description: "Your SentinelForge account settings.",
    path: "/settings",
    noindex: true,
  });

export default function Route() {
  return <SettingsPage />;
}
