import { Suspense, useEffect, useRef, useState, type FocusEvent, type ReactNode } from "react";
import { useNearViewport } from "./use-near-viewport";

interface DeferredIslandProps {
  /**
   * Rendered in the prerendered HTML and while the island's code loads: it must reserve the
   * island's space, and hold the island's controls (marked `data-focus-key`) so the tab order
   * reaches them before the island has loaded.
   */
  placeholder: ReactNode;
  /** A lazy component: its code (Supabase, TanStack Query, Embla) is fetched only when needed. */
  children: ReactNode;
  className?: string;
}

/**
 * Mounts a data-driven part of the page after hydration, once it comes within a screen of view or
 * keyboard focus enters it. While placeholders give way to the island, focus stays on the control
 * with the same `data-focus-key` instead of dropping to the page.
 */
export function DeferredIsland({ placeholder, children, className }: DeferredIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "600px 0px");
  const [focused, setFocused] = useState(false);
  const focusKey = useRef<string | null>(null);

  // Focus that arrived in the prerendered placeholder before this part of the page hydrated.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && ref.current?.contains(active)) {
      focusKey.current = active.dataset.focusKey ?? null;
      setFocused(true);
    }
  }, []);

  useEffect(() => {
    const island = ref.current;
    if (!island || typeof MutationObserver === "undefined") return;
    const observer = new MutationObserver(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!lost || !focusKey.current) return;
      island.querySelector<HTMLElement>(`[data-focus-key="${focusKey.current}"]`)?.focus({ preventScroll: true });
    });
    observer.observe(island, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focusKey.current = event.target.dataset.focusKey ?? null;
    setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Focus moved elsewhere on purpose (not lost with a replaced node): nothing to bring back.
    if (event.target.isConnected && !event.currentTarget.contains(event.relatedTarget)) focusKey.current = null;
  };

  return (
    <div ref={ref} className={className} onFocus={onFocus} onBlur={onBlur}>
      {near || focused ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
