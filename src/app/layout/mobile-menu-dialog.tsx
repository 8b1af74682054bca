import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { navGroups, primaryLinks, scheduleDemoLink } from "~/content/site/navigation";
import { Button } from "~/components/ui/button";

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement>;
  account?: ReactNode;
}

const itemClass = "flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted";

/** A modal dialog: focus moves in on open, stays trapped, and Escape returns it to the button. */
export function MobileMenuDialog({ open, onOpenChange, returnFocusTo, account }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-deep/60 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-6 shadow-2xl data-[state=open]:animate-slide-up"
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
                      <Link to={link.href} onClick={close} className={itemClass}>
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
                  <Link to={link.href} onClick={close} className={itemClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            {account && (
              // Links inside the account block close the menu too.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
              <div
                className="mt-4 border-t border-border pt-4"
                onClick={(e) => (e.target as HTMLElement).closest("a") && close()}
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
