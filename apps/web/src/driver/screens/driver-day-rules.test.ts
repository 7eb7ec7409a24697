import { DeliveryStatus, ProofRequired, UNDO_WINDOW_MS } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { aStop } from '../../components/testing/planner-fixtures';
import { applyPending } from '../outbox/apply-pending';
import { aDriverRouteAnswer } from '../testing/driver-fixtures';
import { openStopsQuestion } from './FinishRouteButton';
import { undoTimeLeft } from './UndoOutcome';

const MARKED = Date.UTC(2030, 0, 2, 14, 30);

describe("the driver's day rules", () => {
  it('asks before finishing only while stops are open, with the count', () => {
    expect(openStopsQuestion(3, 5)).toBe('3 of 5 stops are still open. Finish the route anyway?');
    expect(openStopsQuestion(1, 1)).toBe('1 of 1 stop is still open. Finish the route anyway?');
    expect(openStopsQuestion(0, 5)).toBeNull();
  });

  it('offers Undo for 5 minutes after the mark, never on an open stop or one marked before the rule', () => {
    const done = aStop({
      delivery_status: DeliveryStatus.Delivered,
      outcome_taken_at: new Date(MARKED).toISOString(),
    });
    expect(undoTimeLeft(done, MARKED + 60_000)).toBe(UNDO_WINDOW_MS - 60_000);
    expect(undoTimeLeft(done, MARKED + UNDO_WINDOW_MS)).toBe(0);
    expect(undoTimeLeft({ ...done, outcome_taken_at: null }, MARKED)).toBe(0);
    expect(undoTimeLeft({ ...done, delivery_status: DeliveryStatus.Pending }, MARKED)).toBe(0);
  });

  it('shows a waiting undo at once: open again, its proof gone', () => {
    const route = aDriverRouteAnswer({ proof_required: ProofRequired.Photo });
    const view = applyPending(route, [
      {
        seq: 1,
        kind: 'stopProof',
        vehicleRouteId: 7,
        body: {
          client_id: 'aaaaaaaa',
          stop_id: 11,
          kind: 'photo',
          image: 'data:image/png;base64,AAAA',
          taken_at: MARKED,
        },
      },
      {
        seq: 2,
        kind: 'stopDelivery',
        vehicleRouteId: 7,
        body: {
          client_id: 'bbbbbbbb',
          stop_id: 11,
          delivery_status: DeliveryStatus.Delivered,
          taken_at: MARKED,
        },
      },
    ]);
    expect(view.stops[0]).toMatchObject({
      delivery_status: DeliveryStatus.Delivered,
      has_photo: true,
      outcome_taken_at: new Date(MARKED).toISOString(),
    });
    const undone = applyPending(view, [
      {
        seq: 3,
        kind: 'stopDelivery',
        vehicleRouteId: 7,
        body: {
          client_id: 'cccccccc',
          stop_id: 11,
          delivery_status: DeliveryStatus.Pending,
          taken_at: MARKED + 1000,
        },
      },
    ]);
    expect(undone.stops[0]).toMatchObject({
      delivery_status: DeliveryStatus.Pending,
      has_photo: false,
      outcome_taken_at: null,
      delivered_at: null,
    });
  });
});
