// Request -> Response adapter for the functions only the service role may run, on a schedule
// (Supabase Cron through pg_net; locally the stack's emulated pg_cron): deliver-lead-emails and
// purge-expired-data. The bearer token must be the project's service role key (or one of its
// secret keys), compared here rather than trusted from a gateway, so it holds whether or not the
// platform verifies JWTs for the function.

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...headers, "Content-Type": "application/json" } });
}

/** The service role key and the opaque secret keys (SUPABASE_SECRET_KEYS is a JSON object of them). */
export function serviceKeysFrom(env: Record<string, string | undefined>): string[] {
  const keys = [env.SUPABASE_SERVICE_ROLE_KEY ?? ""];
  try {
    const secretKeys = JSON.parse(env.SUPABASE_SECRET_KEYS ?? "{}") as Record<string, unknown>;
    for (const value of Object.values(secretKeys)) if (typeof value === "string") keys.push(value);
  } catch {
    // Not set or not JSON: the service role key alone.
  }
  return keys.filter((key) => key.length >= 20);
}

/** Compares every byte whatever the first difference, so timing does not reveal a prefix. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index];
  return difference === 0;
}

function bearerToken(request: Request): string {
  return request.headers.get("authorization")?.match(/^Bearer\s+(\S+)\s*$/i)?.[1] ?? "";
}

export interface ServiceRoleJob {
  /** What the job is called in its answers: "lead delivery", "the retention purge". */
  name: string;
  /** Does the work; its result is the 200 answer's JSON. */
  run: () => Promise<unknown>;
  logError?: (message: string, detail?: unknown) => void;
}

/** POST with the service role key runs the job once; anything else is 405 or 401, and runs nothing. */
export function createServiceRoleHandler(
  job: ServiceRoleJob,
  serviceKeys: readonly string[],
): (request: Request) => Promise<Response> {
  const failed = `${job.name[0].toUpperCase()}${job.name.slice(1)} failed; see the function's logs.`;
  return async (request) => {
    if (request.method !== "POST") return json(405, { error: "Use POST." }, { Allow: "POST" });
    const token = bearerToken(request);
    // Every key is compared, so the time taken does not say which one nearly matched.
    const matches = serviceKeys.map((key) => sameSecret(token, key));
    if (!token || !matches.includes(true)) {
      return json(401, { error: `Only the service role may run ${job.name}.` });
    }
    await request.body?.cancel();
    try {
      return json(200, await job.run());
    } catch (error) {
      (job.logError ?? console.error)(`${job.name} run failed`, error);
      return json(500, { error: failed });
    }
  };
}
