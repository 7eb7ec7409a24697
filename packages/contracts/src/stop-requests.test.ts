import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import {
  stopWriteKind,
  ZAddStopSchema,
  ZDragStopSchema,
  ZEditStopSchema,
  ZSaveStopSchema,
} from './stop-requests.js';

describe('stop bodies', () => {
  it('add needs lat and lng', () => {
    expect(ZAddStopSchema.safeParse({ name: 'A', lat: 1, lng: 2 }).success).toBe(true);
    expect(ZAddStopSchema.safeParse({ name: 'A' }).success).toBe(false);
    expect(ZAddStopSchema.safeParse({ lat: 91, lng: 0 }).success).toBe(false);
  });

  it('edit applies the rules on its fields', () => {
    const ok = ZEditStopSchema.parse({
      id: 3,
      recipient_phone_number: '+12155550123',
      order_info_package_count: 'x',
      order_info_products_barcodes: ' a , b ',
      time_window_start: '9:00',
    });
    expect(ok.order_info_package_count).toBeNull();
    expect(ok.order_info_products_barcodes).toBe('a,b');
    expect(ok.time_window_start).toBe(540);
    const bad = ZEditStopSchema.safeParse({ id: 3, recipient_phone_number: '1'.repeat(65) });
    expect(bad.error?.issues[0]?.message).toBe(Messages.invalidPhone);
  });

  it('drag is only id, lat, lng', () => {
    expect(ZDragStopSchema.parse({ id: 1, lat: 39.9, lng: -75.1 })).toEqual({ id: 1, lat: 39.9, lng: -75.1 });
  });

  it('the save body tells add, drag and edit apart', () => {
    expect(stopWriteKind(ZSaveStopSchema.parse({ name: 'A', lat: 1, lng: 2 }))).toBe('add');
    expect(stopWriteKind(ZSaveStopSchema.parse({ id: 4, lat: 1, lng: 2 }))).toBe('drag');
    expect(stopWriteKind(ZSaveStopSchema.parse({ id: 4, lat: 1, lng: 2, name: 'B' }))).toBe('edit');
    expect(ZSaveStopSchema.safeParse({ name: 'no coordinates' }).success).toBe(false);
  });
});
