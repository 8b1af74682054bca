import { ShieldAlert } from "~/components/ui/icons";
import { useId } from "react";
import { Input, NativeSelect } from "~/components/ui/field";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { FormField } from "~/components/ui/form-field";
import { fieldBinder, HeldForm } from "~/components/ui/held-form";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { securityPolicy } from "~/content/security/policy";
import { DESCRIPTION_MAX_LENGTH, SEVERITY_OPTIONS } from "@rules/security-report-validation.ts";
import { useSecurityReportForm } from "./use-security-report-form";

const { labels, placeholders } = securityPolicy;

/** What the reporter reads once the report is stored: its reference, or where to find it. */
function Received({ reference }: { reference: string | null }) {
  return (
    <div className="rounded-lg border border-success bg-surface p-4 text-foreground hc-border">
      {reference ? (
        <>
          <p>
            {securityPolicy.referenceIntro} <strong className="font-mono tracking-wide">{reference}</strong>.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{securityPolicy.referenceNote}</p>
        </>
      ) : (
        <p>{securityPolicy.repeatNote}</p>
      )}
    </div>
  );
}

export function SecurityReportForm() {
  const { values, setValue, honeypot, setHoneypot, sending, errors, announcement, received, formRef, onSubmit } =
    useSecurityReportForm();
  const countId = useId();

  const bind = fieldBinder(values, setValue);
  const optional = (label: string) => `${label} (${securityPolicy.optional})`;

  return (
    <HeldForm ref={formRef} onSubmit={onSubmit} busy={sending} className="relative grid gap-5 sm:grid-cols-2">
      <FormField label={labels.email} required error={errors.email}>
        {(field) => (
          <Input
            {...field}
            {...bind("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            aria-required="true"
            placeholder={placeholders.email}
          />
        )}
      </FormField>
      <FormField label={optional(labels.fullName)} error={errors.fullName}>
        {(field) => <Input {...field} {...bind("fullName")} autoComplete="name" />}
      </FormField>
      <FormField label={labels.title} required error={errors.title} className="sm:col-span-2">
        {(field) => <Input {...field} {...bind("title")} aria-required="true" placeholder={placeholders.title} />}
      </FormField>
      <FormField label={optional(labels.affectedAsset)} error={errors.affectedAsset}>
        {(field) => <Input {...field} {...bind("affectedAsset")} placeholder={placeholders.affectedAsset} />}
      </FormField>
      <FormField label={labels.severity} error={errors.severity}>
        {(field) => (
          <NativeSelect {...field} {...bind("severity")}>
            {SEVERITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value === "unknown" ? "" : option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={labels.description}
        required
        error={errors.description}
        describedBy={countId}
        className="sm:col-span-2"
      >
        {(field) => (
          <CountedTextarea
            {...field}
            {...bind("description")}
            rows={8}
            aria-required="true"
            placeholder={placeholders.description}
            max={DESCRIPTION_MAX_LENGTH}
            countId={countId}
          />
        )}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      {/* Present from the start, so the reference is announced when it appears; out of the grid while empty. */}
      <div role="status" className={received ? "sm:col-span-2" : "sr-only"}>
        {received && <Received reference={received.reference} />}
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={sending}
          idle={securityPolicy.submit}
          working={securityPolicy.sending}
          icon={<ShieldAlert aria-hidden="true" className="size-4" />}
          size="lg"
          className="w-full sm:w-auto"
        />
      </div>
    </HeldForm>
  );
}
