import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TSeenRequest {
  url: URL;
  body: unknown;
}

/** A local HTTP server for adapter tests: `answer` maps each POSTed JSON request to a status and a body. */
export async function startJsonServer(
  answer: (req: TSeenRequest) => { status?: number; body: unknown },
): Promise<{ url: string; seen: TSeenRequest[]; close: () => Promise<void> }> {
  const seen: TSeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    req.on('end', () => {
      const request = { url: new URL(req.url ?? '/', 'http://localhost'), body: JSON.parse(text || 'null') };
      seen.push(request);
      const out = answer(request);
      res.statusCode = out.status ?? 200;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
