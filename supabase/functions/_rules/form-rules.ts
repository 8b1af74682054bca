// How a form's rules are written and applied, for every form whose rules live in this folder (the
// lead forms, the security report form): an ordered list of checks on the cleaned values. The first
// failing check is the toast (and the Edge Function's 400); every failing field is marked beside
// the field with its first failing check's message.

import type { ToastText } from "./lead-toasts.ts";

/** One check of a form, on its cleaned values: the field it is about, and what to say when it fails. */
export interface FormRule<F extends string> {
  field: F;
  fails: (values: Record<F, string>) => boolean;
  toast: ToastText;
  /** The message beside the field, when the toast speaks of several fields at once. */
  inline?: string;
}

/** Each failing field with the message to show beside it; a field that passes is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** One "must not be empty" rule per field, all with one toast, each with its own inline message. */
export function requiredRules<F extends string>(
  fields: readonly F[],
  toast: ToastText,
  inline: Readonly<Record<F, string>>,
): FormRule<F>[] {
  return fields.map((field) => ({ field, fails: (values) => values[field] === "", toast, inline: inline[field] }));
}

/** The first failing rule as the toast names it, or null when every rule passes. */
export function firstError<F extends string>(
  rules: readonly FormRule<F>[],
  values: Record<F, string>,
): ({ field: F } & ToastText) | null {
  const rule = rules.find((candidate) => candidate.fails(values));
  return rule ? { field: rule.field, title: rule.toast.title, description: rule.toast.description } : null;
}

/** Each field's first failing rule, in rule order: the field the toast names comes first. */
export function allErrors<F extends string>(rules: readonly FormRule<F>[], values: Record<F, string>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const rule of rules) {
    if (errors[rule.field] === undefined && rule.fails(values))
      errors[rule.field] = rule.inline ?? rule.toast.description;
  }
  return errors;
}
