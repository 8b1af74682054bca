// The product's test fixtures: data from this project's seed and schema that its tests share
// (the local stack itself knows nothing of them).

/** The admin account supabase/seed.sql creates; keep the two in step. */
export const SEEDED_ADMIN = { email: "admin@example.com", password: "admin-local-password" } as const;

/** A valid customer_logos row; `label` keeps rows of different tests apart. */
export function logoRow(label: string, extra: Record<string, unknown> = {}) {
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return { logo_url: `/logos/${slug}.svg`, alt_text: `${label} logo`, company_name: label, ...extra };
}
