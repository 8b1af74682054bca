// How much user metadata the local stack accepts. GoTrue itself has no rule beyond its 1 MiB body
// limit, but the metadata is copied into every access token, and a token that large no longer fits
// in the request headers hosted Supabase's proxies accept. The local stack says so with a 413 up
// front instead of issuing an unusable token (README, "Known differences").
import { errors } from "./errors.ts";

export const MAX_METADATA_BYTES = 16 * 1024;

export function assertMetadataSize(metadata: unknown): void {
  if (metadata === undefined || metadata === null) return;
  if (Buffer.byteLength(JSON.stringify(metadata)) > MAX_METADATA_BYTES)
    throw errors.metadataTooLarge(MAX_METADATA_BYTES);
}
