import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { cn } from "~/lib/cn";

/** A menu opened from a button: arrow keys move between items, typing jumps, Escape closes. */
export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuLabel = DropdownMenuPrimitive.Label;

export const DropdownMenuContent = forwardRef<
  HTMLDivElement,
  ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Content>
>(function DropdownMenuContent({ className, ...props }, ref) {
  return (
    <DropdownMenuPrimitive.Content
      ref={ref}
      className={cn(
        "z-50 rounded-xl border border-border bg-background p-2 text-foreground shadow-xl hc-border data-[state=open]:animate-fade-in",
        className,
      )}
      {...props}
    />
  );
});

export const DropdownMenuItem = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DropdownMenuPrimitive.Item>>(
  function DropdownMenuItem({ className, ...props }, ref) {
    return (
      <DropdownMenuPrimitive.Item
        ref={ref}
        className={cn(
          "flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium text-foreground outline-none data-[highlighted]:bg-muted",
          className,
        )}
        {...props}
      />
    );
  },
);

export function DropdownMenuSeparator() {
  return <DropdownMenuPrimitive.Separator className="my-1 h-px bg-border" />;
}
