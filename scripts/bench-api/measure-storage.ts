// Storage throughput for bench-api: uploads of a 200 KB image through supabase-js (multipart, as
// the avatar and admin upload forms send it) and downloads of it from its public URL, each with a
// few concurrent clients for a bounded time.
import { SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";
import { clientFor, percentile } from "./measure.ts";

export const IMAGE_BYTES = 200 * 1024;
const BUCKET = "site-media";

export interface TransferLoad {
  requests: number;
  perSecond: number;
  megabytesPerSecond: number;
  p50: number;
  failures: number;
}

function imageBlob(): Blob {
  const bytes = new Uint8Array(IMAGE_BYTES);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes.length; i += 1) bytes[i] = (i * 131) & 0xff;
  return new Blob([bytes], { type: "image/png" });
}

async function runLoad(
  concurrency: number,
  maxMs: number,
  maxRequests: number,
  once: () => Promise<boolean>,
): Promise<TransferLoad> {
  const latencies: number[] = [];
  let failures = 0;
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < maxRequests && performance.now() - begin < maxMs) {
      started += 1;
      const t0 = performance.now();
      const ok = await once().catch(() => false);
      latencies.push(performance.now() - t0);
      if (!ok) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  return {
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    megabytesPerSecond: (latencies.length * IMAGE_BYTES) / (1024 * 1024) / seconds,
    p50: percentile(latencies, 50),
    failures,
  };
}

export async function measureStorage(
  apiUrl: string,
  concurrency: number,
  maxMs: number,
  maxRequests: number,
): Promise<{ upload: TransferLoad; download: TransferLoad }> {
  const storage = clientFor(apiUrl, SERVICE_ROLE_KEY).storage.from(BUCKET);
  const image = imageBlob();
  let counter = 0;
  const upload = await runLoad(concurrency, maxMs, maxRequests, async () => {
    counter += 1;
    const { error } = await storage.upload(`bench/upload-${counter}.png`, image, { upsert: true });
    return error === null;
  });
  const { error } = await storage.upload("bench/download.png", image, { upsert: true });
  if (error) throw new Error(`could not upload the download target: ${error.message}`);
  const publicUrl = storage.getPublicUrl("bench/download.png").data.publicUrl;
  const download = await runLoad(concurrency, maxMs, maxRequests, async () => {
    const response = await fetch(publicUrl);
    const body = await response.arrayBuffer();
    return response.status === 200 && body.byteLength === IMAGE_BYTES;
  });
  await storage.remove(Array.from({ length: counter }, (_, i) => `bench/upload-${i + 1}.png`).slice(0, 1000));
  return { upload, download };
}
