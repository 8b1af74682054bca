import { useEffect } from "react";
import { QueryProvider } from "~/lib/query-client";
import { HowItWorksSlideshow } from "./how-it-works-slideshow";
import { useHowItWorksImages } from "./how-it-works-images";
import { ImagesPlaceholder } from "./images-placeholder";

interface IslandProps {
  /** Called when there is nothing to show (no active rows, or the table is unreachable). */
  onUnavailable: () => void;
}

function HowItWorksImages({ onUnavailable }: IslandProps) {
  const { data, isPending, error } = useHowItWorksImages();
  const unavailable = !isPending && (!!error || !data?.length);

  useEffect(() => {
    if (error) console.warn("How-it-works pictures could not be loaded:", error);
  }, [error]);
  useEffect(() => {
    if (unavailable) onUnavailable();
  }, [unavailable, onUnavailable]);

  if (isPending) return <ImagesPlaceholder loading />;
  if (unavailable || !data) return null;
  return <HowItWorksSlideshow images={data} />;
}

/** Lazily loaded: brings TanStack Query, Supabase and Embla only when the section nears the viewport. */
export default function HowItWorksImagesIsland(props: IslandProps) {
  return (
    <QueryProvider>
      <HowItWorksImages {...props} />
    </QueryProvider>
  );
}
