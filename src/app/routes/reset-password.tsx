import { ResetPasswordPage } from "~/features/auth/reset-password-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Set a New Password"),
    description: "Choose a new password for your SentinelForge account.",
    path: "/auth/reset-password",
    noindex: true,
  });

export default function Route() {
  return <ResetPasswordPage />;
}
