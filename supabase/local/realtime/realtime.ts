// `/realtime/v1/websocket`: Phoenix channels (vsn 2.0.0 and 1.0.0) with postgres_changes fed by
// db-changes.ts (ctx.events), broadcast relayed between sockets (text and binary frames),
// presence acknowledged only.
import type { IncomingMessage } from "node:http";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { DB_CHANGE_EVENT, type DbChangeEvent, type RealtimeService, type StackContext } from "../context.ts";
import type { JwtClaims } from "../jwt.ts";
import { codecFor, type FrameCodec, type PhoenixMessage } from "./phoenix.ts";
import { SocketSession, type SessionHub } from "./socket-session.ts";
import { RowVisibility } from "./visibility.ts";

interface Connection {
  socket: WebSocket;
  codec: FrameCodec;
}

function queryParams(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? "";
  const start = url.indexOf("?");
  return new URLSearchParams(start < 0 ? "" : url.slice(start + 1));
}

export function attachRealtime(ctx: StackContext): RealtimeService {
  const server = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Map<SocketSession, Connection>();
  const visibility = new RowVisibility(ctx.db);

  const hub: SessionHub = {
    send(session, message: PhoenixMessage) {
      const connection = connections.get(session);
      if (connection && connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(connection.codec.encode(message));
      }
    },
    relayBroadcast(topic, payload, sender, includeSender) {
      for (const session of connections.keys()) {
        if ((session !== sender || includeSender) && session.hasTopic(topic)) session.receiveBroadcast(topic, payload);
      }
    },
  };

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
      try {
        session.handle(message);
      } catch (error) {
        console.error("[local-stack] realtime message failed:", error);
      }
    });
    socket.on("close", () => {
      session.closeAll();
      connections.delete(session);
    });
    socket.on("error", () => socket.terminate());
  });

  return {
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
