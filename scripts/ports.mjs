// Ports and build folder for one run. E2E_SLOT=n gives parallel runs (several engineers, or a
// developer's `npm start` beside the test suite) their own ports and build folder; without it, the
// browser suite takes the first run slot whose ports are all free (chooseFreeRunSlot).
//
// The browser suite runs E2E_WORKERS Playwright workers (default 3: its tests wait on the network
// and timers more than they use the two cores here), each with its own build, site server and
// local stack, so tests on one worker never see another's data.
// Worker w of a run in slot n uses slot n * E2E_WORKERS + w + 1: never slot 0, so `npm test` runs
// beside `npm start`.
// Read when used, not when imported: chooseFreeRunSlot may set it after this module loads.
const runSlot = () => Number(process.env.E2E_SLOT ?? 0);

/** How many Playwright workers (and so servers and builds) the browser suite uses. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

export function portsFor(s) {
  return s
    ? { site: 8100 + s, api: 54400 + s * 10, inbox: 54401 + s * 10, smtp: 54402 + s * 10 }
    : { site: 8080, api: 54321, inbox: 54324, smtp: 54325 };
}

export const buildDirFor = (s) => (s ? `build-slot-${s}` : "build");

/** The slot of the browser suite's worker with this parallel index (Playwright's TEST_PARALLEL_INDEX). */
export const e2eWorkerSlot = (parallelIndex) => runSlot() * E2E_WORKERS + parallelIndex + 1;

/** This process's slot: inside a browser-suite worker, that worker's own; elsewhere E2E_SLOT's. */
const parallelIndex = process.env.TEST_PARALLEL_INDEX;
const slot = parallelIndex === undefined ? runSlot() : e2eWorkerSlot(Number(parallelIndex));

export const ports = portsFor(slot);
export const buildDir = buildDirFor(slot);

/** Environment for a build and server that talk to the local stack on the ports of slot `s`. */
export function localEnv(base = process.env, s = slot) {
  const p = portsFor(s);
  return {
    ...base,
    SITE_PORT: String(p.site),
    API_PORT: String(p.api),
    INBOX_PORT: String(p.inbox),
    SMTP_PORT: String(p.smtp),
    BUILD_DIR: buildDirFor(s),
    VITE_SUPABASE_URL: base.VITE_SUPABASE_ANON_KEY ? base.VITE_SUPABASE_URL : `http://127.0.0.1:${p.api}`,
    VITE_SITE_URL: base.VITE_SITE_URL ?? `http://127.0.0.1:${p.site}`,
  };
}

const portIsFree = (port) =>
  import("node:net").then(
    ({ createServer }) =>
      new Promise((resolve) => {
        const server = createServer();
        server.once("error", () => resolve(false));
        server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
      }),
  );

/**
 * Sets E2E_SLOT, when unset, to the first run slot whose workers' ports are all free, for this
 * process and the ones it starts: a second `npm test` on the machine (another clone, a run left
 * going) then takes the next ports instead of failing on the first server it cannot start.
 */
export async function chooseFreeRunSlot(env = process.env) {
  if (env.E2E_SLOT !== undefined) return Number(env.E2E_SLOT);
  for (let candidate = 0; candidate < 50; candidate++) {
    const workerSlots = Array.from({ length: E2E_WORKERS }, (_, index) => candidate * E2E_WORKERS + index + 1);
    const free = await Promise.all(workerSlots.flatMap((s) => Object.values(portsFor(s))).map(portIsFree));
    if (free.every(Boolean)) {
      env.E2E_SLOT = String(candidate);
      return candidate;
    }
  }
  throw new Error("No free ports for the browser suite's servers in the first 50 slots: set E2E_SLOT.");
}
