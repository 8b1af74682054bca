// Turns a failed Supabase call into the sentence an admin reads in a toast.

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

const BY_CODE: Record<string, string> = {
  "42501": "You don't have permission to do this. Sign in again with an admin account.",
  "23514": "The server refused this input because it breaks a content rule. Check the fields and try again.",
  PGRST301: "Your session has expired. Sign in again.",
  PGRST303: "Your session has expired. Sign in again.",
};

export function describeError(error: unknown): string {
  if (error instanceof TypeError) return "Could not reach the server. Check your connection and try again.";
  const { code, message } = (typeof error === "object" && error !== null ? error : {}) as ErrorLike;
  if (typeof code === "string" && BY_CODE[code]) return BY_CODE[code];
  // Messages raised by our own database functions (P0001) are written for people.
  if (typeof message === "string" && message.trim() !== "") return message;
  return "Something went wrong. Please try again.";
}
