import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { HOW_IT_WORKS_AUTOPLAY_MS } from "~/lib/constants";

/**
 * An Embla carousel that loops and autoplays every HOW_IT_WORKS_AUTOPLAY_MS, unless the visitor
 * asked for reduced motion: then it neither autoplays nor animates its moves.
 */
export function useSlideshow(reducedMotion: boolean) {
  const plugins = useMemo(
    () => [Autoplay({ delay: HOW_IT_WORKS_AUTOPLAY_MS, playOnInit: !reducedMotion, stopOnInteraction: true })],
    [reducedMotion],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    };
    // Autoplay emits these before it updates isPlaying(), so the event itself says what changed.
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    sync();
    api.on("select", sync).on("reInit", sync).on("autoplay:play", played).on("autoplay:stop", stopped);
    return () => {
      api.off("select", sync).off("reInit", sync).off("autoplay:play", played).off("autoplay:stop", stopped);
    };
  }, [api]);

  const jump = reducedMotion;
  const scrollPrev = useCallback(() => {
    api?.scrollPrev(jump);
    api?.plugins().autoplay?.reset();
  }, [api, jump]);
  const scrollNext = useCallback(() => {
    api?.scrollNext(jump);
    api?.plugins().autoplay?.reset();
  }, [api, jump]);
  const togglePlaying = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [api]);

  return { viewportRef, selected, playing, scrollPrev, scrollNext, togglePlaying };
}
