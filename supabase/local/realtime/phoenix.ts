// Phoenix channel frames. vsn 2.0.0 (realtime-js's default) sends JSON arrays
// `[join_ref, ref, topic, event, payload]` and user broadcasts as binary frames; vsn 1.0.0 sends
// the same fields as a JSON object.
import { decodeBroadcastPush, encodeUserBroadcast } from "./broadcast-binary.ts";
import type { PhoenixMessage } from "./phoenix-message.ts";

export type { PhoenixMessage };

export interface FrameCodec {
  /** Null for anything that is not a well-formed frame: it is ignored, the socket stays up. */
  decode(data: Buffer, isBinary: boolean): PhoenixMessage | null;
  encode(message: PhoenixMessage): string | Buffer;
}

function refOrNull(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return null;
}

function asPayload(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isUserBroadcast(message: PhoenixMessage): boolean {
  return message.event === "broadcast" && typeof message.payload.event === "string";
}

const arrayCodec: FrameCodec = {
  decode(data, isBinary) {
    if (isBinary) return decodeBroadcastPush(data);
    const frame = parseJson(data.toString("utf8"));
    if (!Array.isArray(frame) || frame.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = frame as unknown[];
    if (typeof topic !== "string" || typeof event !== "string") return null;
    return { joinRef: refOrNull(joinRef), ref: refOrNull(ref), topic, event, payload: asPayload(payload) };
  },
  encode: (m) =>
    isUserBroadcast(m)
      ? encodeUserBroadcast(m.topic, m.payload)
      : JSON.stringify([m.joinRef, m.ref, m.topic, m.event, m.payload]),
};

const objectCodec: FrameCodec = {
  decode(data, isBinary) {
    if (isBinary) return null;
    const frame = asPayload(parseJson(data.toString("utf8")));
    if (typeof frame.topic !== "string" || typeof frame.event !== "string") return null;
    return {
      joinRef: refOrNull(frame.join_ref),
      ref: refOrNull(frame.ref),
      topic: frame.topic,
      event: frame.event,
      payload: asPayload(frame.payload),
    };
  },
  encode: (m) =>
    JSON.stringify({ join_ref: m.joinRef, ref: m.ref, topic: m.topic, event: m.event, payload: m.payload }),
};

export function codecFor(vsn: string | null): FrameCodec {
  return vsn === "1.0.0" ? objectCodec : arrayCodec;
}

/** `phx_reply` to `request` with the given status and response. */
export function replyTo(
  request: PhoenixMessage,
  status: "ok" | "error",
  response: Record<string, unknown>,
): PhoenixMessage {
  return {
    joinRef: request.joinRef,
    ref: request.ref,
    topic: request.topic,
    event: "phx_reply",
    payload: { status, response },
  };
}
