import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeAnswer {
  status?: number;
  /** Sent as JSON unless it is a string. */
  body: unknown;
  /** Waits this long before answering (for timeouts). */
  delayMs?: number;
}

export interface TFakeService {
  url: string;
  /** Every request received: its URL (path and query), headers and arrival time. */
  requests: { url: URL; headers: IncomingHttpHeaders; at: number }[];
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 (port 0) that answers like a geocoding service. */
export async function startFakeService(answer: (url: URL) => TFakeAnswer): Promise<TFakeService> {
  const requests: TFakeService['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, headers: req.headers, at: Date.now() });
    const a = answer(url);
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    };
    if (a.delayMs) setTimeout(send, a.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
