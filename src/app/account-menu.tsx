import { LogOut, Settings, ShieldCheck, UserRound, type IconComponent } from "~/components/ui/icons";
import { useEffect } from "react";
import { Link } from "react-router";
import { DialogClose } from "~/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
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
  icon: IconComponent;
}

function accountLinks(isAdmin: boolean | undefined): AccountLink[] {
  const links: AccountLink[] = [
    { to: "/profile", label: "Profile", icon: UserRound },
    { to: "/settings", label: "Settings", icon: Settings },
  ];
  if (isAdmin) links.push({ to: "/admin", label: "Admin", icon: ShieldCheck });
  return links;
}

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
    <DropdownMenu modal={false} onOpenChange={(open) => open && void checkAdmin()}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${displayName(user)}`}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
          onDark ? "hover:bg-white/10" : "hover:bg-muted",
        )}
      >
        <UserAvatar user={user} size={36} className={cn(onDark && "ring-2 ring-white/40")} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" sideOffset={8} className="w-72">
        <DropdownMenuLabel className="px-3 py-2">
          <UserSummary user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountLinks(isAdmin).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4 text-muted-foreground" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
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
          <DialogClose asChild>
            <button type="button" className={mobileRowClass} onClick={() => void signOut()}>
              <LogOut aria-hidden="true" className="size-5 text-muted-foreground" />
              Sign out
            </button>
          </DialogClose>
        </li>
      </ul>
    </div>
  );
}
