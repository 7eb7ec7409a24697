import { PHONE_LIKE_MESSAGE, type TStop } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { formFromStop, stopEditBody } from './stopForm';

const stop = {
  id: 7,
  name: 'Bakery',
  address: 'Main St 1',
  lat: 40,
  lng: -75,
  note: '',
  priority: 0,
  service_time: 5,
  time_window_start: 0,
  time_window_end: 17 * 60 + 30,
  recipient_name: '',
  recipient_phone_number: '',
  recipient_email: '',
  order_info_package_count: null,
  order_info_products: '',
  order_info_products_barcodes: 'A1,B2',
} as unknown as TStop;

describe('stop editor form', () => {
  it('splits time windows into hours and minutes, unset as empty', () => {
    const f = formFromStop(stop);
    expect([f.startHours, f.startMinutes]).toEqual(['', '']);
    expect([f.endHours, f.endMinutes]).toEqual(['17', '30']);
    expect(f.packageCount).toBe('');
  });

  it('sends the place as a whole pair, and leaves out a place saved at 0, 0 (the server refuses it)', () => {
    expect(stopEditBody(7, formFromStop(stop)).body).toMatchObject({ lat: 40, lng: -75 });
    const atZero = stopEditBody(7, formFromStop({ ...stop, lat: 0, lng: 0 } as TStop)).body;
    expect(atZero).toMatchObject({ id: 7, name: 'Bakery' });
    expect(atZero && ('lat' in atZero || 'lng' in atZero)).toBe(false);
  });

  it('applies the 08 and 00 defaults of a half-entered time window', () => {
    const f = { ...formFromStop(stop), startHours: '', startMinutes: '15', endHours: '18', endMinutes: '' };
    const r = stopEditBody(7, f);
    expect(r.body?.time_window_start).toBe(8 * 60 + 15);
    expect(r.body?.time_window_end).toBe(18 * 60);
  });

  it('refuses an invalid phone and saves a valid one', () => {
    const bad = stopEditBody(7, { ...formFromStop(stop), phone: '12345' });
    expect(bad.body).toBeUndefined();
    expect(bad.errors?.phone).toBe(PHONE_LIKE_MESSAGE);
    const good = stopEditBody(7, { ...formFromStop(stop), phone: '+48123456789' });
    expect(good.body?.recipient_phone_number).toBe('+48123456789');
  });

  it('keeps package count only when numeric and strips barcode whitespace', () => {
    const r = stopEditBody(7, { ...formFromStop(stop), packageCount: 'three', barcodes: ' a 1, b2 ,, c3 ' });
    expect(r.body?.order_info_package_count).toBeNull();
    expect(r.body?.order_info_products_barcodes).toBe('a1,b2,c3');
    expect(stopEditBody(7, { ...formFromStop(stop), packageCount: '4' }).body?.order_info_package_count).toBe(
      4,
    );
  });

  it('checks visit time bounds and time window values', () => {
    expect(stopEditBody(7, { ...formFromStop(stop), serviceTime: '10001' }).errors?.serviceTime).toBeTruthy();
    expect(stopEditBody(7, { ...formFromStop(stop), serviceTime: '' }).body?.service_time).toBe(5);
    expect(stopEditBody(7, { ...formFromStop(stop), startHours: '25' }).errors?.timeWindowStart).toBeTruthy();
  });
});
