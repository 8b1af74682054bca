import * as Dialog from "@radix-ui/react-dialog";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut, Settings, ShieldCheck, UserRound, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { EmailAddress } from "~/components/ui/email-address";
import { UserAvatar } from "~/components/user-avatar";
import type { User } from "~/lib/auth/auth-backend";
import { useAuth } from "~/lib/auth/auth-context";
import { useSignOut } from "~/lib/auth/use-sign-out";
import { displayName } from "~/lib/auth/user-display";
import { cn } from "~/lib/cn";

// Loaded only for signed-in visitors (see account-slot.tsx), so guests never download the menu.
// The menu renders inside the header (no portal, not modal) so it stays within the banner landmark
// and leaves the page readable to assistive technology while open.

interface AccountLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

function accountLinks(isAdmin: boolean | undefined): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", label: "Profile", icon: UserRound },
    { to: "/settings", label: "Settings", icon: Settings },
  ];
  if (isAdmin) links.push({ to: "/admin", label: "Admin", icon: ShieldCheck });
  return links;
}

const itemClass =
  "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground outline-none data-[highlighted]:bg-muted";

function UserSummary({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} size={40} />
      {/* The visitor's own name and address: shown whole, wrapping where they must. */}
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold text-foreground">{displayName(user)}</p>
        <p className="text-sm text-muted-foreground">
          <EmailAddress address={user.email ?? ""} />
        </p>
      </div>
    </div>
  );
}

export function AvatarMenu({ user, onDark }: { user: User; onDark: boolean }) {
  const { isAdmin, checkAdmin } = useAuth();
  const signOut = useSignOut();
  return (
    // The admin link needs the admin check; it runs when the menu opens, never on page load.
    <DropdownMenu.Root modal={false} onOpenChange={(open) => open && void checkAdmin()}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${displayName(user)}`}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
          onDark ? "hover:bg-white/10" : "hover:bg-muted",
        )}
      >
        <UserAvatar user={user} size={36} className={cn(onDark && "ring-2 ring-white/40")} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 w-72 rounded-xl border border-border bg-background p-2 text-foreground shadow-xl hc-border data-[state=open]:animate-fade-in"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <UserSummary user={user} />
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        {accountLinks(isAdmin).map(({ to, label, icon: Icon }) => (
          <DropdownMenu.Item key={to} asChild className={itemClass}>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {label}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-border" />
        <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4 text-muted-foreground" />
          Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

const mobileRowClass = "flex min-h-11 w-full items-center gap-3 rounded-md px-2 font-medium hover:bg-muted";

/** The signed-in part of the mobile menu (inside its dialog, which links and sign-out close). */
export function MobileAccountMenu({ user }: { user: User }) {
  const { isAdmin, checkAdmin } = useAuth();
  const signOut = useSignOut();
  // This mounts when the mobile menu opens: the moment to learn whether to offer the admin link.
  useEffect(() => {
    void checkAdmin();
  }, [checkAdmin]);
  return (
    <div>
      <div className="px-2 pb-3">
        <UserSummary user={user} />
      </div>
      <ul>
        {accountLinks(isAdmin).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={mobileRowClass}>
              <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Dialog.Close asChild>
            <button type="button" className={mobileRowClass} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
              Sign out
            </button>
          </Dialog.Close>
        </li>
      </ul>
    </div>
  );
}
