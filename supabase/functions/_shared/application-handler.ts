// submit-application: POST multipart/form-data (jobId, fullName, email, phone, profileUrl,
// coverNote, consent, the honeypot `website`, and the file `cv`) → 200 { ok, applicationId }.
// Runtime-neutral, Request -> Response. In order:
//   413 before reading more than the CV's limit and the fields; 400 for a body that is not
//   multipart or a field of the wrong kind; the form's own rules (@rules/job-applications.ts,
//   400 with its words, 413 for a CV over 5 MB); 415 unless the CV's bytes are a PDF or a .docx
//   (cv-type.ts); a filled honeypot is answered as a success and nothing is kept; 429 per address
//   and per IP; an Idempotency-Key seen before answers the first application (422 if it came with
//   other details). Then the CV is stored under a name of ours, and the application with its two
//   emails in one transaction; their delivery starts after the answer.

import {
  type Application,
  APPLICATION_BODY_MAX_BYTES,
  APPLICATION_HONEYPOT_FIELD,
  APPLICATION_TOASTS,
  type ApplicationField,
  CV_TYPES,
  type CvType,
  JOB_OPENINGS,
  validateApplication,
} from "@rules/job-applications.ts";
import { SERVER_ONLY_ERRORS, type ToastText } from "@rules/lead-toasts.ts";
import { buildApplicationEmails } from "./application-emails.ts";
import { CORS_HEADERS } from "./cors.ts";
import { sniffCvType } from "./cv-type.ts";
import { messageIdFor, parseIdempotencyKey } from "./lead-handler.ts";
import type { MailSettings, OutgoingEmail } from "./lead-emails.ts";
import { clientIpFrom, jsonResponse as json, readBytesWithin } from "./lead-http.ts";
import type { RateLimiter } from "./lead-ports.ts";

export interface StoredApplication {
  id: string;
  application: Application;
  jobTitle: string;
  cv: { path: string; type: CvType; size: number };
  idempotencyKey: string | null;
  requestHash: string;
  emails: Array<{ id: string; purpose: "notification" | "acknowledgement"; messageId: string; message: OutgoingEmail }>;
}

export interface ApplicationStore {
  /** Stores the CV under `path`; throws when the bucket refuses. */
  putCv(path: string, bytes: Uint8Array, type: CvType): Promise<void>;
  removeCv(path: string): Promise<void>;
  /** submit_application(): the stored id, and whether the key's first request answered instead. */
  submit(application: StoredApplication): Promise<{ id: string; duplicate: boolean; requestHash: string | null }>;
  /** The application an Idempotency-Key already made, if any. */
  findByKey(key: string): Promise<{ id: string; requestHash: string | null } | null>;
}

export interface ApplicationDeps {
  store: ApplicationStore;
  rateLimiter: RateLimiter;
  mail: MailSettings;
  /** The signed withdrawal link for a new application, or null when links are not configured. */
  withdrawLink: (applicationId: string) => Promise<string | null>;
  deliverSoon: (emailIds: string[]) => void;
  now: () => Date;
  newId?: () => string;
  logError?: (message: string, detail?: unknown) => void;
}

type Field = ApplicationField | "body";
const refuse = (status: number, field: Field, text: ToastText, headers: Record<string, string> = {}) =>
  json(status, { error: { field, title: text.title, description: text.description } }, headers);

const NOT_MULTIPART: ToastText = {
  title: "Invalid request",
  description: "Send the application as multipart/form-data, with the CV as the file field `cv`.",
};
const TEXT_FIELDS = ["jobId", "fullName", "email", "phone", "profileUrl", "coverNote", "consent"] as const;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The form as fields and the CV's bytes, or the answer that refuses it. */
async function readForm(request: Request, bytes: Uint8Array<ArrayBuffer>) {
  let form: FormData;
  try {
    // The runtime's own multipart parser (Deno's, undici's in Node), over bytes already bounded.
    form = await new Request(request.url, { method: "POST", headers: request.headers, body: bytes }).formData();
  } catch {
    return { refusal: refuse(400, "body", NOT_MULTIPART) };
  }
  const values: Record<string, string> = {};
  for (const name of [...TEXT_FIELDS, APPLICATION_HONEYPOT_FIELD]) {
    const all = form.getAll(name);
    if (all.length > 1 || (all[0] !== undefined && typeof all[0] !== "string")) {
      return {
        refusal: refuse(400, name as Field, { title: "Invalid request", description: `Send ${name} once, as text.` }),
      };
    }
    values[name] = (all[0] as string | undefined) ?? "";
  }
  const files = form.getAll("cv");
  if (files.length > 1 || (files[0] !== undefined && typeof files[0] === "string")) {
    return {
      refusal: refuse(400, "cv", { title: "Invalid request", description: "Send one CV, as the file field `cv`." }),
    };
  }
  const file = files[0] as File | undefined;
  const cv = file && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  return { values, cv };
}

export function createApplicationHandler(deps: ApplicationDeps) {
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const logError = deps.logError ?? console.error;

  async function handle(request: Request): Promise<Response> {
    const bytes = await readBytesWithin(request, APPLICATION_BODY_MAX_BYTES);
    if (bytes === null) return refuse(413, "cv", APPLICATION_TOASTS.cvTooLarge);
    const idempotency = parseIdempotencyKey(request.headers.get("idempotency-key"));
    if (!idempotency.ok) return refuse(400, "body", SERVER_ONLY_ERRORS.invalidIdempotencyKey);
    if (!/^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "")) {
      return refuse(400, "body", NOT_MULTIPART);
    }
    const form = await readForm(request, bytes);
    if ("refusal" in form) return form.refusal!;
    const { values, cv } = form;
    // Bots fill every field: they hear success, and nothing is checked, stored or sent.
    if (values[APPLICATION_HONEYPOT_FIELD] !== "") return json(200, { ok: true, applicationId: newId() });

    const checked = validateApplication({ ...values, cv: cv ? { size: cv.byteLength } : null });
    if (!checked.ok) {
      const status = checked.error.field === "cv" && cv ? 413 : 400;
      return refuse(status, checked.error.field, checked.error);
    }
    const type = sniffCvType(cv!);
    if (!type) return refuse(415, "cv", APPLICATION_TOASTS.cvWrongType);
    const application = checked.value;
    const id = newId();

    const requestHash = await sha256Hex(new TextEncoder().encode(JSON.stringify([application, await sha256Hex(cv!)])));
    const key = idempotency.key;
    if (key) {
      const earlier = await deps.store.findByKey(key);
      if (earlier) return answerRepeat(earlier, requestHash);
    }
    const ip = clientIpFrom(request.headers);
    try {
      const decision = await deps.rateLimiter.take([
        `application:email:${application.email.toLowerCase()}`,
        ...(ip ? [`application:ip:${ip}`] : []),
      ]);
      if (!decision.allowed) {
        return refuse(429, "body", SERVER_ONLY_ERRORS.tooManyRequests, {
          "Retry-After": String(decision.retryAfterSeconds),
        });
      }
    } catch (error) {
      logError("application rate limiter failed; request allowed", error);
    }
    return await store(id, application, { bytes: cv!, type }, key, requestHash);
  }

  function answerRepeat(earlier: { id: string; requestHash: string | null }, requestHash: string) {
    if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
      return refuse(422, "body", SERVER_ONLY_ERRORS.idempotencyKeyReused);
    }
    return json(200, { ok: true, applicationId: earlier.id });
  }

  async function store(
    id: string,
    application: Application,
    cv: { bytes: Uint8Array<ArrayBuffer>; type: CvType },
    idempotencyKey: string | null,
    requestHash: string,
  ): Promise<Response> {
    const path = `${id}.${CV_TYPES[cv.type].extension}`;
    const { notification, acknowledgement } = buildApplicationEmails(
      { id, application, cv: { type: cv.type, size: cv.bytes.byteLength }, withdrawLink: await deps.withdrawLink(id) },
      deps.mail,
    );
    const emails = [
      { purpose: "notification" as const, message: notification },
      { purpose: "acknowledgement" as const, message: acknowledgement },
    ].map((email) => {
      const emailId = newId();
      return { ...email, id: emailId, messageId: messageIdFor(emailId, deps.mail) };
    });
    try {
      await deps.store.putCv(path, cv.bytes, cv.type);
    } catch (error) {
      logError("storing the CV failed", error);
      return refuse(500, "body", SERVER_ONLY_ERRORS.storageFailed);
    }
    let stored: { id: string; duplicate: boolean; requestHash: string | null };
    try {
      stored = await deps.store.submit({
        id,
        application,
        jobTitle: JOB_OPENINGS[application.jobId].title,
        cv: { path, type: cv.type, size: cv.bytes.byteLength },
        idempotencyKey,
        requestHash,
        emails,
      });
    } catch (error) {
      logError("storing the application failed; its CV is removed", error);
      await deps.store.removeCv(path).catch((removal: unknown) => logError("removing an orphaned CV failed", removal));
      return refuse(500, "body", SERVER_ONLY_ERRORS.storageFailed);
    }
    if (stored.duplicate) {
      // Another request with the same key won the race: this CV is not needed.
      await deps.store.removeCv(path).catch((removal: unknown) => logError("removing a duplicate CV failed", removal));
      return answerRepeat(stored, requestHash);
    }
    deps.deliverSoon(emails.map((email) => email.id));
    return json(200, { ok: true, applicationId: stored.id });
  }

  return async (request: Request): Promise<Response> => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== "POST") {
      return refuse(405, "body", SERVER_ONLY_ERRORS.methodNotAllowed, { Allow: "POST, OPTIONS" });
    }
    try {
      return await handle(request);
    } catch (error) {
      logError("submit-application failed", error);
      return refuse(500, "body", SERVER_ONLY_ERRORS.storageFailed);
    }
  };
}
