import { Api, fastifyPath, ZErrorAnswerSchema } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../test/test-app.js';

type TOpenApiDoc = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
  >;
};

/**
 * What the OpenAPI page should show for a contract's schema: zod's own JSON schema of what the server
 * sends (its output) in OpenAPI 3.0's dialect, without the identity keywords the page leaves out.
 */
const documentedShapeOf = (schema: z.ZodType): unknown =>
  withoutIdentity(
    z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any', reused: 'inline' }),
  );

/** A field never sent (z.undefined()) reads as null on the page and as "anything" in zod's own schema. */
const isNeverSent = (v: Record<string, unknown>): boolean =>
  v.nullable === true && Array.isArray(v.enum) && v.enum.length === 1 && v.enum[0] === null;

function withoutIdentity(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdentity);
  if (value === null || typeof value !== 'object') return value;
  const v = value as Record<string, unknown>;
  if (isNeverSent(v)) return {};
  return Object.fromEntries(
    Object.entries(v)
      .filter(([key]) => key !== '$schema' && key !== '$id')
      .map(([key, child]) => [
        key,
        key === 'properties' ? propertiesWithoutIdentity(child) : withoutIdentity(child),
      ]),
  );
}

const propertiesWithoutIdentity = (properties: unknown): unknown =>
  Object.fromEntries(
    Object.entries(properties as Record<string, unknown>).map(([name, schema]) => [
      name,
      withoutIdentity(schema),
    ]),
  );

/** The status of a call's answer: 200, or the one its contract declares (202 for work done later). */
const okStatusOf = (c: (typeof Api)[keyof typeof Api]): string =>
  String(('answerStatus' in c ? c.answerStatus : undefined) ?? 200);

const tableCalls = Object.entries(Api).map(([name, c]) => ({
  name,
  method: c.method,
  path: c.path,
  mediaType: 'answerMediaType' in c ? c.answerMediaType : 'application/json',
  okStatus: okStatusOf(c),
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

  describe('on the OpenAPI page, each answer has the shape of its contract', () => {
    let doc: TOpenApiDoc;
    beforeAll(async () => {
      doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as TOpenApiDoc;
    });
    const answerSchemas = Object.entries(Api).map(([name, c]) => ({ name, call: c }));

    it.each(answerSchemas)('$name: its success answer and its error answers', ({ name, call: c }) => {
      const responses = doc.paths[c.path]?.[c.method.toLowerCase()]?.responses ?? {};
      const mediaType = 'answerMediaType' in c ? c.answerMediaType : 'application/json';
      const status = okStatusOf(c);
      const ok = withoutIdentity(responses[status]?.content?.[mediaType]?.schema);
      expect(ok, `${status} answer of ${name}`).toEqual(documentedShapeOf(c.answer));
      for (const status of ['4XX', '5XX']) {
        const error = withoutIdentity(responses[status]?.content?.['application/json']?.schema);
        expect(error, `${status} answer of ${name}`).toEqual(documentedShapeOf(ZErrorAnswerSchema));
      }
    });
  });

  it.each(tableCalls)('shows the answer of $name ($method $path) on the OpenAPI page', async (c) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as TOpenApiDoc;
    const op = doc.paths[c.path]?.[c.method.toLowerCase()];
    expect(op, `${c.method} ${c.path} on the OpenAPI page`).toBeDefined();
    const ok = op?.responses?.[c.okStatus]?.content?.[c.mediaType];
    expect(ok, `answer schema of ${c.name}`).toBeDefined();
    expect(op?.responses?.['4XX'] ?? op?.responses?.['4xx'], `error answer of ${c.name}`).toBeDefined();
  });
});
