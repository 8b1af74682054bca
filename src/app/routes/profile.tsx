import { ProfilePage } from "~/features/account/profile-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Your Profile"),
    description: "Your SentinelForge profile.",
    path: "/profile",
    noindex: true,
  });

export default function Route() {
  return <ProfilePage />;
}
