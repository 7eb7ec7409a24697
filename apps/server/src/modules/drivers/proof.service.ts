import { randomBytes } from 'node:crypto';
import {
  DriverMessages,
  LiveEvents,
  ProofKind,
  type TApi,
  type TCallAnswer,
  type TProofKind,
  type TStopPhotosAnswer,
  type ZStopProofSchema,
} from '@rp/contracts';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import type { StopsTable } from '../../db/schema.js';
import { extensionOf } from '../../files/file-store.js';
import { routeForRead } from '../routes/route-access.js';
import { findStopOfRoute, toStop } from '../stops/stops.service.js';
import { RouteStatus, sentDriverRoute } from './driver-day.js';
import { driversRepository, type TDriverStopRow } from './drivers.repository.js';
import { readProofImage, type TProofImage, toDataUrl } from './proof-image.js';
import { takenAtOnRoute } from './taken-at.js';

type TStopProofParsed = z.output<typeof ZStopProofSchema>;

/** A new key for every upload: a replaced picture never overwrites the one a reader may be sending. */
const proofKey = (teamId: number, stopId: number, kind: TProofKind, image: TProofImage): string =>
  `proof/${teamId}/${stopId}-${kind}-${randomBytes(8).toString('hex')}.${extensionOf(image.type)}`;

function proofColumns(
  kind: TProofKind,
  key: string,
  body: TStopProofParsed,
  at: Date,
): Updateable<StopsTable> {
  const lat = body.position?.lat ?? null;
  const lng = body.position?.lng ?? null;
  return kind === ProofKind.Photo
    ? { photo_path: key, photo_taken_at: at, photo_lat: lat, photo_lng: lng }
    : { signature_path: key, signature_taken_at: at, signature_lat: lat, signature_lng: lng };
}

const storedKey = (stop: TDriverStopRow, kind: TProofKind): string | null =>
  kind === ProofKind.Photo ? stop.photo_path : stop.signature_path;

/**
 * POST /driver/proof/{id}/: a photo or a signature of one stop. Once the stop is found to be the
 * caller's, the picture is decoded and encoded again (before any transaction: it takes a while),
 * then written under a new key, then recorded in a transaction; if the transaction fails or the client
 * id is a repeat, the new file is removed, and once the new one is recorded the old one goes.
 * Proof may be added while the route is started or after it finished (a signature taken in a
 * tunnel may arrive after the finish); a pending route has nothing to prove yet.
 */
export async function saveStopProof(
  deps: TAppDeps,
  a: TAuthContext,
  vehicleRouteId: number,
  body: TStopProofParsed,
): Promise<TCallAnswer<TApi['saveStopProof']>> {
  const now = deps.now();
  const route = await sentDriverRoute(deps.db, a, vehicleRouteId);
  if (!(await driversRepository.findStopOnDriverRoute(deps.db, route.route_id, route.id, body.stop_id))) {
    throw notFound();
  }
  const at = takenAtOnRoute(body.taken_at, route, now);
  const image = await readProofImage(body.image, body.kind);
  const key = proofKey(a.teamId, body.stop_id, body.kind, image);
  await deps.files.put(key, image.bytes, image.type);
  let written: { applied: boolean; stop: TDriverStopRow; oldKey: string | null };
  try {
    written = await deps.db.transaction().execute(async (trx) => {
      const locked = await sentDriverRoute(trx, a, vehicleRouteId, { forUpdate: true });
      const stop = await driversRepository.findStopOnDriverRoute(
        trx,
        locked.route_id,
        locked.id,
        body.stop_id,
      );
      if (!stop) throw notFound();
      if (!(await driversRepository.claimClientId(trx, a.userId, body.client_id, 'proof', now))) {
        return { applied: false, stop, oldKey: null };
      }
      if (locked.route_status === RouteStatus.NotStarted)
        throw new AppError(409, DriverMessages.routeNotStarted);
      const updated = await driversRepository.updateStop(trx, stop.id, {
        ...proofColumns(body.kind, key, body, at),
        updated_at: now,
      });
      return { applied: true, stop: updated, oldKey: storedKey(stop, body.kind) };
    });
  } catch (err) {
    await deps.files.delete(key);
    throw err;
  }
  if (!written.applied) await deps.files.delete(key);
  else {
    // The write has committed: a leftover old file costs disk space only, so it must not fail the call.
    if (written.oldKey) await deps.files.delete(written.oldKey).catch(() => undefined);
    deps.live.publish({ event: LiveEvents.stopChanged, teamId: a.teamId, routeId: route.route_id });
  }
  return { applied: written.applied, stop: toStop(written.stop) };
}

async function dataUrlOf(deps: TAppDeps, key: string | null): Promise<string | null> {
  if (!key) return null;
  const file = await deps.files.get(key);
  return file ? toDataUrl(file.bytes, file.type) : null;
}

const stamp = (at: Date | null, lat: number | null, lng: number | null) =>
  at ? { taken_at: at.toISOString(), lat, lng } : null;

/**
 * POST /stop_photos/{routeId}/: a stop's photo and signature with when and where they were taken.
 * A dispatcher of the team may read any stop's; a driver-only member only a stop of a driver
 * route they drive. Anything else is 404.
 */
export async function stopPhotos(
  deps: TAppDeps,
  a: TAuthContext,
  routeId: number,
  stopId: number,
): Promise<TStopPhotosAnswer> {
  await routeForRead(deps.db, a, routeId);
  const stop = await findStopOfRoute(deps.db, routeId, stopId);
  if (!stop) throw notFound();
  if (!a.isDispatcher && !(await driversRepository.isDriverOf(deps.db, a.userId, stop.vehicle_route_id))) {
    throw notFound();
  }
  const [photo, signature] = await Promise.all([
    dataUrlOf(deps, stop.photo_path),
    dataUrlOf(deps, stop.signature_path),
  ]);
  return {
    photo,
    signature,
    photo_taken: photo ? stamp(stop.photo_taken_at, stop.photo_lat, stop.photo_lng) : null,
    signature_taken: signature
      ? stamp(stop.signature_taken_at, stop.signature_lat, stop.signature_lng)
      : null,
  };
}
