import { EventEmitter } from 'node:events';
import type { TLiveEventName } from '@rp/contracts';
import type { LivePublisher, TLiveChange } from '../core/ports/live-publisher.js';

export type {
  LivePublisher,
  TEndedSessions,
  TLiveChange,
  TLiveImportProgress,
} from '../core/ports/live-publisher.js';

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
    publishImportProgress: (progress) => {
      emitter.emit('import-progress', progress);
    },
    subscribeImportProgress: (listener) => {
      emitter.on('import-progress', listener);
      return () => emitter.off('import-progress', listener);
    },
    endSessions: (ended) => {
      emitter.emit('sessions-ended', ended);
    },
    subscribeEndedSessions: (listener) => {
      emitter.on('sessions-ended', listener);
      return () => emitter.off('sessions-ended', listener);
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
