// The answers the kit writes, as bytes on the wire: each service's JSON label and length kept
// exactly as it was before the services shared this code.
import { createServer, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { JSON_UTF8_TYPE, jsonSender, sendEmpty, sendJson, sendText } from "./send.ts";

/** The raw response head and body for one request answered by `answer`, Date removed. */
async function wire(answer: (res: ServerResponse) => void): Promise<string> {
  const server = createServer((_req, res) => {
    res.sendDate = false;
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.end("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
      );
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
      socket.on("error", reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("http kit answers", () => {
  it("sendJson: application/json with its length, then the caller's headers", async () => {
    expect(await wire((res) => sendJson(res, 200, { a: "é" }, { Link: "<x>" }))).toBe(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 10\r\nLink: <x>\r\nConnection: close\r\n\r\n{"a":"é"}'.replace(
        "é",
        Buffer.from("é").toString("latin1"),
      ),
    );
  });

  it("a charset style, and one without Content-Length (sent chunked)", async () => {
    expect(await wire((res) => jsonSender({ contentType: JSON_UTF8_TYPE })(res, 400, [1]))).toBe(
      "HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: 3\r\nConnection: close\r\n\r\n[1]",
    );
    expect(await wire((res) => jsonSender({ contentType: JSON_UTF8_TYPE, contentLength: false })(res, 200, [1]))).toBe(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n[1]\r\n0\r\n\r\n",
    );
  });

  it("sendEmpty and sendText", async () => {
    expect(await wire((res) => sendEmpty(res, 202))).toBe(
      "HTTP/1.1 202 Accepted\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
    expect(await wire((res) => sendText(res, 404, "nope", { contentType: "text/plain" }))).toBe(
      "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nContent-Length: 4\r\nConnection: close\r\n\r\nnope",
    );
  });
});
