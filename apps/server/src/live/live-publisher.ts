import { EventEmitter } from 'node:events';
import type { TLiveEventName } from '@rp/contracts';

/** One change to tell the team about: the event, the team and the route it concerns. */
export interface TLiveChange {
  event: TLiveEventName;
  teamId: number;
  routeId: number;
  /**
   * Members who were on the route before this change and may no longer be (a deleted route, a
   * driver route handed to another driver): they are told too, since they can't be found after it.
   */
  formerDriverIds?: readonly number[];
}

/**
 * How services tell the live layer that something changed. Services call it after their transaction
 * has committed (never inside it: a rolled-back write must not be announced). The socket layer
 * subscribes and sends each change to the sockets allowed to see it.
 */
export interface LivePublisher {
  publish(change: TLiveChange): void;
  subscribe(listener: (change: TLiveChange) => void): () => void;
}

/** The in-process publisher: the socket server of this process listens to it. */
export function createLivePublisher(): LivePublisher {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (change) => {
      emitter.emit('change', change);
    },
    subscribe: (listener) => {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
  };
}

/**
 * Publishes each of the events for one route, after the write has committed. formerDriverIds, when
 * given, goes with every event (see TLiveChange).
 */
export function announce(
  live: Pick<LivePublisher, 'publish'>,
  change: Omit<TLiveChange, 'event'>,
  events: readonly TLiveEventName[],
): void {
  for (const event of events) live.publish({ ...change, event });
}
