const apiPort = Number(process.env.API_PORT ?? 54321);

/** Hosted when the build is given a project's anon key; otherwise the local stack serves the API. */
export const env = {
  useLocalStack: !process.env.VITE_SUPABASE_ANON_KEY,
  supabaseUrl: process.env.VITE_SUPABASE_ANON_KEY
    ? (process.env.VITE_SUPABASE_URL ?? "")
    : `http://127.0.0.1:${apiPort}`,
  sitePort: Number(process.env.SITE_PORT ?? process.env.PORT ?? 8080),
  ports: {
    api: apiPort,
    inbox: Number(process.env.INBOX_PORT ?? 54324),
    smtp: Number(process.env.SMTP_PORT ?? 54325),
  },
  buildDir: process.env.BUILD_DIR ?? "build",
};
