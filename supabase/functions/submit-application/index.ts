// Edge Function: a job application with its CV, multipart/form-data (see ../_shared/application-handler.ts).
import { applicationHandlerFromEnv } from "../_shared/application-deps.ts";

Deno.serve(applicationHandlerFromEnv(Deno.env.toObject()));
