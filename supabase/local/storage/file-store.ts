// The bytes of every object, on disk: one file per object version, named by the version's UUID
// (never by the object's name), so no name can reach outside the folder. Rows in storage.objects
// say which version is current; a write lands in a temporary file and is renamed into place.
import { randomUUID } from "node:crypto";
import { createReadStream, type ReadStream } from "node:fs";
import { mkdir, mkdtemp, rename, rm, stat, writeFile, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FileStore {
  root: string;
  write(version: string, bytes: Uint8Array): Promise<void>;
  copy(fromVersion: string, toVersion: string): Promise<void>;
  /** A stream of bytes [start, end] (inclusive), or the whole file. */
  read(version: string, range?: { start: number; end: number }): ReadStream;
  size(version: string): Promise<number | undefined>;
  remove(versions: Array<string | null | undefined>): Promise<void>;
  /** Removes the folder when the store owns it (an in-memory stack's temporary folder). */
  close(): Promise<void>;
}

export function newVersion(): string {
  return randomUUID();
}

function fileOf(root: string, version: string): string {
  if (!VERSION.test(version)) throw new Error(`not an object version: ${version}`);
  return join(root, version);
}

/** A store in `dir`, or in a new temporary folder removed by close() when dir is undefined. */
export async function openFileStore(dir: string | undefined): Promise<FileStore> {
  const owned = dir === undefined;
  const root = dir ?? (await mkdtemp(join(tmpdir(), "local-storage-")));
  await mkdir(root, { recursive: true });
  return {
    root,
    async write(version, bytes) {
      const target = fileOf(root, version);
      const temporary = `${target}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async copy(fromVersion, toVersion) {
      await copyFile(fileOf(root, fromVersion), fileOf(root, toVersion));
    },
    read(version, range) {
      return createReadStream(fileOf(root, version), range);
    },
    async size(version) {
      try {
        return (await stat(fileOf(root, version))).size;
      } catch {
        return undefined;
      }
    },
    async remove(versions) {
      await Promise.all(
        versions
          .filter((v): v is string => typeof v === "string" && VERSION.test(v))
          .map((v) => rm(fileOf(root, v), { force: true })),
      );
    },
    async close() {
      if (owned) await rm(root, { recursive: true, force: true });
    },
  };
}
