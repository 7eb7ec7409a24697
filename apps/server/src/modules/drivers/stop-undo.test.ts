import {
  Api,
  DriverDayMessages,
  DriverMessages,
  LiveEvents,
  ProofRequired,
  type TProofRequired,
  UNDO_WINDOW_MS,
} from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, callApi, errorOf } from '../../test/api-call.js';
import {
  eventsOf,
  newClientId,
  postStopMark,
  recordLiveChanges,
  startedDriverDay,
  storedStop,
  type TDriverDay,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { listFiles } from '../../test/files-listing.js';
import { imageDataUrl, testImage } from '../../test/proof-images.js';
import { call, createTestApp, type TTestApp } from '../../test/test-app.js';

let t: TTestApp;
let PNG: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  t.setNow(TEST_NOW);
  PNG = await testImage('png');
});
afterAll(() => t.close());

/** When the mark is taken on the phone: an hour and a half before the server's now. */
const MARKED_AT = Date.parse('2025-06-02T08:30:00Z');

const deliver = (token: string, vehicleRouteId: number, body: Record<string, unknown>) =>
  postStopMark(t, token, vehicleRouteId, body);

const outcome = (stopId: number, status: number, takenAt: number, extra: Record<string, unknown> = {}) => ({
  client_id: newClientId(),
  stop_id: stopId,
  delivery_status: status,
  ...(status === 2 ? { delivery_status_additional_info: 1 } : {}),
  taken_at: takenAt,
  ...extra,
});

const uploadProof = (d: TDriverDay, stopId: number, kind: 'photo' | 'signature') =>
  call(t.app, 'POST', `/driver/proof/${d.annaRoute}/`, {
    token: d.anna.token,
    body: {
      client_id: newClientId(),
      stop_id: stopId,
      kind,
      image: imageDataUrl('image/png', PNG),
      taken_at: MARKED_AT,
    },
  });

const stopRow = (id: number) => storedStop(t, id);

async function startedDay(proofRequired: TProofRequired = ProofRequired.None): Promise<TDriverDay> {
  const d = await startedDriverDay(t, 3 * 3600_000);
  if (proofRequired !== ProofRequired.None) {
    const saved = await callApi(t, Api.saveTeamPreferences, { token: d.team.token, body: { proofRequired } });
    expect(saved.status, saved.body).toBe(200);
  }
  return d;
}

describe('undo of a delivered or failed stop (POST /driver/stop/ with delivery_status 0)', () => {
  it('takes a delivered stop back to open within 5 minutes of the mark, with its proof, and tells the planner', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    expect((await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT))).statusCode).toBe(200);
    expect((await uploadProof(d, stopId, 'photo')).statusCode).toBe(200);
    expect(await listFiles(t.deps.config.FILES_DIR)).toHaveLength(1);
    const live = recordLiveChanges(t);
    // Taken offline within the window, sent (as now) an hour and a half later: still an undo in time.
    const res = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 0, MARKED_AT + UNDO_WINDOW_MS));
    live.stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(answerOf(res, Api.saveStopDelivery)).toMatchObject({
      applied: true,
      stop: { delivery_status: 0, delivered_at: null, has_photo: false, outcome_taken_at: null },
    });
    expect(await stopRow(stopId)).toMatchObject({ photo_path: null, photo_taken_at: null });
    expect(await listFiles(t.deps.config.FILES_DIR)).toEqual([]);
    expect(eventsOf(live.changes)).toEqual([`${LiveEvents.stopChanged} ${d.routeId}`]);
  });

  it('refuses an undo taken after the window with a clear 409 and keeps the outcome', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await deliver(d.anna.token, d.annaRoute, outcome(stopId, 2, MARKED_AT));
    const live = recordLiveChanges(t);
    const lateUndo = outcome(stopId, 0, MARKED_AT + UNDO_WINDOW_MS + 1);
    const late = await deliver(d.anna.token, d.annaRoute, lateUndo);
    live.stop();
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(DriverDayMessages.undoWindowPassed);
    expect(await stopRow(stopId)).toMatchObject({ delivery_status: 2, delivery_status_additional_info: 1 });
    expect(live.changes).toEqual([]);
    // Refused, so its client id stays free: nothing was recorded.
    const claimed = await t.deps.db.selectFrom('applied_client_ids').select('client_id').execute();
    expect(claimed.map((c) => c.client_id)).not.toContain(lateUndo.client_id);
  });

  it("judges the window with the undo's time no later than the server's now", async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, TEST_NOW.getTime() - 2 * 60_000));
    // A phone clock 4 minutes ahead stamps the undo 6 minutes after the mark; the server counts it at
    // its own now, 2 minutes after the mark, so the driver is not robbed of the window by the clock.
    const ahead = await deliver(
      d.anna.token,
      d.annaRoute,
      outcome(stopId, 0, TEST_NOW.getTime() + 4 * 60_000),
    );
    expect(ahead.statusCode, ahead.body).toBe(200);
    expect((await stopRow(stopId)).delivery_status).toBe(0);
  });

  it('cannot undo an outcome whose moment was never kept (marked before the rule)', async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await t.deps.db
      .updateTable('stops')
      .set({ delivery_status: 1, delivered_at: 500 })
      .where('id', '=', stopId)
      .execute();
    const res = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 0, MARKED_AT));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(DriverDayMessages.undoWindowPassed);
  });

  it("answers 404 for another team's stop and 400 for bad input", async () => {
    const d = await startedDay();
    const stopId = d.annaStops[0] as number;
    await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT));
    const stranger = await startedDay();
    const foreign = await deliver(stranger.anna.token, stranger.annaRoute, outcome(stopId, 0, MARKED_AT));
    expect(foreign.statusCode).toBe(404);
    const foreignRoute = await deliver(stranger.anna.token, d.annaRoute, outcome(stopId, 0, MARKED_AT));
    expect(foreignRoute.statusCode).toBe(404);
    const bad = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 0, MARKED_AT, { taken_at: 'soon' }));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(DriverMessages.invalidTakenAt);
    const noStop = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 0, MARKED_AT, { stop_id: 0 }));
    expect(noStop.statusCode).toBe(400);
    expect(errorOf(noStop).message).toBe(DriverMessages.invalidStopId);
    expect((await stopRow(stopId)).delivery_status).toBe(1);
  });
});

describe("the team's proof required for delivered", () => {
  it('is a team preference with a checked value, and the driver route carries it', async () => {
    const d = await startedDay(ProofRequired.PhotoAndSignature);
    const prefs = await callApi(t, Api.teamPreferences, { token: d.team.token });
    expect(prefs.answer.data.proofRequired).toBe(ProofRequired.PhotoAndSignature);
    const bad = await call(t.app, 'POST', '/save_teampreferences/', {
      token: d.team.token,
      body: { proofRequired: 'selfie' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(DriverDayMessages.invalidProofRequired);
    const driverCall = await call(t.app, 'POST', '/save_teampreferences/', {
      token: d.anna.token,
      body: { proofRequired: 'none' },
    });
    expect(driverCall.statusCode).toBe(403);
    const route = await callApi(t, Api.getDriverRoute, {
      token: d.anna.token,
      params: { vehicleRouteId: d.annaRoute },
    });
    expect(route.answer.driver_route.proof_required).toBe(ProofRequired.PhotoAndSignature);
  });

  it('refuses delivered without the required photo (409, nothing saved), then takes it once the photo is on the stop', async () => {
    const d = await startedDay(ProofRequired.Photo);
    const stopId = d.annaStops[0] as number;
    const refused = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(DriverDayMessages.photoRequired);
    expect((await stopRow(stopId)).delivery_status).toBe(0);
    // A failed stop needs no proof.
    const failed = await deliver(d.anna.token, d.annaRoute, outcome(d.annaStops[1] as number, 2, MARKED_AT));
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await uploadProof(d, stopId, 'photo')).statusCode).toBe(200);
    const ok = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stopRow(stopId)).delivery_status).toBe(1);
  });

  it('asks for both when the team requires a photo and a signature and only one is there', async () => {
    const d = await startedDay(ProofRequired.PhotoAndSignature);
    const stopId = d.annaStops[0] as number;
    const none = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT));
    expect(errorOf(none).message).toBe(DriverDayMessages.photoAndSignatureRequired);
    await uploadProof(d, stopId, 'photo');
    const noSignature = await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT));
    expect(noSignature.statusCode).toBe(409);
    expect(errorOf(noSignature).message).toBe(DriverDayMessages.signatureRequired);
    await uploadProof(d, stopId, 'signature');
    expect((await deliver(d.anna.token, d.annaRoute, outcome(stopId, 1, MARKED_AT))).statusCode).toBe(200);
  });
});
