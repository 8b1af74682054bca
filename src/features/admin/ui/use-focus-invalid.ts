import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Moves focus to a form's first invalid control after a failed submit or a refusal: call the
 * returned function with the state update that marks the fields. Focus moves in the commit that
 * marks them (a layout effect), so the control reads its message as its description at once; an
 * edit that keeps a field marked does not pull focus back to it.
 */
export function useFocusInvalid(form: RefObject<HTMLFormElement>) {
  const [attempt, setAttempt] = useState(0);
  useLayoutEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
  return () => setAttempt((count) => count + 1);
}
