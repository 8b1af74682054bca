// Toast texts for the lead forms, word for word from the product spec (sections 5 and 8).
// The Edge Functions answer 400 with the same title/description the form would show, so a
// request that slips past the browser check still reads like the spec.

import { COMPANY_MAX_LENGTH, PHONE_MAX_LENGTH } from "./lead-limits.ts";

export interface ToastText {
  title: string;
  description: string;
}

export const CONTACT_TOASTS = {
  missingRequired: {
    title: "Missing required fields",
    description: "Please fill in your name, email, and message.",
  },
  invalidEmail: { title: "Invalid email", description: "Please enter a valid email address." },
  messageTooLong: {
    title: "Message too long",
    description: "Please keep your message under 1000 characters.",
  },
  nameTooLong: { title: "Name too long", description: "Please keep your name under 100 characters." },
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you within 24 hours.",
  },
  failure: {
    title: "Failed to send message",
    description: "Please try again or contact us directly.",
  },
} as const satisfies Record<string, ToastText>;

export const DEMO_TOASTS = {
  missingFields: { title: "Error", description: "Please fill in all fields" },
  success: {
    title: "Demo Request Sent!",
    description: "We'll get back to you soon to schedule your demo.",
  },
  failure: { title: "Error", description: "Failed to send demo request. Please try again." },
} as const satisfies Record<string, ToastText>;

// Not in the spec: the message under each empty required field. The toast names them all at
// once; beside a field, each says what that field needs.
export const MISSING_FIELD_MESSAGES = {
  fullName: "Please fill in your name.",
  email: "Please fill in your email.",
  message: "Please fill in your message.",
  company: "Please fill in your company name.",
} as const;

// Not in the spec: only a request that bypasses the form (or an over-long optional field) sees these.
export const SERVER_ONLY_ERRORS = {
  notAnObject: { title: "Invalid request", description: "The request body must be a JSON object." },
  invalidJson: { title: "Invalid request", description: "The request body is not valid JSON." },
  bodyTooLarge: { title: "Request too large", description: "The request body is too large." },
  companyTooLong: {
    title: "Company name too long",
    description: `Please keep your company name under ${COMPANY_MAX_LENGTH} characters.`,
  },
  phoneTooLong: {
    title: "Phone number too long",
    description: `Please keep your phone number under ${PHONE_MAX_LENGTH} characters.`,
  },
  unknownService: { title: "Invalid service", description: "Please choose one of the listed services." },
  tooManyRequests: {
    title: "Too many requests",
    description: "Please wait a few minutes before sending another request.",
  },
  storageFailed: { title: "Server error", description: "We could not save your request. Please try again." },
  methodNotAllowed: { title: "Method not allowed", description: "Use POST." },
  invalidIdempotencyKey: {
    title: "Invalid request",
    description: "The Idempotency-Key header must be a UUID, such as crypto.randomUUID() makes.",
  },
  idempotencyKeyReused: {
    title: "Already sent with other details",
    description:
      "This Idempotency-Key was used for a different request in the last 24 hours. Send a new key with the new details.",
  },
} as const satisfies Record<string, ToastText>;

export function wrongTypeError(field: string): ToastText {
  return { title: "Invalid request", description: `The field "${field}" must be text.` };
}
