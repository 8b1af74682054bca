import { CV_TYPES } from "@rules/job-applications.ts";

const cvTypes = Object.values(CV_TYPES);

/** What the CV's file picker offers: the extensions and the types the function accepts. */
export const CV_ACCEPT = [...cvTypes.map((type) => `.${type.extension}`), ...cvTypes.map((type) => type.mime)].join(
  ",",
);

/**
 * Whether a file's name ends in an accepted extension: the browser's quick check before sending.
 * The function trusts neither the name nor the declared type: it decides by the content (415).
 */
export const hasCvExtension = (name: string) =>
  cvTypes.some((type) => name.toLowerCase().endsWith(`.${type.extension}`));
