import type { TImportProgress, TLiveEventName } from '@rp/contracts';

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
  /**
   * A driver route handed to another driver: its former drivers' apps (every socket of theirs) hear
   * LiveServerEvents.routeHandedOver, with the new driver's name, so an open route page can say so.
   */
  handedOver?: { driverIds: readonly number[]; vehicleRouteId: number; toName: string };
}

/** A running import's progress, for the dispatchers of the importing team. */
export interface TLiveImportProgress extends TImportProgress {
  teamId: number;
}

/**
 * Sessions that have just ended (deleted): by id (a log-out) or every session of some users (a new
 * password, a deleted member). Their sockets must stop hearing events at once.
 */
export type TEndedSessions = { sessionIds: readonly number[] } | { userIds: readonly number[] };

/**
 * How services tell the live layer that something changed. Services call it after their transaction
 * has committed (never inside it: a rolled-back write must not be announced). The socket layer
 * subscribes and sends each change to the sockets allowed to see it. Import progress is no change
 * (nothing is written yet), so it has a channel of its own, used while the import runs; so do ended
 * sessions, whose sockets are dropped on every process.
 */
export interface LivePublisher {
  publish(change: TLiveChange): void;
  subscribe(listener: (change: TLiveChange) => void): () => void;
  publishImportProgress(progress: TLiveImportProgress): void;
  subscribeImportProgress(listener: (progress: TLiveImportProgress) => void): () => void;
  /** Called once the deletion of the sessions has committed; the socket layer drops their sockets. */
  endSessions(ended: TEndedSessions): void;
  subscribeEndedSessions(listener: (ended: TEndedSessions) => void): () => void;
}
