import { AuthPage } from "~/features/auth/auth-page";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Sign In"),
    description: "Sign in to your SentinelForge account, create one, or reset your password.",
    path: "/auth",
    noindex: true,
  });

export default function Route() {
  return <AuthPage />;
}
