import fc from 'fast-check';
import type { TCallExample } from './fuzz-examples.js';
import type { TActorName } from './fuzz-world.js';

/* Generators of hostile request parts for the API fuzz test. Values are raw JSON text where they
   go into a body, so that numbers JSON.stringify cannot write (1e400) reach the server too. */

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\b', '\u001b', '\u007f', '\u0085', '\u009f'];

/** Printable ASCII: what a client can put in a header value. */
const headerText = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength });

const hugeDigits = fc.stringMatching(/^[1-9][0-9]{10,40}$/);

/** Path parameter text as it goes into the URL (already encoded). */
export function pathParamArb(ids: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...ids.map(String)) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '2147483647',
        '2147483648',
        '1e20',
        '1e400',
        '99999999999999999999999999',
        'abc',
        '..%2f',
        '..%2F..%2Fetc%2Fpasswd',
        '%00',
        '1%00',
        '%EF%BC%91%EF%BC%92',
        '1.5',
        '0x10',
        '%20%201',
        'NaN',
        'Infinity',
        'null',
      ),
    },
    { weight: 1, arbitrary: hugeDigits },
    { weight: 2, arbitrary: textSegmentArb(fc.string({ unit: 'grapheme', minLength: 1 })) },
  );
}

/**
 * Texts as path segments, without "." and "..": such a segment (even written %2E) is resolved away
 * as a relative path before any call sees it, in Node as in browsers, so a client cannot send it.
 */
export function textSegmentArb(texts: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return texts.filter((text) => text !== '.' && text !== '..').map(encodeURIComponent);
}

/**
 * A value to put in a body field, as raw JSON text: hostile values, and real ids (own team, other
 * team) so that a mutated request also gets past validation to the handler. The same ids as JSON
 * text ("12") are hostile too: a body id is a JSON number, and text is refused, never converted.
 */
export const jsonFieldArb = (ids: readonly number[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...ids.map(String)),
    fc.constantFrom(...ids.map((id) => JSON.stringify(String(id)))),
    fc.constantFrom(
      'null',
      'true',
      '0',
      '-1',
      '0.5',
      '1e20',
      '1e400',
      '-1e400',
      '2147483648',
      '9007199254740993',
      '""',
      '"NaN"',
      '"Infinity"',
      '"-0"',
      '"1e20"',
      '"  "',
      '[]',
      '{}',
      '[null]',
      '{"__proto__":{"admin":true}}',
    ),
    hugeDigits,
    hugeDigits.map((d) => JSON.stringify(d)),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary' }).map((s) => JSON.stringify(s)),
    fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL_CHARACTERS), fc.string({ maxLength: 8 }))
      .map(([a, c, b]) => JSON.stringify(`${a}${c}${b}`)),
    fc.integer({ min: 300, max: 200_000 }).map((n) => JSON.stringify('x'.repeat(n))),
    fc.integer({ min: 10, max: 2000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
    fc.integer({ min: 10, max: 500 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc
      .array(fc.constantFrom('1', '"a"', 'null', '2147483648'), { maxLength: 50 })
      .map((a) => `[${a.join(',')}]`),
  );

/** A value to put in a query string field. */
const queryValueArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', 'null', 'NaN', 'Infinity', '1e400', '-1', '2147483648', '[]', '{}', 'true'),
  hugeDigits,
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(...CONTROL_CHARACTERS).map((c) => `Main${c}St`),
  fc.integer({ min: 300, max: 20_000 }).map((n) => 'y'.repeat(n)),
);

const PLACEHOLDER = '"__fuzz_field__"';

type TJsonPath = readonly (string | number)[];

/** Every place in a JSON value a field could be replaced (object keys and array items, nested). */
function fieldPaths(value: unknown, prefix: TJsonPath = []): TJsonPath[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => [[...prefix, i], ...fieldPaths(v, [...prefix, i])]);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])]);
  return [];
}

function withValueAt(value: unknown, path: TJsonPath, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value) && typeof head === 'number')
    return value.map((v, i) => (i === head ? withValueAt(v, rest, replacement) : v));
  if (value !== null && typeof value === 'object' && typeof head === 'string')
    return { ...value, [head]: withValueAt((value as Record<string, unknown>)[head], rest, replacement) };
  return value;
}

function withoutKey(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _removed, ...rest } = body;
  return rest;
}

/** The example body with one field (possibly nested) replaced, removed, or a field added. */
function mutatedBodyArb(example: Record<string, unknown>, ids: readonly number[]): fc.Arbitrary<string> {
  const fieldArb = jsonFieldArb(ids);
  const paths = fieldPaths(example);
  const keys = Object.keys(example);
  const replaced =
    paths.length === 0
      ? fc.constant(JSON.stringify(example))
      : fc
          .tuple(fc.constantFrom(...paths), fieldArb)
          .map(([path, raw]) =>
            JSON.stringify(withValueAt(example, path, '__fuzz_field__')).replace(PLACEHOLDER, raw),
          );
  const removed =
    keys.length === 0
      ? fc.constant('{}')
      : fc.constantFrom(...keys).map((k) => JSON.stringify(withoutKey(example, k)));
  const added = fc
    .tuple(fc.string({ maxLength: 12 }), fieldArb)
    .map(([key, raw]) => JSON.stringify({ ...example, [key]: '__fuzz_field__' }).replace(PLACEHOLDER, raw));
  return fc.oneof(
    { weight: 6, arbitrary: replaced },
    { weight: 1, arbitrary: removed },
    { weight: 1, arbitrary: added },
  );
}

/** A request body as raw text, or undefined for none. */
export function bodyArb(example: TCallExample, ids: readonly number[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 2, arbitrary: fc.constant(JSON.stringify(example.body ?? {})) },
    { weight: 10, arbitrary: mutatedBodyArb(example.body ?? {}, ids) },
  );
}

/** A query string (with its '?'), from the example with a field changed, repeated or added. */
export function queryArb(example: TCallExample): fc.Arbitrary<string> {
  const base = example.query ?? {};
  const keys = Object.keys(base);
  const toQuery = (entries: readonly [string, string][]) =>
    entries.length ? `?${new URLSearchParams([...entries]).toString()}` : '';
  const entries = Object.entries(base);
  const changed = keys.length
    ? fc
        .tuple(fc.constantFrom(...keys), queryValueArb)
        .map(([key, v]) => toQuery(entries.map(([k, old]): [string, string] => [k, k === key ? v : old])))
    : fc.constant('');
  const repeated = keys.length
    ? fc.tuple(fc.constantFrom(...keys), queryValueArb).map(([key, v]) => toQuery([...entries, [key, v]]))
    : fc.constant('');
  const random = fc
    .dictionary(fc.string({ maxLength: 10 }), queryValueArb, { maxKeys: 4 })
    .map((d) => toQuery(Object.entries(d)));
  const raw = fc.constantFrom(
    '?text=%00',
    '?text=%E0%A4%A',
    '?&&=&',
    '?text[]=a',
    '?lat=1&lat=2',
    '?__proto__=1',
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(toQuery(entries)) },
    { weight: 4, arbitrary: changed },
    { weight: 2, arbitrary: repeated },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: raw },
  );
}

export interface TFuzzHeaders {
  actor: TActorName;
  /** Replaces the actor's bearer header when set. */
  junkAuthorization?: string;
  contentType?: string;
  forwardedFor?: string;
  forwardedHost?: string;
  forwardedProto?: string;
}

const ACTORS: readonly TActorName[] = ['none', 'badToken', 'dispatcher', 'driver', 'otherDispatcher'];

export const headersArb: fc.Arbitrary<TFuzzHeaders> = fc.record(
  {
    actor: fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...ACTORS) },
      // Most requests as a real member, so that they reach the handlers past the auth guard.
      { weight: 3, arbitrary: fc.constantFrom<TActorName>('dispatcher', 'driver', 'otherDispatcher') },
    ),
    junkAuthorization: fc.oneof(
      fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer null', 'bearer  x  y'),
      headerText(300),
      headerText(64).map((s) => `Bearer ${s}`),
    ),
    contentType: fc.oneof(
      { weight: 24, arbitrary: fc.constant('application/json') },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'application/json; charset=latin1',
          'text/plain',
          'multipart/form-data; boundary=----junk',
          'multipart/form-data',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'application/json, text/plain',
        ),
      },
      { weight: 1, arbitrary: headerText(60) },
    ),
    forwardedFor: fc.oneof(
      fc.constantFrom('127.0.0.1', '::1', '1.2.3.4, 5.6.7.8', 'unknown', '999.1.1.1'),
      headerText(100),
    ),
    forwardedHost: fc.oneof(
      fc.constantFrom('evil.example', 'attacker.test:8080', '[::1]:1'),
      headerText(100),
    ),
    forwardedProto: fc.constantFrom('https', 'http', 'gopher', ''),
  },
  { requiredKeys: ['actor'] },
);
