import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "./icons";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "./button";
import { TOAST_HOTKEY } from "~/lib/constants";
import { cn } from "~/lib/cn";
import { dismissToasts, useToasts } from "~/lib/toast";
import { useToastPlacement } from "./use-toast-placement";

export function Toaster() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  const viewportRef = useRef<HTMLOListElement>(null);
  const { side, bottomInset } = useToastPlacement(viewportRef, toasts);
  const focusedByHotkey = useHotkeyFocus();

  // Leaving a page dismisses what it said; a toast announcing where the navigation led stays.
  useEffect(() => dismissToasts((t) => t.page !== pathname && !t.outlivesPage), [pathname]);

  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={6000} label="Notification">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToasts(({ id }) => id === t.id)}
          type={t.variant === "destructive" ? "foreground" : "background"}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[state=closed]:animate-[fade-in_200ms_ease-in_reverse] data-[state=open]:animate-slide-up hc-border",
            "toast-focus-ring",
            t.variant === "destructive"
              ? "destructive border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-background text-foreground",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
            {t.action && (
              <ToastPrimitive.Action altText={t.action.altText} asChild>
                <Link
                  to={t.action.to}
                  // Radix gives its action type="button", which a link does not take.
                  type={undefined}
                  onClick={() => dismissToasts(({ id }) => id === t.id)}
                  className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-2 justify-self-start")}
                >
                  {t.action.label}
                </Link>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            data-corner=""
            className="absolute right-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        hotkey={TOAST_HOTKEY}
        label="Notifications"
        data-side={side}
        data-hotkey-focus={focusedByHotkey.active || undefined}
        onBlur={focusedByHotkey.end}
        style={{ "--keyboard-inset": `${bottomInset}px` } as CSSProperties}
        className={cn(
          // The list lets clicks through to the page; only the toasts themselves take them.
          "pointer-events-none fixed inset-x-3 z-[100] flex max-h-screen flex-col gap-2 rounded-xl outline-none sm:left-auto sm:right-4 sm:w-full sm:max-w-sm",
          "toast-focus-ring",
          side === "top"
            ? "top-3 sm:top-4"
            : "bottom-[calc(0.75rem+var(--keyboard-inset))] sm:bottom-[calc(1rem+var(--keyboard-inset))]",
        )}
      />
    </ToastPrimitive.Provider>
  );
}

/**
 * Whether the list has focus because Alt+T put it there. Browsers show no :focus-visible for focus
 * moved by a script after a mouse click, yet the person pressed a key and must see where it went.
 */
function useHotkeyFocus() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const keys = event as unknown as Record<string, unknown>;
      if (TOAST_HOTKEY.every((key) => keys[key] || event.code === key)) setActive(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
  return { active, end: () => setActive(false) };
}
