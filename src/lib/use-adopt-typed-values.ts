import { useEffect, type RefObject } from "react";

/**
 * Forms are prerendered, so a visitor can type before their code has hydrated. React keeps that
 * text on screen but not in state, and a submit would then treat the fields as empty. On
 * hydration, hand what was typed (non-empty fields only) to the form's state.
 */
export function useAdoptTypedValues<K extends string>(
  formRef: RefObject<HTMLFormElement>,
  fields: readonly K[],
  adopt: (typed: Partial<Record<K, string>>) => void,
) {
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
    // Once, on hydration: later typing reaches state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
