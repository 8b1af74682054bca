// The one set of rules for home-page content that admins edit. The form checks them to explain a
// problem before anything is sent; migration 20261127000100_site_content.sql repeats them as CHECK
// constraints (is_valid_image_url and the *_text constraints), so keep the two in step.

export const IMAGE_URL_MAX_LENGTH = 2048;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const ALT_TEXT_MAX_LENGTH = 150;
export const STEP_TITLE_MAX_LENGTH = 100;
export const STEP_DESCRIPTION_MAX_LENGTH = 500;

// Same patterns as public.is_valid_image_url: an http(s) URL, or a path on this site that is
// not protocol-relative ("//host"); no whitespace or backslashes anywhere.
const ABSOLUTE_IMAGE_URL = /^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?([/?#][^\s\\]*)?$/i;
const SITE_IMAGE_PATH = /^\/[^/\s\\][^\s\\]*$/;

/** A customer_logos row's editable text, by column. */
export interface LogoInput {
  logo_url: string;
  company_name: string;
  alt_text: string;
}

/** A how_it_works_images row's editable text, by column (an empty description is stored as null). */
export interface StepImageInput {
  image_url: string;
  title: string;
  description: string;
}

/** Field name → message; empty when the input is valid. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function imageUrlProblem(url: string): string | undefined {
  if (url.trim() === "") return "Upload an image, or enter its address.";
  if (url.length > IMAGE_URL_MAX_LENGTH) return `Keep the address under ${IMAGE_URL_MAX_LENGTH} characters.`;
  if (url !== url.trim() || !(ABSOLUTE_IMAGE_URL.test(url) || SITE_IMAGE_PATH.test(url))) {
    return "Use a path on this site such as /logos/acme.svg, or a full http:// or https:// address.";
  }
  return undefined;
}

function textProblem(value: string, what: string, max: number, required: boolean): string | undefined {
  if (required && value.trim() === "") return `Enter ${what}.`;
  if (value.length > max) return `Keep ${what} to ${max} characters or fewer.`;
  return undefined;
}

function withoutEmpty<T>(errors: FieldErrors<T>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<T>;
}

export function validateLogo(input: LogoInput): FieldErrors<LogoInput> {
  return withoutEmpty<LogoInput>({
    logo_url: imageUrlProblem(input.logo_url),
    company_name: textProblem(input.company_name, "the company name", COMPANY_NAME_MAX_LENGTH, true),
    alt_text: textProblem(input.alt_text, "the alternative text", ALT_TEXT_MAX_LENGTH, true),
  });
}

export function validateStepImage(input: StepImageInput): FieldErrors<StepImageInput> {
  return withoutEmpty<StepImageInput>({
    image_url: imageUrlProblem(input.image_url),
    title: textProblem(input.title, "the title", STEP_TITLE_MAX_LENGTH, true),
    description: textProblem(input.description, "the description", STEP_DESCRIPTION_MAX_LENGTH, false),
  });
}

/** True for an image on another site, which the site's Content Security Policy will not load. */
export function isOffSiteImage(url: string, siteOrigin: string): boolean {
  if (!ABSOLUTE_IMAGE_URL.test(url)) return false;
  try {
    return new URL(url).origin !== siteOrigin;
  } catch {
    return false;
  }
}
