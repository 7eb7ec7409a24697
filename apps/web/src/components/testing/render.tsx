import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProviders } from '../../AppRoot';
import { session } from '../../auth/session';

export interface TRenderOptions {
  /** The starting URL. */
  path?: string;
  /** The location state of the starting entry (e.g. onboarding's `from`). */
  state?: unknown;
  /** Routes beside the element under test, e.g. targets of navigation showing a marker text. */
  routes?: RouteObject[];
  /** The path pattern the element is mounted at (default: `path`). */
  pattern?: string;
}

/** Renders a screen the way main.tsx does (query client, theme, dialogs, a memory router). */
export function renderScreen(element: ReactNode, opts: TRenderOptions = {}) {
  // The starting URL may carry a query (`/signup?plan=free`).
  const { pathname, search } = new URL(opts.path ?? '/', 'http://localhost');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: opts.pattern ?? pathname, element }, ...(opts.routes ?? [])], {
    initialEntries: [{ pathname, search, state: opts.state }],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Presses OK on the open dialog (a message the screen shows) and waits until it has closed. */
export async function pressOk(): Promise<void> {
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** A route that only shows its name, to see where a screen navigated. */
export const marker = (path: string, text = `page ${path}`): RouteObject => ({
  path,
  element: <p>{text}</p>,
});

export interface TFetchCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Replaces window.fetch with an in-memory API: each call is recorded and answered by `answer`
 * (status 200 unless it returns `{ status, body }`; a promise holds the answer back until it settles).
 */
export function fakeApi(answer: (call: TFetchCall) => unknown | { status: number; body: unknown }) {
  const calls: TFetchCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: TFetchCall = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init?.headers as Record<string, string>) ?? {},
    };
    calls.push(call);
    const result = await answer(call);
    // A file answer (e.g. a PDF) is given as the Response itself.
    if (result instanceof Response) return result;
    const isShaped = !!result && typeof result === 'object' && 'status' in result && 'body' in result;
    const status = isShaped ? (result as { status: number }).status : 200;
    const body = isShaped ? (result as { body: unknown }).body : result;
    return new Response(JSON.stringify(body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}

/** A clean browser store with the demo dispatcher logged in (US, miles, Philadelphia). */
export function logInDemoDispatcher(): void {
  localStorage.clear();
  session.save({
    token: 'tok',
    username: 'demo@example.com',
    team: 'Demo',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 },
  });
}
