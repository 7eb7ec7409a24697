import { CHUNK_LOAD_TIMEOUT_MS, Messages } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../components/testing/render';
import { lazyPage, lazyScreen } from './lazyRoute';
import { ChunkLoadError, loadChunk } from './loadChunk';
import { RouteErrorScreen } from './RouteErrorScreen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What a browser throws when a split-off file cannot be fetched. */
const networkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('loadChunk', () => {
  it('gives the module when it loads', async () => {
    await expect(loadChunk(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('turns a failed import into a chunk-load failure that keeps the cause', async () => {
    const error = await loadChunk(networkFailure).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBeInstanceOf(TypeError);
  });

  it('fails a load still pending after the spec timeout of 120000 ms, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    vi.useFakeTimers();
    const outcome = vi.fn();
    loadChunk(() => new Promise<never>(() => {})).catch(outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadError));
  });
});

describe('a page whose code cannot be loaded', () => {
  it('public page: shows the message, and Reload reloads', async () => {
    const reload = vi.fn();
    const { router } = renderScreen(<p>start</p>, {
      path: '/start',
      routes: [
        {
          errorElement: <RouteErrorScreen reload={reload} />,
          children: [lazyPage('/plans', 'Pricing', 'MainPlans', networkFailure)],
        },
      ],
    });
    await router.navigate('/plans');
    expect(await screen.findByText(Messages.chunkLoadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: Messages.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('signed-in page: shows the same message instead of the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyScreen<object>(networkFailure);
    const { router } = renderScreen(<p>start</p>, {
      path: '/start',
      routes: [{ path: '/stops', element: <Broken />, errorElement: <RouteErrorScreen reload={vi.fn()} /> }],
    });
    await router.navigate('/stops');
    expect(await screen.findByText(Messages.chunkLoadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: Messages.reload })).toBeTruthy();
  });

  it('any other failure shows the error itself under the Error title', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Throws(): never {
      throw new Error('Something broke');
    }
    const { router } = renderScreen(<p>start</p>, {
      path: '/start',
      routes: [{ path: '/team', element: <Throws />, errorElement: <RouteErrorScreen reload={vi.fn()} /> }],
    });
    await router.navigate('/team');
    expect(await screen.findByText('Something broke')).toBeTruthy();
    expect(screen.getByRole('heading', { name: Messages.errorTitle })).toBeTruthy();
    expect(screen.queryByText(Messages.chunkLoadFailed)).toBeNull();
  });
});
