import { ChevronDown, Send } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input, selectClassName, Textarea } from "~/components/ui/field";
import { contactPage } from "~/content/contact/copy";
import { cn } from "~/lib/cn";
import { FormField, errorIdFor } from "./form-field";
import { HoneypotField } from "./honeypot-field";
// What the form renders from; the checks themselves load on submit (use-contact-form.ts).
import { type ContactField, SERVICE_OPTIONS } from "@rules/lead-fields.ts";
import { MESSAGE_MAX_LENGTH } from "@rules/lead-limits.ts";
import { characterCount } from "@rules/text-cleaning.ts";
import { useContactForm } from "./use-contact-form";
import { useClientValue } from "~/lib/use-client-value";

const { labels, placeholders } = contactPage;

export function ContactForm() {
  const { values, setValue, honeypot, setHoneypot, status, errors, announcement, formRef, onSubmit } = useContactForm();
  const baseId = useId();
  const sending = status === "sending";
  const idFor = (field: ContactField) => `${baseId}-${field}`;
  const messageLength = characterCount(values.message);
  const countId = `${idFor("message")}-count`;

  /** Wiring every control shares: id, name, value, and the link to its error when it has one. */
  const control = (field: ContactField, describedBy: string[] = []) => {
    const invalid = Boolean(errors[field]);
    const ids = [...(invalid ? [errorIdFor(idFor(field))] : []), ...describedBy];
    return {
      id: idFor(field),
      name: field,
      value: values[field],
      "aria-invalid": invalid || undefined,
      "aria-describedby": ids.length ? ids.join(" ") : undefined,
      onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    };
  };

  // The prerendered form is on screen before its code: a submit then would be the browser's own
  // (a GET putting the visitor's details in the URL, and the page reloaded empty). Until React has
  // hydrated it, the button is disabled, which also blocks Enter's implicit submission.
  const hydrated = useClientValue(() => true, false);

  return (
    // noValidate: the spec's own checks run in its order with its toasts, not the browser's bubbles.
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-busy={sending}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <FormField id={idFor("fullName")} label={labels.fullName} required error={errors.fullName}>
        <Input {...control("fullName")} autoComplete="name" aria-required="true" placeholder={placeholders.fullName} />
      </FormField>
      <FormField id={idFor("email")} label={labels.email} required error={errors.email}>
        <Input
          {...control("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-required="true"
          placeholder={placeholders.email}
        />
      </FormField>
      {/* Company and phone carry the asterisk (spec section 5) but are not enforced. */}
      <FormField id={idFor("company")} label={labels.company} required error={errors.company}>
        <Input {...control("company")} autoComplete="organization" placeholder={placeholders.company} />
      </FormField>
      <FormField id={idFor("phone")} label={labels.phone} required error={errors.phone}>
        <Input {...control("phone")} type="tel" autoComplete="tel" placeholder={placeholders.phone} />
      </FormField>
      <FormField id={idFor("service")} label={labels.service} error={errors.service} className="sm:col-span-2">
        <div className="relative">
          <select {...control("service")} className={selectClassName}>
            <option value="">{contactPage.serviceNone}</option>
            {SERVICE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </FormField>
      <FormField id={idFor("message")} label={labels.message} required error={errors.message} className="sm:col-span-2">
        <Textarea {...control("message", [countId])} rows={6} aria-required="true" placeholder={placeholders.message} />
        <p
          id={countId}
          className={cn(
            "mt-1.5 text-right text-xs tabular-nums",
            messageLength > MESSAGE_MAX_LENGTH ? "font-semibold text-destructive" : "text-muted-foreground",
          )}
        >
          {messageLength} / {MESSAGE_MAX_LENGTH} <span className="sr-only">characters</span>
        </p>
      </FormField>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {/* Announces what the toast says to screen readers; the fields then say what each one needs. */}
      <p aria-live="assertive" className="sr-only">
        {announcement}
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={sending || !hydrated} className="w-full sm:w-auto">
          {sending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-primary-foreground/40 border-t-primary-foreground motion-reduce:animate-none"
            />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {sending ? contactPage.sending : contactPage.submit}
        </Button>
      </div>
    </form>
  );
}
