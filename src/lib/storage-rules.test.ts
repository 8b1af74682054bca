import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BUCKETS } from "./storage-rules";

const migrations = join(import.meta.dirname, "..", "..", "supabase", "migrations");
const storageMigration = readdirSync(migrations).find((name) => name.endsWith("_storage.sql"));

/** The rows of the migration's `insert into storage.buckets … values (…), (…)`. */
function bucketsInMigration() {
  const sql = readFileSync(join(migrations, storageMigration ?? "missing"), "utf8");
  const rows = [...sql.matchAll(/\(\s*'([^']+)',\s*'[^']+',\s*(true|false),\s*(\d+),\s*array\[([^\]]*)\]\s*\)/g)];
  return rows.map(([, id, , size, types]) => ({
    id,
    maxBytes: Number(size),
    mimeTypes: [...types.matchAll(/'([^']+)'/g)].map((m) => m[1]),
  }));
}

describe("storage rules", () => {
  it("match the buckets the storage migration creates, size limits and types included", () => {
    expect(storageMigration).toBeDefined();
    const inMigration = bucketsInMigration();
    expect(inMigration).toHaveLength(BUCKETS.length);
    expect(BUCKETS.map((b) => ({ ...b, mimeTypes: [...b.mimeTypes] }))).toEqual(inMigration);
  });
});
