import { useEffect, useState } from "react";

const TICK_MS = 30_000;

/** The current time, renewed every half minute so "in 4 minutes" does not go stale on screen. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
