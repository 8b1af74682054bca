import { howItWorksSection } from "~/content/home";

/** Reserves the slideshow's exact box (picture plus caption) while its code and data load. */
export function ImagesPlaceholder({ loading = false }: { loading?: boolean }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-background shadow-card hc-border">
      <div className="aspect-[4/3] animate-pulse bg-muted" />
      <div className="h-[7.5rem] p-5">
        <div className="h-5 w-1/2 rounded bg-muted" />
        <div className="mt-3 h-4 w-5/6 rounded bg-muted" />
      </div>
      <div className="h-16 border-t border-border" />
      {loading && (
        <p role="status" className="sr-only">
          {howItWorksSection.loadingLabel}
        </p>
      )}
    </div>
  );
}
