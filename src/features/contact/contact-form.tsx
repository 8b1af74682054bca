import { Link } from "react-router";
import { Send } from "~/components/ui/icons";
import { useId } from "react";
import { Input, NativeSelect } from "~/components/ui/field";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { FormField } from "~/components/ui/form-field";
import { fieldBinder, HeldForm } from "~/components/ui/held-form";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SecurityUpdatesField } from "~/components/security-updates-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { contactPage } from "~/content/contact/copy";
// What the form renders from; the checks themselves load on submit (use-contact-form.ts).
import { SERVICE_OPTIONS } from "@rules/lead-fields.ts";
import { MESSAGE_MAX_LENGTH } from "@rules/lead-limits.ts";
import { useContactForm } from "./use-contact-form";

const { labels, placeholders } = contactPage;

export function ContactForm() {
  const {
    values,
    setValue,
    honeypot,
    setHoneypot,
    securityUpdates,
    setSecurityUpdates,
    status,
    errors,
    announcement,
    formRef,
    onSubmit,
  } = useContactForm();
  const sending = status === "sending";
  const countId = useId();

  const bind = fieldBinder(values, setValue);

  return (
    <HeldForm ref={formRef} onSubmit={onSubmit} busy={sending} className="relative grid gap-5 sm:grid-cols-2">
      <FormField label={labels.fullName} required error={errors.fullName}>
        {(field) => (
          <Input
            {...field}
            {...bind("fullName")}
            autoComplete="name"
            aria-required="true"
            placeholder={placeholders.fullName}
          />
        )}
      </FormField>
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
      {/* Company and phone carry the asterisk (spec section 5) but are not enforced. */}
      <FormField label={labels.company} required error={errors.company}>
        {(field) => (
          <Input {...field} {...bind("company")} autoComplete="organization" placeholder={placeholders.company} />
        )}
      </FormField>
      <FormField label={labels.phone} required error={errors.phone}>
        {(field) => (
          <Input {...field} {...bind("phone")} type="tel" autoComplete="tel" placeholder={placeholders.phone} />
        )}
      </FormField>
      <FormField label={labels.service} error={errors.service} className="sm:col-span-2">
        {(field) => (
          <NativeSelect {...field} {...bind("service")}>
            <option value="">{contactPage.serviceNone}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label={labels.message} required error={errors.message} describedBy={countId} className="sm:col-span-2">
        {(field) => (
          <CountedTextarea
            {...field}
            {...bind("message")}
            rows={6}
            aria-required="true"
            placeholder={placeholders.message}
            max={MESSAGE_MAX_LENGTH}
            countId={countId}
          />
        )}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* Announces what the toast says to screen readers; the fields then say what each one needs. */}
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      <div className="sm:col-span-2">
        <SecurityUpdatesField checked={securityUpdates} onChange={setSecurityUpdates} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={sending}
          idle={contactPage.submit}
          working={contactPage.sending}
          icon={<Send aria-hidden="true" className="size-4" />}
          size="lg"
          className="w-full sm:w-auto"
        />
        <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
          {contactPage.privacyNote}{" "}
          <Link to={contactPage.privacyLink.href} className="font-medium text-primary underline underline-offset-2">
            {contactPage.privacyLink.label}
          </Link>
        </p>
      </div>
    </HeldForm>
  );
}
