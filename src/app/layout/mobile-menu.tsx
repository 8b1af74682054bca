import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { navGroups, primaryLinks, scheduleDemoLink } from "~/content/navigation";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The hamburger menu: a modal dialog, so focus moves into it on open, stays trapped while
 * open, and returns to the button when Escape (or a link) closes it.
 */
export function MobileMenu({ onDark, account }: { onDark: boolean; account?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label="Open menu"
          className={cn(
            "inline-flex size-11 items-center justify-center rounded-md lg:hidden",
            onDark ? "text-white hover:bg-white/10" : "text-foreground hover:bg-muted",
          )}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-6 shadow-2xl data-[state=open]:animate-slide-up"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
            >
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label="Mobile" className="mt-6 flex-1">
            {navGroups.map((group) => (
              <div key={group.label} className="mb-6">
                <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{group.label}</h2>
                <ul className="mt-2">
                  {[...group.links, group.overview].map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        onClick={close}
                        className="flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <ul className="border-t border-border pt-4">
              {primaryLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    onClick={close}
                    className="flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {account && (
              <div
                className="mt-4 border-t border-border pt-4"
                onClickCapture={(e) => (e.target as HTMLElement).closest("a") && close()}
              >
                {account}
              </div>
            )}
          </nav>
          <Button asChild size="lg" className="mt-6 w-full">
            <Link to={scheduleDemoLink.href} onClick={close}>
              {scheduleDemoLink.label}
            </Link>
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
