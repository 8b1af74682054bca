import { Send } from "~/components/ui/icons";
import { useId } from "react";
import { HOLD_UNTIL_READY } from "~/lib/early-submit";
import { Input, NativeSelect, Textarea } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { contactPage } from "~/content/contact/copy";
import { cn } from "~/lib/cn";
// What the form renders from; the checks themselves load on submit (use-contact-form.ts).
import { type ContactField, SERVICE_OPTIONS } from "@rules/lead-fields.ts";
import { MESSAGE_MAX_LENGTH } from "@rules/lead-limits.ts";
import { characterCount } from "@rules/text-cleaning.ts";
import { useContactForm } from "./use-contact-form";

const { labels, placeholders } = contactPage;

export function ContactForm() {
  const { values, setValue, honeypot, setHoneypot, status, errors, announcement, formRef, onSubmit } = useContactForm();
  const sending = status === "sending";
  const messageLength = characterCount(values.message);
  const countId = useId();

  /** What every control shares: its name, its value and where a change goes. */
  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
  });

  return (
    // noValidate: the spec's own checks run in its order with its toasts, not the browser's bubbles.
    <form
      method="post"
      {...{ [HOLD_UNTIL_READY]: "" }}
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending}
      className="relative grid gap-5 sm:grid-cols-2"
    >
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
          <>
            <Textarea
              {...field}
              {...bind("message")}
              rows={6}
              aria-required="true"
              placeholder={placeholders.message}
            />
            <p
              id={countId}
              className={cn(
                "mt-1.5 text-right text-xs tabular-nums",
                messageLength > MESSAGE_MAX_LENGTH ? "font-semibold text-destructive" : "text-muted-foreground",
              )}
            >
              {messageLength} / {MESSAGE_MAX_LENGTH} <span className="sr-only">characters</span>
            </p>
          </>
        )}
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* Announces what the toast says to screen readers; the fields then say what each one needs. */}
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      <div className="sm:col-span-2">
        <SubmitButton
          busy={sending}
          idle={contactPage.submit}
          working={contactPage.sending}
          icon={<Send aria-hidden="true" className="size-4" />}
          size="lg"
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
