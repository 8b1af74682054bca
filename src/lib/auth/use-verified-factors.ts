import { useCallback, useEffect, useState } from "react";
import type { Factor } from "./auth-backend";
import { useSecurityApi } from "./use-security-api";

/** The account's verified authenticators, fresh from the server: null while loading; `failed` if they could not be. */
export function useVerifiedFactors() {
  const { listFactors } = useSecurityApi();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [failed, setFailed] = useState(false);
  // `useSecurityApi()` is rebuilt on every auth change; its functions stay the same, so the first one serves.
  const [load] = useState(
    () => () =>
      listFactors().then(({ factors: all, error }) => {
        if (error) throw error;
        return all.filter((f) => f.status === "verified");
      }),
  );
  const show = useCallback((verified: Factor[]) => {
    setFactors(verified);
    setFailed(false);
  }, []);
  useEffect(() => {
    let current = true;
    load().then(
      (verified) => current && show(verified),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [load, show]);
  const reload = () => load().then(show, () => setFailed(true));
  return { factors, failed, reload };
}

/** What an authenticator is called on screen. */
export const factorName = (factor: Factor) => factor.friendly_name || "Authenticator app";
