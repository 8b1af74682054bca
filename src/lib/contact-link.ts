import { SERVICE_OPTIONS, type ServiceValue } from "@rules/lead-fields.ts";

export const CONTACT_PATH = "/contact";

/** The query parameter that carries the service a visitor was reading about to the contact form. */
export const SERVICE_PARAM = "service";

/** "next generation siem/soc" → "next-generation-siem-soc": the service as it reads in an address. */
const paramFor = (service: ServiceValue) => service.replace(/[^a-z0-9]+/g, "-");

/** The contact form, with the service pre-selected when the page has one. */
export function contactHref(service: ServiceValue | null = null): string {
  return service ? `${CONTACT_PATH}?${SERVICE_PARAM}=${paramFor(service)}` : CONTACT_PATH;
}

/** The service a contact link asks for, or null when it names none of the options. */
export function serviceFromSearch(search: string): ServiceValue | null {
  const param = new URLSearchParams(search).get(SERVICE_PARAM);
  return SERVICE_OPTIONS.find((option) => paramFor(option.value) === param)?.value ?? null;
}
