import { DeliveryStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { doneByText } from './DoneBy';

describe('who did a stop, in the stop panel', () => {
  it('names who delivered or failed it, and nothing while pending or unknown', () => {
    const anna = { id: 4, name: 'Anna' };
    expect(doneByText({ delivery_status: DeliveryStatus.Delivered, done_by: anna })).toBe(
      'Delivered by Anna',
    );
    expect(doneByText({ delivery_status: DeliveryStatus.Failed, done_by: anna })).toBe('Failed by Anna');
    expect(doneByText({ delivery_status: DeliveryStatus.Pending, done_by: null })).toBe('');
    expect(doneByText({ delivery_status: DeliveryStatus.Delivered, done_by: null })).toBe('');
  });
});
