import { useEffect, type ReactNode } from "react";
import { QueryProvider } from "~/lib/query-client";
import { HowItWorksSlideshow } from "./how-it-works-slideshow";
import type { SlideshowLabels } from "./slideshow-controls";
import { useHowItWorksImages } from "./how-it-works-images";

interface IslandProps {
  /** Called when there is nothing to show (no active rows, or the table is unreachable). */
  onUnavailable: () => void;
  /** Shown while the pictures load; passed in so this lazy chunk shares no module with the page. */
  placeholder: ReactNode;
  labels: SlideshowLabels;
}

function HowItWorksImages({ onUnavailable, placeholder, labels }: IslandProps) {
  const { data, isPending, error } = useHowItWorksImages();
  const unavailable = !isPending && (!!error || !data?.length);

  useEffect(() => {
    if (error) console.warn("How-it-works pictures could not be loaded:", error);
  }, [error]);
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);

  if (isPending) return placeholder;
  if (unavailable || !data) return null;
  return <HowItWorksSlideshow images={data} labels={labels} />;
}

/** Lazily loaded: brings TanStack Query, Supabase and Embla only when the section nears the viewport. */
export default function HowItWorksImagesIsland(props: IslandProps) {
  return (
    <QueryProvider>
      <HowItWorksImages {...props} />
    </QueryProvider>
  );
}
