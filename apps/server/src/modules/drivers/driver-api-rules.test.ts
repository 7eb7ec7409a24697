import {
  DeliveryReason,
  DeliveryStatus,
  DriverDayMessages,
  DriverMessages,
  ProofRequired,
  UNDO_WINDOW_MS,
} from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import { statusChange } from './driver-routes.service.js';
import type { TDriverStopRow } from './drivers.repository.js';
import {
  clearedProof,
  outcomeRule,
  proofKeysOf,
  stopUpdateOf,
  stripWhitespace,
} from './stop-delivery.service.js';

/**
 * The driver API's rules without a database: how a route's status may move, what a stop's outcome
 * writes, and when an outcome is refused. The calls around them are tested on their services in
 * driver-api-calls.test.ts and through HTTP in driver-routes.test.ts, stop-delivery.test.ts and
 * stop-undo.test.ts.
 */

const refusalOf = (run: () => unknown): [number, string] => {
  try {
    run();
  } catch (e) {
    if (e instanceof AppError) return [e.statusCode, e.message];
    throw e;
  }
  throw new Error('expected a refusal');
};

const at = new Date('2030-01-02T14:30:00Z');
const started = new Date('2030-01-02T13:00:00Z');

describe('a driver route status change', () => {
  it('starting a route not started records the start time', () => {
    expect(statusChange({ route_status: 0, started_time: null }, 1, at)).toEqual({
      route_status: 1,
      started_time: at,
    });
  });

  it('a second start changes nothing (the first start time stays)', () => {
    expect(statusChange({ route_status: 1, started_time: started }, 1, at)).toBeNull();
  });

  it('finishing a started route records the finish time', () => {
    expect(statusChange({ route_status: 1, started_time: started }, 2, at)).toEqual({
      route_status: 2,
      finished_time: at,
    });
  });

  it('a finish timed before the start (a phone clock moved back) is recorded at the start', () => {
    const early = new Date('2030-01-02T12:00:00Z');
    expect(statusChange({ route_status: 1, started_time: started }, 2, early)).toEqual({
      route_status: 2,
      finished_time: started,
    });
  });

  it('a started route without a start time finishes at the time given', () => {
    expect(statusChange({ route_status: 1, started_time: null }, 2, at)).toEqual({
      route_status: 2,
      finished_time: at,
    });
  });

  it('finishing a route never started is refused', () => {
    expect(refusalOf(() => statusChange({ route_status: 0, started_time: null }, 2, at))).toEqual([
      409,
      DriverMessages.routeNotStarted,
    ]);
  });

  it('a finished route: a second finish changes nothing, a start is refused', () => {
    const finished = { route_status: 2, started_time: started };
    expect(statusChange(finished, 2, at)).toBeNull();
    expect(refusalOf(() => statusChange(finished, 1, at))).toEqual([409, DriverMessages.routeFinished]);
  });
});

const aStopRow = (over: Partial<TDriverStopRow> = {}): TDriverStopRow =>
  ({
    id: 11,
    delivery_status: DeliveryStatus.Pending,
    outcome_taken_at: null,
    photo_path: null,
    signature_path: null,
    ...over,
  }) as TDriverStopRow;

describe('an outcome on a stop', () => {
  it.each([
    [ProofRequired.Photo, {}, DriverDayMessages.photoRequired],
    [ProofRequired.Signature, { photo_path: 'p/1.jpg' }, DriverDayMessages.signatureRequired],
    [ProofRequired.PhotoAndSignature, {}, DriverDayMessages.photoAndSignatureRequired],
  ])('delivered without the proof the team requires (%s) is refused', (required, proof, message) => {
    expect(refusalOf(() => outcomeRule(aStopRow(proof), DeliveryStatus.Delivered, at, required))).toEqual([
      409,
      message,
    ]);
  });

  it('delivered with the proof on the stop is taken, and is no undo', () => {
    const withProof = aStopRow({ photo_path: 'p/1.jpg', signature_path: 's/1.png' });
    expect(outcomeRule(withProof, DeliveryStatus.Delivered, at, ProofRequired.PhotoAndSignature)).toBe(false);
    expect(outcomeRule(aStopRow(), DeliveryStatus.Delivered, at, ProofRequired.None)).toBe(false);
  });

  it('failed needs no proof, even when the team requires it for a delivery', () => {
    expect(outcomeRule(aStopRow(), DeliveryStatus.Failed, at, ProofRequired.PhotoAndSignature)).toBe(false);
  });

  it.each([DeliveryStatus.Delivered, DeliveryStatus.Failed])(
    'pending on a stop marked %i within the undo window is an undo',
    (done) => {
      const marked = new Date(at.getTime() - UNDO_WINDOW_MS);
      const stop = aStopRow({ delivery_status: done, outcome_taken_at: marked });
      expect(outcomeRule(stop, DeliveryStatus.Pending, at, ProofRequired.None)).toBe(true);
    },
  );

  it('an undo after the window, or of a mark with no time, is refused', () => {
    const marked = new Date(at.getTime() - UNDO_WINDOW_MS - 1);
    const late = aStopRow({ delivery_status: DeliveryStatus.Delivered, outcome_taken_at: marked });
    const untimed = aStopRow({ delivery_status: DeliveryStatus.Failed, outcome_taken_at: null });
    for (const stop of [late, untimed]) {
      expect(refusalOf(() => outcomeRule(stop, DeliveryStatus.Pending, at, ProofRequired.None))).toEqual([
        409,
        DriverDayMessages.undoWindowPassed,
      ]);
    }
  });

  it('pending on an open stop, or a new outcome on a done one, is no undo', () => {
    expect(outcomeRule(aStopRow(), DeliveryStatus.Pending, at, ProofRequired.None)).toBe(false);
    const done = aStopRow({ delivery_status: DeliveryStatus.Delivered, outcome_taken_at: new Date(0) });
    expect(outcomeRule(done, DeliveryStatus.Failed, at, ProofRequired.None)).toBe(false);
  });
});

describe('what an outcome writes on the stop', () => {
  const body = {
    client_id: 'stop-11-aaaa',
    stop_id: 11,
    delivery_status: DeliveryStatus.Delivered as 0 | 1 | 2,
    delivery_status_additional_info: DeliveryReason.NoParking,
    proof_of_delivery_note: 'Left with the neighbour',
    order_info_products_barcodes_scanned: ' 123, 456 \n,789 ',
    taken_at: at.getTime(),
    position: { lat: 39.95, lng: -75.16 },
  };
  const now = new Date('2030-01-02T14:31:00Z');
  const w = { at, timeZone: 'America/New_York', undo: false, userId: 42, now };

  it('delivered: the time in the team zone, the place, who did it, no reason, codes without spaces', () => {
    expect(stopUpdateOf(body, w)).toEqual({
      proof_of_delivery_note: 'Left with the neighbour',
      order_info_products_barcodes_scanned: '123,456,789',
      delivery_status: DeliveryStatus.Delivered,
      delivery_status_additional_info: DeliveryReason.None,
      // 14:30 UTC is 9:30 in New York in January.
      delivered_at: 9 * 60 + 30,
      delivered_lat: 39.95,
      delivered_lng: -75.16,
      outcome_taken_at: at,
      done_by: 42,
      updated_at: now,
    });
  });

  it('failed keeps its reason; without a position the place is empty', () => {
    const { position: _, ...noPlace } = body;
    expect(stopUpdateOf({ ...noPlace, delivery_status: DeliveryStatus.Failed }, w)).toMatchObject({
      delivery_status: DeliveryStatus.Failed,
      delivery_status_additional_info: DeliveryReason.NoParking,
      delivered_at: 9 * 60 + 30,
      delivered_lat: null,
      delivered_lng: null,
      done_by: 42,
    });
  });

  it('pending (an undo) clears the outcome, its time, place, author and proof', () => {
    expect(stopUpdateOf({ ...body, delivery_status: DeliveryStatus.Pending }, { ...w, undo: true })).toEqual({
      proof_of_delivery_note: 'Left with the neighbour',
      order_info_products_barcodes_scanned: '123,456,789',
      delivery_status: DeliveryStatus.Pending,
      delivery_status_additional_info: DeliveryReason.None,
      delivered_at: null,
      delivered_lat: null,
      delivered_lng: null,
      ...clearedProof,
      outcome_taken_at: null,
      done_by: null,
      updated_at: now,
    });
  });

  it('an outcome that is no undo leaves the proof alone', () => {
    const update = stopUpdateOf(body, w);
    expect(Object.keys(update).filter((k) => k in clearedProof)).toEqual([]);
  });

  it("an undo's old proof files are the stop's photo and signature that exist", () => {
    expect(proofKeysOf(aStopRow({ photo_path: 'p/1.jpg', signature_path: 's/1.png' }))).toEqual([
      'p/1.jpg',
      's/1.png',
    ]);
    expect(proofKeysOf(aStopRow({ signature_path: 's/1.png' }))).toEqual(['s/1.png']);
    expect(proofKeysOf(aStopRow())).toEqual([]);
  });

  it('scanned codes keep no whitespace anywhere', () => {
    expect(stripWhitespace(' a b\t,c\n ')).toBe('ab,c');
  });
});
