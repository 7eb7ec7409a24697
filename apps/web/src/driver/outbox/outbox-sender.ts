import { ApiError } from '../../api/client';
import type { TOutboxItem } from '../storage/driver-db';
import { outboxStore } from './outbox-store';

/** An update the server refused (a 4xx): shown to the driver, no longer in the queue. */
export interface TRejectedUpdate {
  seq: number;
  item: TOutboxItem;
  message: string;
}

export interface TOutboxSenderOptions {
  /**
   * Sends one item to the server and keeps its answer; throws ApiError or a network error. A
   * repeat (applied: false) resolves like any answer: it counts as sent.
   */
  send: (item: TOutboxItem) => Promise<void>;
  /** Starts a timer; answers a function that cancels it. */
  schedule?: (run: () => void, delayMs: number) => () => void;
}

/** Waits 1 s, 2 s, 4 s … up to a minute between tries while the network or the server is down. */
export const retryDelayMs = (failures: number): number =>
  Math.min(60_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * A 4xx answer means this update can never be applied as it is (a stop removed by the
 * dispatcher, a finished route): retrying would block the queue forever. 401 (log in again), 408
 * and 429 (try later) are not about the update.
 */
const isRefusal = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && ![401, 408, 429].includes(e.status);

const defaultSchedule = (run: () => void, delayMs: number) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

export interface TSenderState {
  rejected: TRejectedUpdate[];
  /** The session ended (401): sending waits until the driver logs in again. */
  needsLogin: boolean;
  /** Failures in a row of the item at the head of the queue. */
  failures: number;
}

/** A sender's state before it has sent anything: what the page the build renders shows. */
export const IDLE_SENDER_STATE: TSenderState = { rejected: [], needsLogin: false, failures: 0 };

/**
 * Sends the outbox in order, one item at a time: an item leaves the queue only when the server
 * has it (or refused it), so nothing is lost and nothing overtakes an earlier action.
 */
export function createOutboxSender(options: TOutboxSenderOptions) {
  const schedule = options.schedule ?? defaultSchedule;
  let state = IDLE_SENDER_STATE;
  let running: Promise<void> | null = null;
  let cancelRetry: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const setState = (patch: Partial<TSenderState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** Sends the head item; answers whether to go on with the next one. */
  async function sendHead(item: TOutboxItem): Promise<boolean> {
    try {
      await options.send(item);
      await outboxStore.remove(item.seq);
      setState({ failures: 0 });
      return true;
    } catch (e) {
      if (isRefusal(e)) {
        await outboxStore.remove(item.seq);
        setState({ rejected: [...state.rejected, { seq: item.seq, item, message: e.message }], failures: 0 });
        return true;
      }
      if (e instanceof ApiError && e.status === 401) {
        setState({ needsLogin: true });
        return false;
      }
      const failures = state.failures + 1;
      setState({ failures });
      cancelRetry = schedule(() => void flush(), retryDelayMs(failures));
      return false;
    }
  }

  async function drain(): Promise<void> {
    cancelRetry?.();
    cancelRetry = null;
    for (;;) {
      const [head] = await outboxStore.all();
      if (!head || !(await sendHead(head))) return;
    }
  }

  /** Sends what is queued; a call while sending waits for the running pass, then runs again. */
  function flush(): Promise<void> {
    if (state.needsLogin) return Promise.resolve();
    const previous = running ?? Promise.resolve();
    // A broken store must not leave a rejected promise behind; the next trigger tries again.
    const next = previous.then(drain).catch(() => undefined);
    running = next;
    void next.then(() => {
      if (running === next) running = null;
    });
    return next;
  }

  return {
    flush,
    state: () => state,
    /**
     * The connection is back (the browser's online event, a socket's reconnect): tries at once, and
     * should that fail, again within a second or two, not after the long wait a long outage built up.
     */
    retryNow(): Promise<void> {
      if (state.failures > 1) setState({ failures: 1 });
      return flush();
    },
    /** After a new log-in: sending may go on. */
    loggedIn(): void {
      setState({ needsLogin: false });
      void flush();
    },
    dismissRejected(seq: number): void {
      setState({ rejected: state.rejected.filter((r) => r.seq !== seq) });
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop(): void {
      cancelRetry?.();
      cancelRetry = null;
    },
  };
}

export type TOutboxSender = ReturnType<typeof createOutboxSender>;
