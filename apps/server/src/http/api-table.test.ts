import { Api, fastifyPath } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app.js';

type TOpenApiDoc = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>
  >;
};

const tableCalls = Object.entries(Api).map(([name, c]) => ({
  name,
  method: c.method,
  path: c.path,
  mediaType: 'answerMediaType' in c ? c.answerMediaType : 'application/json',
}));

describe('the API table', () => {
  let t: TTestApp;
  const registered: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      onRoute: (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const m of methods) {
          if (m !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) {
            registered.push(`${m} ${route.url}`);
          }
        }
      },
    });
  });
  afterAll(() => t.close());

  it('registers every call of the server from the table, and nothing else', () => {
    const fromTable = tableCalls.map((c) => `${c.method} /api${fastifyPath(c.path)}`);
    expect([...registered].sort()).toEqual([...fromTable].sort());
  });

  it('names every path once', () => {
    const keys = tableCalls.map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(tableCalls)('shows the answer of $name ($method $path) on the OpenAPI page', async (c) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as TOpenApiDoc;
    const op = doc.paths[c.path]?.[c.method.toLowerCase()];
    expect(op, `${c.method} ${c.path} on the OpenAPI page`).toBeDefined();
    const ok = op?.responses?.['200']?.content?.[c.mediaType];
    expect(ok, `answer schema of ${c.name}`).toBeDefined();
    expect(op?.responses?.['4XX'] ?? op?.responses?.['4xx'], `error answer of ${c.name}`).toBeDefined();
  });
});
