/** Each failing field of a form with the message shown beside it; a field that passes is absent. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The fields a failed submit marked, as they stand after an edit: each shows its current message
 * until it passes, then its mark goes. A field not marked yet waits for the next submit.
 */
export function keepMarked<F extends string>(marked: FieldErrors<F>, now: FieldErrors<F>): FieldErrors<F> {
  const kept: FieldErrors<F> = {};
  for (const field of Object.keys(marked) as F[]) if (now[field]) kept[field] = now[field];
  return kept;
}

/** The first marked field in the order the form shows them: where focus goes after a failed submit. */
export const firstMarked = <F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined =>
  order.find((field) => errors[field]);
