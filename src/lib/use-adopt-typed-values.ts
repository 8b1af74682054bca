import { useEffect, useState, type RefObject } from "react";
import { FORM_READY, PENDING_SUBMIT } from "./early-submit";

/**
 * Forms are prerendered, so a visitor can type, and even submit, before their code has hydrated.
 * React keeps that text on screen but not in state, and a submit would then treat the fields as
 * empty. On hydration, hand what was typed (non-empty fields only) to the form's state; then, if a
 * submit was held meanwhile (see `early-submit.ts`), submit again with those values. The form keeps
 * its mark (and its button the busy look, see SubmitButton) until the replay has reached its handler.
 */
export function useAdoptTypedValues<K extends string>(
  formRef: RefObject<HTMLFormElement>,
  fields: readonly K[],
  adopt: (typed: Partial<Record<K, string>>) => void,
) {
  const [replaySubmit, setReplaySubmit] = useState(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const control = form.elements.namedItem(field);
      if (control && "value" in control && typeof control.value === "string" && control.value !== "") {
        typed[field] = control.value;
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // From now on React's handler takes this form's submits (early-submit.ts held them until here).
    form.setAttribute(FORM_READY, "");
    // One extra render, once: the replay must see the adopted values.
    if (form.hasAttribute(PENDING_SUBMIT)) setReplaySubmit(true);
    // Once, on hydration: later typing reaches state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the render that holds the adopted values, so the submit handler sees them.
  useEffect(() => {
    if (!replaySubmit) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReplaySubmit(false);
    const form = formRef.current;
    form?.requestSubmit();
    form?.removeAttribute(PENDING_SUBMIT);
  }, [replaySubmit, formRef]);
}
