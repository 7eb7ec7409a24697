import type {
  TDriverPosition,
  TDriverRouteAnswer,
  TDriverRouteStatus,
  TDriverRoutesAnswer,
  TStopDelivery,
  TStopProof,
} from '@rp/contracts';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** One driver action waiting to be sent, with the body exactly as the driver API takes it. */
export type TOutboxAction =
  | { kind: 'routeStatus'; vehicleRouteId: number; body: TDriverRouteStatus }
  | { kind: 'stopDelivery'; vehicleRouteId: number; body: TStopDelivery }
  | { kind: 'stopProof'; vehicleRouteId: number; body: TStopProof }
  | { kind: 'position'; vehicleRouteId: number; body: TDriverPosition };

/** An outbox row: `seq` keeps the order the driver did things in. */
export type TOutboxItem = TOutboxAction & { seq: number };

interface TDriverDbSchema extends DBSchema {
  outbox: { key: number; value: TOutboxItem };
  /** The day lists by date ('YYYY-MM-DD', or 'today'). */
  days: { key: string; value: TDriverRoutesAnswer };
  /** Each opened driver route with its stops, as the server last answered it. */
  routes: { key: number; value: TDriverRouteAnswer };
}

export type TDriverDb = IDBPDatabase<TDriverDbSchema>;

const DB_NAME = 'rp-driver';

let opening: Promise<TDriverDb> | null = null;

/** The phone's store of the driver app: the outbox and the last known routes, kept across reloads and offline. */
export function driverDb(): Promise<TDriverDb> {
  opening ??= openDB<TDriverDbSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('days');
      db.createObjectStore('routes');
    },
  });
  return opening;
}

/** Closes and forgets the store (tests start each case on an empty one). */
export async function resetDriverDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}
