import {
  callPath,
  type TApiCall,
  type TCallAnswer,
  type TCallInput,
  type TErrorAnswer,
  ZErrorAnswerSchema,
} from '@rp/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What a test adds to a call's own input: who calls, from where, with which extra headers. */
export interface TCallExtras {
  token?: string;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** The call's params, query and body (typed by the table) and the extras; optional when the call takes none. */
type TCallApiArgs<C extends TApiCall> =
  Record<string, never> extends TCallInput<C>
    ? [input?: TCallInput<C> & TCallExtras]
    : [input: TCallInput<C> & TCallExtras];

/**
 * One answer of the API. `answer` and `error` are read after checking the status: reading the wrong
 * one fails the test with the status and body, so `expect(r.status).toBe(404)` then `r.error.message`
 * needs no narrowing.
 */
export interface TApiResult<C extends TApiCall> {
  readonly status: number;
  /** The raw body, for an assertion's message: `expect(r.status, r.body).toBe(200)`. */
  readonly body: string;
  /** The response itself, for headers. */
  readonly res: LightMyRequestResponse;
  /** The 2xx answer, parsed with the call's answer schema. */
  readonly answer: TCallAnswer<C>;
  /** A 4xx or 5xx answer, parsed with the table's error schema. */
  readonly error: TErrorAnswer;
}

const isOk = (status: number): boolean => status >= 200 && status < 300;

const describe = (call: TApiCall, res: LightMyRequestResponse): string =>
  `${call.method} ${call.path} answered ${res.statusCode}: ${res.body.slice(0, 500)}`;

/** Throws when a hand-built request was not this call: reading it with another call's schema would prove nothing. */
function expectRequestOf(call: TApiCall, res: LightMyRequestResponse): void {
  const { method, url = '' } = res.raw.req;
  const path = call.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
  if (method !== call.method || !new RegExp(`^/api${path}(\\?|$)`).test(url)) {
    throw new Error(`the answer of ${method} ${url} is read as ${call.method} ${call.path}`);
  }
}

/**
 * The 2xx answer of a response, parsed with the call's answer schema (the bytes for a file call); throws
 * for any other status, a response to another call, or an answer that breaks the contract. For a request
 * a test builds by hand.
 */
export function answerOf<C extends TApiCall>(res: LightMyRequestResponse, call: C): TCallAnswer<C> {
  expectRequestOf(call, res);
  if (!isOk(res.statusCode)) throw new Error(`expected a 2xx answer: ${describe(call, res)}`);
  // A file answer's schema only describes the bytes for the OpenAPI page.
  if (call.answerMediaType) return new Uint8Array(res.rawPayload) as TCallAnswer<C>;
  const json: unknown = res.json();
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) {
    throw new Error(`the answer of ${call.method} ${call.path} breaks its contract: ${parsed.error.message}`);
  }
  // The JSON as sent, not zod's copy without unknown keys: a test that an answer leaves a field out
  // must see the field. Answer schemas have no transforms (api/define.ts), so it has the output type.
  return json as TCallAnswer<C>;
}

/** A 4xx or 5xx answer, parsed with the table's error schema; throws for a 2xx or another shape. */
export function errorOf(res: LightMyRequestResponse): TErrorAnswer {
  if (isOk(res.statusCode)) throw new Error(`expected an error answer, got ${res.statusCode}: ${res.body}`);
  const json: unknown = res.json();
  const parsed = ZErrorAnswerSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `the error answer ${res.statusCode} breaks its contract: ${parsed.error.message}\n${res.body}`,
    );
  }
  // As for answerOf: the JSON as sent, so a test of what an error leaves out sees every field.
  return json as TErrorAnswer;
}

/** The call's path with its params and query filled in, under /api. */
function urlOf(call: TApiCall, input: { params?: unknown; query?: unknown }): string {
  const path = `/api${callPath(call.path, (input.params ?? {}) as Record<string, unknown>)}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Wraps a response: the 2xx answer is checked at once, the error answer when it is read. */
function resultOf<C extends TApiCall>(call: C, res: LightMyRequestResponse): TApiResult<C> {
  const answer = isOk(res.statusCode) ? answerOf(res, call) : undefined;
  return {
    status: res.statusCode,
    body: res.body,
    res,
    get answer(): TCallAnswer<C> {
      if (answer === undefined) throw new Error(`expected a 2xx answer: ${describe(call, res)}`);
      return answer;
    },
    get error(): TErrorAnswer {
      return errorOf(res);
    },
  };
}

/**
 * Makes one call of the contracts' table (`Api.listStops`, …) on a test app, as the web client does:
 * the path from the call and `params`, `query` as the query string, `body` as JSON (`{}` for a POST
 * without one); the answer parsed with the call's schemas. Params, query and body are typed by the
 * table, so a test of malformed input builds its request with `call` and reads it with `errorOf`.
 */
export async function callApi<C extends TApiCall>(
  t: { app: FastifyInstance },
  call: C,
  ...[input]: TCallApiArgs<C>
): Promise<TApiResult<C>> {
  const { token, remoteAddress, headers, params, query, body } = (input ?? {}) as TCallExtras &
    Partial<Record<'params' | 'query' | 'body', unknown>>;
  const res = await t.app.inject({
    method: call.method,
    url: urlOf(call, { params, query }),
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(call.method === 'POST' ? { payload: (body ?? {}) as object } : {}),
  });
  return resultOf(call, res);
}
