import {
  callPath,
  type TApiCall,
  type TCallAnswer,
  type TCallInput,
  type TFileMediaType,
} from '@rp/contracts';
import { session } from '../auth/session';

/** An HTTP answer other than 2xx: its status and its parsed body (the server's `message` when it has one). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed (${status})`;
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The router registers how a 401 from any call sends the user to /login. */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

export interface TRequestOptions {
  signal?: AbortSignal;
  /** Calls such as login handle 401 themselves instead of leaving for /login. */
  skipUnauthorizedRedirect?: boolean;
}

/** Makes one request to /api with the stored bearer token. */
function request(method: string, path: string, body: unknown, opts: TRequestOptions): Promise<Response> {
  const token = session.token();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`/api${path}`, {
    method,
    headers,
    credentials: 'include',
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: opts.signal,
  });
}

/** The body of an answer as JSON, or its text when it is not JSON. */
async function bodyOf(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** Sends one request; throws ApiError for non-2xx answers. */
async function send(method: string, path: string, body: unknown, opts: TRequestOptions): Promise<unknown> {
  const res = await request(method, path, body, opts);
  const parsed = await bodyOf(res);
  if (res.status === 401 && !opts.skipUnauthorizedRedirect) onUnauthorized();
  if (!res.ok) throw new ApiError(res.status, parsed);
  return parsed;
}

/**
 * In development and tests every answer is checked against its contract, so a server change can't
 * break the web silently. The production build's `Api` holds only routes (contracts' api/call-routes.ts),
 * so `call.answer` is read nowhere else.
 */
const checksAnswers = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The parts of a call's input, and options; calls without any input may leave it out. */
type TCallArgs<C extends TApiCall> =
  Record<string, never> extends TCallInput<C>
    ? [input?: TCallInput<C>, opts?: TRequestOptions]
    : [input: TCallInput<C>, opts?: TRequestOptions];

/** The path of a call with its parameters and query filled in. */
function pathOf<C extends TApiCall>(call: C, input: TCallInput<C> | undefined): string {
  const path = callPath(call.path, input?.params ?? {});
  if (!input?.query) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Fetches a file call of the table (e.g. the route report) as a Blob; throws ApiError for
 * non-2xx answers and, like every call, leaves for /login on 401.
 */
export async function fetchFile<C extends TApiCall & { answerMediaType: TFileMediaType }>(
  call: C,
  ...[input, opts = {}]: TCallArgs<C>
): Promise<Blob> {
  const res = await request(call.method, pathOf(call, input), undefined, opts);
  if (res.status === 401 && !opts.skipUnauthorizedRedirect) onUnauthorized();
  if (!res.ok) throw new ApiError(res.status, await bodyOf(res));
  return res.blob();
}

/**
 * Makes one call of the contracts' table (`Api.listStops`, …): the path is filled from
 * `input.params`, the query from `input.query`, the body from `input.body`; the answer has the
 * call's answer type.
 */
export async function callApi<C extends TApiCall>(
  call: C,
  ...[input, opts = {}]: TCallArgs<C>
): Promise<TCallAnswer<C>> {
  const body = call.method === 'POST' ? (input?.body ?? {}) : undefined;
  const answer = await send(call.method, pathOf(call, input), body, opts);
  if (!checksAnswers) return answer as TCallAnswer<C>;
  const checked = call.answer.safeParse(answer);
  if (!checked.success) {
    throw new Error(
      `The answer of ${call.method} ${call.path} breaks its contract: ${checked.error.message}`,
    );
  }
  return checked.data as TCallAnswer<C>;
}
