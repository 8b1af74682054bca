import { type FormHTMLAttributes, forwardRef } from "react";
import { HOLD_UNTIL_READY } from "~/lib/early-submit";

/**
 * A prerendered form whose code hydrates after the page (a lazily loaded island): a submit before
 * then is held, not posted (lib/early-submit.ts), and the browser's own validation bubbles stay off
 * so the form's rules speak with their own messages and toasts (`noValidate={false}` keeps them, for
 * a form whose spec asks the browser to check a field). `busy` while it is sending.
 */
export const HeldForm = forwardRef<HTMLFormElement, FormHTMLAttributes<HTMLFormElement> & { busy: boolean }>(
  function HeldForm({ busy, ...props }, ref) {
    return <form method="post" {...{ [HOLD_UNTIL_READY]: "" }} ref={ref} noValidate aria-busy={busy} {...props} />;
  },
);

/** The props that tie a control to one field of a form's values: its name, its value and where a change goes. */
export const fieldBinder =
  <F extends string>(values: Record<F, string>, setValue: (field: F, value: string) => void) =>
  (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });
