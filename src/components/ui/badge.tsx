import type { HTMLAttributes } from "react";
import { cn } from "~/lib/cn";

export function Badge({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-primary/20 bg-primary/5 px-2.5 py-0.5 text-xs font-medium text-primary hc-border",
        className,
      )}
      {...props}
    />
  );
}
