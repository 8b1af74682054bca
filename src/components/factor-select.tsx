import { FormField } from "~/components/ui/form-field";
import { NativeSelect } from "~/components/ui/field";
import type { Factor } from "~/lib/auth/auth-backend";
import { factorName } from "~/lib/auth/use-verified-factors";

/** Which of the account's authenticators a code comes from, when it has more than one. */
export function FactorSelect({
  label,
  factors,
  value,
  onChange,
}: {
  label: string;
  factors: readonly Factor[];
  value: string;
  onChange(factorId: string): void;
}) {
  return (
    <FormField label={label}>
      {(field) => (
        <NativeSelect {...field} name="factor" value={value} onChange={(e) => onChange(e.target.value)}>
          {factors.map((factor) => (
            <option key={factor.id} value={factor.id}>
              {factorName(factor)}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
