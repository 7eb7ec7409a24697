import { DeliveryStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { doneClockTime, doneStopDetail } from './done-stop-text';

describe('doneStopDetail', () => {
  it('gives the time of a delivered stop', () => {
    expect(
      doneStopDetail(
        {
          delivery_status: DeliveryStatus.Delivered,
          delivered_at: 14 * 60 + 5,
          delivery_status_additional_info: 0,
        },
        24,
      ),
    ).toBe('14:05');
  });

  it("follows the team's 12-hour clock", () => {
    expect(
      doneStopDetail(
        {
          delivery_status: DeliveryStatus.Delivered,
          delivered_at: 14 * 60 + 5,
          delivery_status_additional_info: 0,
        },
        12,
      ),
    ).toBe('2:05 PM');
  });

  it('gives the time and the reason of a failed stop', () => {
    expect(
      doneStopDetail(
        {
          delivery_status: DeliveryStatus.Failed,
          delivered_at: 845,
          delivery_status_additional_info: 1,
        },
        24,
      ),
    ).toBe('14:05 · Recipient not home');
  });

  it('leaves out a time not recorded and an unknown reason', () => {
    expect(
      doneStopDetail(
        {
          delivery_status: DeliveryStatus.Failed,
          delivered_at: null,
          delivery_status_additional_info: 99,
        },
        24,
      ),
    ).toBe('');
    expect(doneClockTime(0, 24)).toBe('00:00');
  });
});
