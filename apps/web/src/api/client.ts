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
  body?: unknown;
  signal?: AbortSignal;
  /** Calls such as login handle 401 themselves instead of leaving for /login. */
  skipUnauthorizedRedirect?: boolean;
}

/** Calls the API on /api with the stored bearer token; throws ApiError for non-2xx answers. */
export async function api<T>(method: 'GET' | 'POST', path: string, opts: TRequestOptions = {}): Promise<T> {
  const token = session.token();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: 'include',
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  if (res.status === 401 && !opts.skipUnauthorizedRedirect) onUnauthorized();
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}

export const apiGet = <T>(path: string, opts?: TRequestOptions) => api<T>('GET', path, opts);
export const apiPost = <T>(path: string, body: unknown = {}, opts?: TRequestOptions) =>
  api<T>('POST', path, { ...opts, body });
