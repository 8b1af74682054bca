import { useEffect, useState } from "react";
import { loadCommonPasswordCheck } from "./password-quality";

type Check = (password: string) => boolean;

let loading: Promise<Check> | null = null;
// A list that fails to load refuses nothing here; the server checks the same list anyway.
const load = () =>
  (loading ??= loadCommonPasswordCheck().catch(() => {
    loading = null;
    return () => false;
  }));

/** The shipped common-password list: `now` answers once it has loaded, `load` waits for it. */
export function useCommonPasswordCheck() {
  const [check, setCheck] = useState<Check | null>(null);
  useEffect(() => {
    let current = true;
    void load().then((loaded) => current && setCheck(() => loaded));
    return () => {
      current = false;
    };
  }, []);
  return { now: (password: string) => check?.(password) ?? false, load };
}
