import { useEffect, useRef, type ReactNode } from "react";

/**
 * The heading of what a page shows now. When that follows the visitor's own action (a result, a
 * retry), focus moves to it: a screen reader reads it, and the keyboard goes on from there.
 */
export function StateHeading({ children, focus }: { children: ReactNode; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} tabIndex={-1} className="rounded-sm text-2xl font-bold tracking-tight text-foreground">
      {children}
    </h2>
  );
}
