// Ports and build folder for one run. E2E_SLOT=n gives parallel runs (several engineers, or a
// developer's `npm start` beside the test suite) their own ports and build folder.
//
// The browser suite runs E2E_WORKERS Playwright workers (default 3: its tests wait on the network
// and timers more than they use the two cores here), each with its own build, site server and
// local stack, so tests on one worker never see another's data.
// Worker w of a run in slot n uses slot n * E2E_WORKERS + w + 1: never slot 0, so `npm test` runs
// beside `npm start`.
const runSlot = Number(process.env.E2E_SLOT ?? 0);

/** How many Playwright workers (and so servers and builds) the browser suite uses. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 3));

export function portsFor(s) {
  return s
    ? { site: 8100 + s, api: 54400 + s * 10, inbox: 54401 + s * 10, smtp: 54402 + s * 10 }
    : { site: 8080, api: 54321, inbox: 54324, smtp: 54325 };
}

export const buildDirFor = (s) => (s ? `build-slot-${s}` : "build");

/** The slot of the browser suite's worker with this parallel index (Playwright's TEST_PARALLEL_INDEX). */
export const e2eWorkerSlot = (parallelIndex) => runSlot * E2E_WORKERS + parallelIndex + 1;

/** This process's slot: inside a browser-suite worker, that worker's own; elsewhere E2E_SLOT's. */
const parallelIndex = process.env.TEST_PARALLEL_INDEX;
const slot = parallelIndex === undefined ? runSlot : e2eWorkerSlot(Number(parallelIndex));

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
