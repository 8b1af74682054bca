import { useAuth } from "~/lib/auth/auth-context";
import { QueryProvider } from "~/lib/query-client";
import { AccountCard } from "./account-card";
import { AccountLayout } from "./account-layout";
import { AvatarField } from "./avatar-field";
import { ProfileForm } from "./profile-form";
import { ProfileSummary } from "./profile-summary";

function ProfileContent() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,42rem)] lg:items-start">
      <ProfileSummary user={user} />
      <AccountCard title="Profile details" intro="Your name and picture as they appear in your account menu.">
        {/* Re-created per user so a different sign-in never shows the previous person's values. */}
        <div className="grid gap-6">
          <AvatarField key={`avatar-${user.id}`} user={user} />
          <ProfileForm key={user.id} user={user} />
        </div>
      </AccountCard>
    </div>
  );
}

export function ProfilePage() {
  return (
    <AccountLayout title="Your profile" intro="How you appear across your SentinelForge account.">
      {/* The avatar field reads its bucket's rules from Storage through TanStack Query. */}
      <QueryProvider>
        <ProfileContent />
      </QueryProvider>
    </AccountLayout>
  );
}
