import { Suspense, useRef, type ReactNode } from "react";
import { useNearViewport } from "./use-near-viewport";

interface DeferredIslandProps {
  /** Rendered in the prerendered HTML and while the island's code loads: it must reserve the island's space. */
  placeholder: ReactNode;
  /** A lazy component: its code (Supabase, TanStack Query, Embla) is fetched only when needed. */
  children: ReactNode;
  className?: string;
}

/** Mounts a data-driven part of the page after hydration, once it comes within a screen of view. */
export function DeferredIsland({ placeholder, children, className }: DeferredIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "600px 0px");
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
