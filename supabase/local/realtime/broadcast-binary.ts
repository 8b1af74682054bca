// realtime-js (vsn 2.0.0) sends user broadcasts as binary frames of kind 3 and expects them back
// as kind 4 (see @supabase/realtime-js lib/serializer.js). Layouts:
//   kind 3: kind, joinRefLen, refLen, topicLen, eventLen, metaLen, encoding, joinRef, ref, topic, event, meta, payload
//   kind 4: kind, topicLen, eventLen, metaLen, encoding, topic, event, meta, payload
// encoding 1 = JSON payload, 0 = raw bytes.
import type { PhoenixMessage } from "./phoenix-message.ts";

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;
const BINARY_ENCODING = 0;

export function decodeBroadcastPush(frame: Buffer): PhoenixMessage | null {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) return null;
  const lengths = [frame[1], frame[2], frame[3], frame[4], frame[5]];
  const encoding = frame[6];
  let offset = 7;
  const [joinRef, ref, topic, event, meta] = lengths.map((length) => {
    const text = frame.subarray(offset, offset + length).toString("utf8");
    offset += length;
    return text;
  });
  if (offset > frame.length) return null;
  const raw = frame.subarray(offset);
  let payload: unknown = Buffer.from(raw);
  if (encoding === JSON_ENCODING) {
    try {
      payload = JSON.parse(raw.toString("utf8"));
    } catch {
      return null;
    }
  }
  const body: Record<string, unknown> = { type: "broadcast", event, payload };
  if (meta !== "") {
    try {
      body.meta = JSON.parse(meta);
    } catch {
      return null;
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: "broadcast", payload: body };
}

function shortField(text: string): Buffer {
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length > 255) throw new RangeError("broadcast field longer than 255 bytes");
  return bytes;
}

/** A broadcast `{type, event, payload, meta?}` as the kind 4 frame realtime-js decodes. */
export function encodeUserBroadcast(topic: string, message: Record<string, unknown>): Buffer {
  const isBinary = Buffer.isBuffer(message.payload);
  const payload = isBinary ? (message.payload as Buffer) : Buffer.from(JSON.stringify(message.payload ?? {}), "utf8");
  const topicBytes = shortField(topic);
  const eventBytes = shortField(String(message.event ?? ""));
  const metaBytes = shortField(message.meta === undefined ? "" : JSON.stringify(message.meta));
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    isBinary ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, payload]);
}
