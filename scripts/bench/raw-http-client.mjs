// The checkout bench's load generator: one HTTP/1.1 keep-alive socket per simulated dealer, each request written as
// one string and its answer read by Content-Length (or chunks). On a 2-core machine the load generator's CPU is
// taken from the system under test; node:http's request and response objects cost it ≈ 0.3 ms per request on a
// slow VM (session 13), three times this client. In production the browsers run elsewhere.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** A connection for one loop at a time: `request` must not be called again before the previous one answered. */
export function rawHttpConnection(baseUrl) {
  const { hostname, port } = new URL(baseUrl);
  let socket = null;
  let pending = null;
  let received = Buffer.alloc(0);

  const fail = (error) => {
    socket = null;
    received = Buffer.alloc(0);
    const current = pending;
    pending = null;
    current?.reject(error);
  };

  const onData = (chunk) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    const answer = parseAnswer(received);
    if (!answer || !pending) return;
    received = received.subarray(answer.consumed);
    const current = pending;
    pending = null;
    current.resolve({ status: answer.status, body: answer.body });
  };

  const connect = () => {
    socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    socket.on('data', onData);
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('Verbindung geschlossen')));
  };

  return {
    request(method, path, headers = {}, body) {
      if (!socket) connect();
      const payload = body === undefined ? '' : body;
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      if (body !== undefined) head += `content-length: ${Buffer.byteLength(payload)}\r\n`;
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(`${head}\r\n${payload}`);
      });
    },
    close() {
      socket?.destroy();
      socket = null;
    },
  };
}

/** The first complete answer in `buffer` with the bytes it used, or null while it is incomplete. */
function parseAnswer(buffer) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const bodyStart = headerEnd + HEADER_END.length;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = bodyStart + Number(length[1]);
    return buffer.length < end ? null : { status, body: buffer.subarray(bodyStart, end), consumed: end };
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return parseChunked(buffer, status, bodyStart);
  return { status, body: Buffer.alloc(0), consumed: bodyStart }; // 204 and 304 carry no body
}

function parseChunked(buffer, status, start) {
  const parts = [];
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    const dataEnd = lineEnd + 2 + size;
    if (buffer.length < dataEnd + 2) return null;
    if (size === 0) return { status, body: Buffer.concat(parts), consumed: dataEnd + 2 };
    parts.push(buffer.subarray(lineEnd + 2, dataEnd));
    at = dataEnd + 2;
  }
}
