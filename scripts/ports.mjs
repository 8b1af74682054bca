// Ports and build folder for one run. E2E_SLOT=n gives parallel runs (several engineers, or a
// developer's `npm start` beside the test suite) their own ports and build folder.
const slot = Number(process.env.E2E_SLOT ?? 0);

export const ports = slot
  ? { site: 8100 + slot, api: 54400 + slot * 10, inbox: 54401 + slot * 10, smtp: 54402 + slot * 10 }
  : { site: 8080, api: 54321, inbox: 54324, smtp: 54325 };

export const buildDir = slot ? `build-slot-${slot}` : "build";

/** Environment for a build and server that talk to the local stack on these ports. */
export function localEnv(base = process.env) {
  return {
    ...base,
    SITE_PORT: String(ports.site),
    API_PORT: String(ports.api),
    INBOX_PORT: String(ports.inbox),
    SMTP_PORT: String(ports.smtp),
    BUILD_DIR: buildDir,
    VITE_SUPABASE_URL: base.VITE_SUPABASE_ANON_KEY ? base.VITE_SUPABASE_URL : `http://127.0.0.1:${ports.api}`,
    VITE_SITE_URL: base.VITE_SITE_URL ?? `http://127.0.0.1:${ports.site}`,
  };
}
