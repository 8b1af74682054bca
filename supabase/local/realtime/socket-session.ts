// One websocket: its joined channels and the Phoenix events realtime-js sends (SUPABASE_WIRE.md §4):
// join (public or private), leave, access_token, broadcast and presence (track / untrack).
import type { DbChangeEvent } from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { BindingError, matchingBindingIds, parseBindings, type ChangeBinding } from "./bindings.ts";
import type { ChannelPolicies } from "./channel-authorization.ts";
import { replyTo, type PhoenixMessage } from "./phoenix.ts";
import type { PresenceDiff, PresenceState } from "./presence.ts";
import { checkToken, msUntilExpiry } from "./tokens.ts";

interface Channel {
  topic: string;
  /** Public and private channels of one topic are separate rooms, as in Realtime. */
  room: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: ChangeBinding[];
  receiveOwnBroadcasts: boolean;
  ackBroadcasts: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** Private channels only: what realtime.messages' policies allow. */
  policies?: ChannelPolicies;
  expiryTimer?: NodeJS.Timeout;
}

interface JoinConfig {
  broadcast?: { self?: unknown; ack?: unknown };
  presence?: { key?: unknown; enabled?: unknown };
  postgres_changes?: unknown;
  private?: unknown;
}

/** What a session needs from the server around it. */
export interface SessionHub {
  send(session: SocketSession, message: PhoenixMessage): void;
  /** Relays a broadcast to every channel in the room (the sender's own only if it asked). */
  relayBroadcast(room: string, payload: Record<string, unknown>, sender: SocketSession, includeSender: boolean): void;
  /** Policies on realtime.messages for a private channel. */
  authorize(claims: JwtClaims, subtopic: string): Promise<ChannelPolicies>;
  trackPresence(room: string, owner: object, key: string, payload: Record<string, unknown>): void;
  untrackPresence(room: string, owner: object): void;
  presenceState(room: string): PresenceState;
}

// setTimeout fires at once beyond this, and demo keys expire in 2032.
const MAX_TIMER_MS = 2 ** 31 - 1;

export function roomOf(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? "private" : "public"}:${topic}`;
}

export function subtopic(topic: string): string {
  return topic.startsWith("realtime:") ? topic.slice("realtime:".length) : topic;
}

export class SocketSession {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly hub: SessionHub,
    /** The `apikey` query parameter, used when a join carries no access_token. */
    private readonly apiKey: string | undefined,
  ) {}

  async handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === "phoenix" && message.event === "heartbeat") {
      return this.send(replyTo(message, "ok", {}));
    }
    switch (message.event) {
      case "phx_join":
        return this.join(message);
      case "phx_leave":
        return this.leave(message);
      case "access_token":
        return this.refreshToken(message);
      case "broadcast":
        return this.broadcast(message);
      case "presence":
        return this.presence(message);
      default:
        if (message.ref !== null) this.send(replyTo(message, "error", { reason: `unhandled event ${message.event}` }));
    }
  }

  private send(message: PhoenixMessage): void {
    this.hub.send(this, message);
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const token = typeof message.payload.access_token === "string" ? message.payload.access_token : this.apiKey;
    const check = token ? checkToken(token) : ({ ok: true, claims: { role: "anon" } } as const);
    if (!check.ok) return this.send(replyTo(message, "error", { reason: check.reason }));
    const config = (message.payload.config ?? {}) as JoinConfig;
    let bindings: ChangeBinding[];
    try {
      bindings = parseBindings(config);
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      return this.send(replyTo(message, "error", { reason: error.message }));
    }
    const isPrivate = config.private === true;
    let policies: ChannelPolicies | undefined;
    if (isPrivate) {
      policies = await this.hub.authorize(check.claims, subtopic(message.topic));
      if (!policies.read.broadcast && !policies.read.presence) {
        const reason = `Unauthorized: You do not have permissions to read from this Channel topic: ${subtopic(message.topic)}`;
        return this.send(replyTo(message, "error", { reason }));
      }
    }
    this.close(message.topic);
    const presenceKey =
      typeof config.presence?.key === "string" && config.presence.key !== ""
        ? config.presence.key
        : crypto.randomUUID();
    const channel: Channel = {
      topic: message.topic,
      room: roomOf(message.topic, isPrivate),
      joinRef: message.joinRef,
      claims: check.claims,
      bindings,
      receiveOwnBroadcasts: config.broadcast?.self === true,
      ackBroadcasts: config.broadcast?.ack === true,
      presenceKey,
      presenceEnabled: false,
      policies,
    };
    this.channels.set(message.topic, channel);
    this.scheduleExpiry(channel);
    const response =
      bindings.length > 0 ? { postgres_changes: bindings.map((b) => ({ ...b.requested, id: b.id })) } : {};
    this.send(replyTo(message, "ok", response));
    if (bindings.length > 0) {
      this.send({
        joinRef: message.joinRef,
        ref: null,
        topic: message.topic,
        event: "system",
        payload: {
          extension: "postgres_changes",
          status: "ok",
          message: "Subscribed to PostgreSQL",
          channel: subtopic(message.topic),
        },
      });
    }
    if (config.presence?.enabled === true) this.enablePresence(channel);
  }

  /** From now on the channel hears presence: the current state first, then every diff. */
  private enablePresence(channel: Channel): void {
    if (channel.presenceEnabled) return;
    channel.presenceEnabled = true;
    if (channel.policies && !channel.policies.read.presence) return;
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: "presence_state",
      payload: this.hub.presenceState(channel.room),
    });
  }

  private leave(message: PhoenixMessage): void {
    this.close(message.topic);
    this.send(replyTo(message, "ok", {}));
  }

  /** A new token for a joined channel: re-validated; on failure the channel is shut with an error. */
  private refreshToken(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    const token = message.payload.access_token;
    if (!channel || typeof token !== "string" || token.startsWith("sb_")) return;
    const check = checkToken(token);
    if (!check.ok) return this.shutWithError(channel, check.reason);
    channel.claims = check.claims;
    this.scheduleExpiry(channel);
  }

  private broadcast(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    if (!channel) return this.send(replyTo(message, "error", { reason: "not joined" }));
    // Realtime drops a private broadcast its sender may not write, without a reply.
    if (channel.policies && !channel.policies.write.broadcast) return;
    this.hub.relayBroadcast(channel.room, message.payload, this, channel.receiveOwnBroadcasts);
    if (channel.ackBroadcasts && message.ref !== null) this.send(replyTo(message, "ok", {}));
  }

  private presence(message: PhoenixMessage): void {
    const channel = this.channels.get(message.topic);
    if (!channel) return this.send(replyTo(message, "error", { reason: "not joined" }));
    const event = String(message.payload.event ?? "").toLowerCase();
    if (event === "untrack") {
      this.hub.untrackPresence(channel.room, channel);
      return this.send(replyTo(message, "ok", {}));
    }
    if (event !== "track") return this.send(replyTo(message, "error", {}));
    if (channel.policies && !channel.policies.write.presence) return this.send(replyTo(message, "error", {}));
    const payload = message.payload.payload ?? {};
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) {
      return this.send(replyTo(message, "error", { reason: "Presence track payload must be a map" }));
    }
    this.enablePresence(channel);
    this.hub.trackPresence(channel.room, channel, channel.presenceKey, payload as Record<string, unknown>);
    this.send(replyTo(message, "ok", {}));
  }

  /** Pushes a broadcast sent on a room this socket has a channel in, if that channel may read it. */
  receiveBroadcast(room: string, payload: Record<string, unknown>): void {
    for (const channel of this.channels.values()) {
      if (channel.room !== room || (channel.policies && !channel.policies.read.broadcast)) continue;
      this.send({ joinRef: null, ref: null, topic: channel.topic, event: "broadcast", payload });
    }
  }

  /** Pushes a presence diff to this socket's presence-enabled channels in the room. */
  receivePresenceDiff(room: string, diff: PresenceDiff): void {
    for (const channel of this.channels.values()) {
      if (channel.room !== room || !channel.presenceEnabled) continue;
      if (channel.policies && !channel.policies.read.presence) continue;
      this.send({ joinRef: null, ref: null, topic: channel.topic, event: "presence_diff", payload: { ...diff } });
    }
  }

  isIn(room: string): boolean {
    for (const channel of this.channels.values()) if (channel.room === room) return true;
    return false;
  }

  /** Delivers a committed change to every channel with a matching binding that may see it. */
  async deliverChange(change: DbChangeEvent, isVisibleTo: (claims: JwtClaims) => Promise<boolean>): Promise<void> {
    for (const channel of [...this.channels.values()]) {
      const ids = matchingBindingIds(channel.bindings, change);
      if (ids.length === 0 || !(await isVisibleTo(channel.claims))) continue;
      if (this.channels.get(channel.topic) !== channel) continue;
      const data: Record<string, unknown> = {
        schema: change.schema,
        table: change.table,
        commit_timestamp: change.commit_timestamp,
        type: change.type,
        errors: null,
        columns: change.columns,
      };
      if (change.record) data.record = change.record;
      if (change.old_record) data.old_record = change.old_record;
      this.send({ joinRef: null, ref: null, topic: channel.topic, event: "postgres_changes", payload: { ids, data } });
    }
  }

  private scheduleExpiry(channel: Channel): void {
    clearTimeout(channel.expiryTimer);
    const remaining = msUntilExpiry(channel.claims);
    if (remaining === undefined || remaining > MAX_TIMER_MS) return;
    channel.expiryTimer = setTimeout(() => this.shutWithError(channel, "Token has expired"), Math.max(0, remaining));
    channel.expiryTimer.unref();
  }

  private shutWithError(channel: Channel, reason: string): void {
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: "system",
      payload: { extension: "system", status: "error", message: reason, channel: subtopic(channel.topic) },
    });
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: "phx_close", payload: {} });
    this.close(channel.topic);
  }

  private close(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    clearTimeout(channel.expiryTimer);
    this.channels.delete(topic);
    this.hub.untrackPresence(channel.room, channel);
  }

  closeAll(): void {
    for (const topic of [...this.channels.keys()]) this.close(topic);
  }
}
