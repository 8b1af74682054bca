import { cn } from "~/lib/cn";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={cn("flex items-center justify-center py-16", className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-[3px] border-muted border-t-primary motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
