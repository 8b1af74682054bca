// config.toml's [storage] section as the Supabase CLI reads it: `enabled` and `file_size_limit`
// (the project-wide cap on one file, default "50MiB"; a bucket's own limit can only be lower).
import type { TomlTable } from "../toml.ts";

export interface StorageConfig {
  enabled: boolean;
  /** Bytes. */
  fileSizeLimit: number;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** "50MiB", "5MB", "300KB", "1048576": bytes, or NaN when the text is not a size. */
export function parseByteSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  if (!match) return Number.NaN;
  const unit = UNITS[(match[2] || "b").toLowerCase()];
  return unit === undefined ? Number.NaN : Math.floor(Number(match[1]) * unit);
}

export function readStorageConfig(toml: TomlTable): StorageConfig {
  const section = toml.storage;
  const storage = typeof section === "object" && !Array.isArray(section) ? section : {};
  const limit = storage.file_size_limit;
  const bytes = typeof limit === "number" ? limit : parseByteSize(typeof limit === "string" ? limit : "50MiB");
  if (!Number.isFinite(bytes) || bytes <= 0) {
    throw new Error(`config.toml [storage] file_size_limit is not a size: ${String(limit)}`);
  }
  return { enabled: storage.enabled !== false, fileSizeLimit: bytes };
}
