import { AcceptInvitePage } from "~/features/auth/accept-invite-page";
import { ACCEPT_INVITE_PATH } from "@rules/staff-invitations.ts";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: brandTitle("Join the Team"),
    description: "Accept your invitation to the SentinelForge team and choose your password.",
    path: ACCEPT_INVITE_PATH,
    noindex: true,
  });

export default function Route() {
  return <AcceptInvitePage />;
}
