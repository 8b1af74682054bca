import { useEffect, useState, type RefObject } from "react";
import { COUNTER_ANIMATION_MS, COUNTER_RESTART_MS } from "~/lib/constants";

/** Steps per count-up: 10 frames of 25 ms fill the 250 ms animation smoothly enough for digits. */
export const COUNTER_STEPS = 10;

/**
 * Progress (0 to 1) of the statistic counters. It starts at 1 so the prerendered HTML holds the
 * final figures; once the section is on screen it counts up over COUNTER_ANIMATION_MS and starts
 * again every COUNTER_RESTART_MS. Disabled (reduced motion) it stays at 1.
 */
export function useCountUpProgress(target: RefObject<Element | null>, enabled: boolean): number {
  const [progress, setProgress] = useState(1);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver (old browsers, jsdom) counting starts right away.
  const inView = seen || typeof IntersectionObserver === "undefined";

  useEffect(() => {
    const element = target.current;
    if (!enabled || inView || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled, inView]);

  useEffect(() => {
    if (!enabled || !inView) return;
    let frames: ReturnType<typeof setInterval> | undefined;
    const countUp = () => {
      let step = 0;
      setProgress(0);
      clearInterval(frames);
      frames = setInterval(() => {
        step += 1;
        setProgress(step / COUNTER_STEPS);
        if (step >= COUNTER_STEPS) clearInterval(frames);
      }, COUNTER_ANIMATION_MS / COUNTER_STEPS);
    };
    const first = setTimeout(countUp, 0);
    const restarts = setInterval(countUp, COUNTER_RESTART_MS);
    return () => {
      clearTimeout(first);
      clearInterval(restarts);
      clearInterval(frames);
    };
  }, [enabled, inView]);

  return enabled ? progress : 1;
}
