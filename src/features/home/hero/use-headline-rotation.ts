import { useEffect, useState } from "react";
import { HERO_FADE_MS, HERO_ROTATION_INTERVAL_MS } from "~/lib/constants";

export interface HeadlineRotation {
  index: number;
  /** False during the fade-out before the next headline appears. */
  visible: boolean;
}

/**
 * Every HERO_ROTATION_INTERVAL_MS the current headline fades out over HERO_FADE_MS, then the next
 * one fades in. Stopped rotations always show their headline (a pause mid-fade never leaves it hidden).
 */
export function useHeadlineRotation(count: number, running: boolean): HeadlineRotation {
  const [rotation, setRotation] = useState<HeadlineRotation>({ index: 0, visible: true });

  useEffect(() => {
    if (!running || count < 2) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setRotation((current) => ({ ...current, visible: false }));
      fadeTimer = setTimeout(
        () => setRotation((current) => ({ index: (current.index + 1) % count, visible: true })),
        HERO_FADE_MS,
      );
    }, HERO_ROTATION_INTERVAL_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(fadeTimer);
    };
  }, [count, running]);

  return running ? rotation : { index: rotation.index, visible: true };
}
