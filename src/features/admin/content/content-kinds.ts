// The two kinds of home-page content admins manage, described once so one screen serves both.
import {
  ALT_TEXT_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  IMAGE_URL_MAX_LENGTH,
  STEP_DESCRIPTION_MAX_LENGTH,
  STEP_TITLE_MAX_LENGTH,
  validateLogo,
  validateStepImage,
} from "./content-rules";

export type ContentTable = "customer_logos" | "how_it_works_images";

/** A row of either table: the shared columns, plus each kind's text columns by name. */
export interface ContentRow {
  id: string;
  is_active: boolean;
  display_order: number;
  created_at: string;
  [column: string]: string | number | boolean | null;
}

/** Editable text by column, as typed in the form. */
export type ContentValues = Record<string, string>;

export interface ContentField {
  column: string;
  label: string;
  hint: string;
  maxLength: number;
  required: boolean;
  multiline?: boolean;
}

export interface ContentKind {
  table: ContentTable;
  /** Lower-case singular for sentences: "Add logo", "Delete step image?". */
  noun: string;
  title: string;
  intro: string;
  /** First field is the image address. */
  fields: [ContentField, ...ContentField[]];
  /** Where uploaded images go in the site-media bucket, and their largest side after resizing. */
  upload: { label: string; folder: string; maxSide: number };
  /** Column that names a row in lists, toasts and dialogs. */
  nameColumn: string;
  /** Column that describes the image for screen readers in the preview. */
  altColumn: string;
  validate(values: ContentValues): Partial<Record<string, string>>;
}

const imageHint = "Instead of uploading: a file on this site, such as /logos/acme.svg, or a full https:// address.";

export const CUSTOMER_LOGOS: ContentKind = {
  table: "customer_logos",
  noun: "logo",
  title: "Customer logos",
  intro: "The logo strip under the testimonials on the home page. Open home pages update as soon as you save.",
  upload: { label: "Logo image", folder: "logos", maxSide: 800 },
  fields: [
    {
      column: "logo_url",
      label: "Logo image address",
      hint: imageHint,
      maxLength: IMAGE_URL_MAX_LENGTH,
      required: true,
    },
    {
      column: "company_name",
      label: "Company name",
      hint: "Shown to admins; used to name the logo.",
      maxLength: COMPANY_NAME_MAX_LENGTH,
      required: true,
    },
    {
      column: "alt_text",
      label: "Alternative text",
      hint: "What a screen reader says, e.g. “Acme logo”.",
      maxLength: ALT_TEXT_MAX_LENGTH,
      required: true,
    },
  ],
  nameColumn: "company_name",
  altColumn: "alt_text",
  validate: (values) =>
    validateLogo({
      logo_url: values.logo_url ?? "",
      company_name: values.company_name ?? "",
      alt_text: values.alt_text ?? "",
    }),
};

export const HOW_IT_WORKS_IMAGES: ContentKind = {
  table: "how_it_works_images",
  noun: "step image",
  title: "How-it-works images",
  intro: "The images of the how-it-works carousel on the home page, in the order they play.",
  upload: { label: "Step image", folder: "how-it-works", maxSide: 1600 },
  fields: [
    { column: "image_url", label: "Image address", hint: imageHint, maxLength: IMAGE_URL_MAX_LENGTH, required: true },
    {
      column: "title",
      label: "Title",
      hint: "Also the image's alternative text.",
      maxLength: STEP_TITLE_MAX_LENGTH,
      required: true,
    },
    {
      column: "description",
      label: "Description",
      hint: "Optional. A sentence or two.",
      maxLength: STEP_DESCRIPTION_MAX_LENGTH,
      required: false,
      multiline: true,
    },
  ],
  nameColumn: "title",
  altColumn: "title",
  validate: (values) =>
    validateStepImage({
      image_url: values.image_url ?? "",
      title: values.title ?? "",
      description: values.description ?? "",
    }),
};

export const textOf = (row: ContentRow, column: string): string => {
  const value = row[column];
  return typeof value === "string" ? value : "";
};

/** The toasts of one content screen: each change's toast replaces the previous one instead of stacking. */
export const toastGroupOf = (kind: ContentKind) => `content:${kind.table}`;
