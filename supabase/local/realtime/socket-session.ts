// One websocket: its joined channels and the Phoenix events realtime-js sends (SUPABASE_WIRE.md §4).
import type { DbChangeEvent } from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { BindingError, matchingBindingIds, parseBindings, type ChangeBinding } from "./bindings.ts";
import { replyTo, type PhoenixMessage } from "./phoenix.ts";
import { checkToken, msUntilExpiry } from "./tokens.ts";

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: JwtClaims;
  bindings: ChangeBinding[];
  receiveOwnBroadcasts: boolean;
  expiryTimer?: NodeJS.Timeout;
}

/** What a session needs from the server around it. */
export interface SessionHub {
  send(session: SocketSession, message: PhoenixMessage): void;
  /** Relays a broadcast to every other channel on the topic (and the sender's if it asked). */
  relayBroadcast(topic: string, payload: Record<string, unknown>, sender: SocketSession, includeSender: boolean): void;
}

// setTimeout fires at once beyond this, and demo keys expire in 2032.
const MAX_TIMER_MS = 2 ** 31 - 1;

export class SocketSession {
  private readonly channels = new Map<string, Channel>();

  constructor(
    private readonly hub: SessionHub,
    /** The `apikey` query parameter, used when a join carries no access_token. */
    private readonly apiKey: string | undefined,
  ) {}

  handle(message: PhoenixMessage): void {
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
      // Presence is acknowledged but not tracked: the site does not use it.
      case "presence":
        return this.send(replyTo(message, "ok", {}));
      default:
        if (message.ref !== null) this.send(replyTo(message, "error", { reason: `unhandled event ${message.event}` }));
    }
  }

  private send(message: PhoenixMessage): void {
    this.hub.send(this, message);
  }

  private join(message: PhoenixMessage): void {
    const token = typeof message.payload.access_token === "string" ? message.payload.access_token : this.apiKey;
    const check = token ? checkToken(token) : ({ ok: true, claims: { role: "anon" } } as const);
    if (!check.ok) return this.send(replyTo(message, "error", { reason: check.reason }));
    const config = (message.payload.config ?? {}) as { broadcast?: { self?: unknown }; postgres_changes?: unknown };
    let bindings: ChangeBinding[];
    try {
      bindings = parseBindings(config);
    } catch (error) {
      if (!(error instanceof BindingError)) throw error;
      return this.send(replyTo(message, "error", { reason: error.message }));
    }
    this.close(message.topic);
    const channel: Channel = {
      topic: message.topic,
      joinRef: message.joinRef,
      claims: check.claims,
      bindings,
      receiveOwnBroadcasts: config.broadcast?.self === true,
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
    this.hub.relayBroadcast(message.topic, message.payload, this, channel.receiveOwnBroadcasts);
    if (message.ref !== null) this.send(replyTo(message, "ok", {}));
  }

  /** Pushes a broadcast that another socket (or this one) sent on a topic this socket joined. */
  receiveBroadcast(topic: string, payload: Record<string, unknown>): void {
    const channel = this.channels.get(topic);
    if (channel) this.send({ joinRef: null, ref: null, topic, event: "broadcast", payload });
  }

  hasTopic(topic: string): boolean {
    return this.channels.has(topic);
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
  }

  closeAll(): void {
    for (const topic of [...this.channels.keys()]) this.close(topic);
  }
}

function subtopic(topic: string): string {
  return topic.startsWith("realtime:") ? topic.slice("realtime:".length) : topic;
}
