// The contact rules, limits and toast texts live with the Edge Functions: one rule, one place.
// This file is the single door from the app into that shared module.
export {
  CONTACT_TOASTS,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  SERVICE_OPTIONS,
  validateContactForm,
  type ContactField,
  type ContactLead,
  type LeadField,
} from "../../../supabase/functions/_shared/lead-validation.ts";
export { characterCount } from "../../../supabase/functions/_shared/text-cleaning.ts";
