// `/realtime/v1`: the websocket (Phoenix channels, vsn 2.0.0 and 1.0.0) with postgres_changes fed
// by db-changes.ts (ctx.events), broadcast between sockets (text and binary frames), presence,
// private channels authorised by realtime.messages' RLS, and the REST broadcast API.
import type { IncomingMessage } from "node:http";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import {
  DB_CHANGE_EVENT,
  type DbChangeEvent,
  type RealtimeService,
  type ServiceHandler,
  type StackContext,
} from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { createBroadcastApi } from "./broadcast-api.ts";
import { channelPolicies } from "./channel-authorization.ts";
import { codecFor, replyTo, type FrameCodec, type PhoenixMessage } from "./phoenix.ts";
import { PresenceRegistry } from "./presence.ts";
import { roomOf, SocketSession, type SessionHub } from "./socket-session.ts";
import { RowVisibility } from "./visibility.ts";

/** The websocket plus the REST API under /realtime/v1 (subpaths such as /api/broadcast). */
export interface RealtimeServer extends RealtimeService {
  handleRequest: ServiceHandler;
}

interface Connection {
  socket: WebSocket;
  codec: FrameCodec;
}

function queryParams(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "";
  const start = url.indexOf("?");
  return new URLSearchParams(start < 0 ? "" : url.slice(start + 1));
}

export function attachRealtime(ctx: StackContext): RealtimeServer {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Map<SocketSession, Connection>();
  const visibility = new RowVisibility(ctx.db);
  const presence = new PresenceRegistry();

  const relay = (room: string, payload: Record<string, unknown>, sender?: SocketSession) => {
    for (const session of connections.keys()) {
      if (session !== sender && session.isIn(room)) session.receiveBroadcast(room, payload);
    }
  };
  const authorize = (claims: JwtClaims, subtopic: string) => channelPolicies(ctx.db, claims, subtopic);

  const hub: SessionHub = {
    send(session, message: PhoenixMessage) {
      const connection = connections.get(session);
      if (connection && connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(connection.codec.encode(message));
      }
    },
    relayBroadcast(room, payload, sender, includeSender) {
      relay(room, payload, includeSender ? undefined : sender);
    },
    authorize,
    trackPresence(room, owner, key, payload) {
      const diff = presence.track(room, owner, key, payload);
      for (const session of connections.keys()) session.receivePresenceDiff(room, diff);
    },
    untrackPresence(room, owner) {
      const diff = presence.untrack(room, owner);
      if (diff) for (const session of connections.keys()) session.receivePresenceDiff(room, diff);
    },
    presenceState: (room) => presence.state(room),
  };
  const broadcastApi = createBroadcastApi({
    broadcast: (topic, isPrivate, message) => relay(roomOf(topic, isPrivate), message),
    authorize,
  });

  async function deliver(change: DbChangeEvent): Promise<void> {
    const wireChange = await visibility.publicShape(change);
    // One RLS check per distinct set of claims, however many sockets share them (e.g. the anon key).
    const checks = new Map<string, Promise<boolean>>();
    const isVisibleTo = (claims: JwtClaims): Promise<boolean> => {
      const key = JSON.stringify(claims);
      let check = checks.get(key);
      if (!check) {
        check = visibility.isVisibleTo(claims, change);
        checks.set(key, check);
      }
      return check;
    };
    await Promise.all([...connections.keys()].map((session) => session.deliverChange(wireChange, isVisibleTo)));
  }

  // Changes are delivered in commit order: each waits for the previous one's RLS checks.
  let deliveries: Promise<void> = Promise.resolve();
  const onChange = (change: DbChangeEvent): void => {
    if (connections.size === 0) return;
    deliveries = deliveries
      .then(() => deliver(change))
      .catch((error: unknown) => console.error("[local-stack] realtime delivery failed:", error));
  };
  ctx.events.on(DB_CHANGE_EVENT, onChange);

  server.on("connection", (socket: WebSocket, req: IncomingMessage) => {
    const params = queryParams(req);
    const session = new SocketSession(hub, params.get("apikey") ?? undefined);
    const codec = codecFor(params.get("vsn"));
    connections.set(session, { socket, codec });
    socket.on("message", (data: RawData, isBinary: boolean) => {
      const frame = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      const message = codec.decode(frame, isBinary);
      if (!message) return;
      session.handle(message).catch((error: unknown) => {
        console.error("[local-stack] realtime message failed:", error);
        if (message.ref !== null) hub.send(session, replyTo(message, "error", { reason: "Unable to handle message" }));
      });
    });
    socket.on("close", () => {
      session.closeAll();
      connections.delete(session);
    });
    socket.on("error", () => socket.terminate());
  });

  return {
    handleRequest: broadcastApi,
    handleUpgrade(req, socket, head) {
      server.handleUpgrade(req, socket, head, (ws) => server.emit("connection", ws, req));
    },
    async close() {
      ctx.events.off(DB_CHANGE_EVENT, onChange);
      for (const { socket } of connections.values()) socket.terminate();
      connections.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deliveries;
    },
  };
}
