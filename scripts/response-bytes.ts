import { connect } from "node:net";

/**
 * The bytes a server sends for one GET, as they cross the wire: status line, headers and body (the
 * response must carry a Content-Length, as the site server's do). HTTP/1.1 headers are not
 * compressed, so they count in full.
 */
export function responseBytes(url: string, acceptEncoding: string): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let total = 0;
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      const received = Buffer.concat(chunks);
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /\r\ncontent-length: *(\d+)/i.exec(received.subarray(0, end).toString("latin1"));
      if (!length) {
        socket.destroy();
        reject(new Error(`${url}: no Content-Length`));
      } else if (total >= end + 4 + Number(length[1])) {
        socket.end();
        resolve(total);
      }
    });
    socket.on("error", reject);
    socket.write(
      `GET ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept-Encoding: ${acceptEncoding}\r\nConnection: close\r\n\r\n`,
    );
  });
}
