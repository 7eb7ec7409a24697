import {
  isValidPhone,
  isZeroPoint,
  Messages,
  normalizeBarcodes,
  Priority,
  parsePackageCount,
  parseServiceTime,
  SERVICE_TIME_MESSAGE,
  type TEditStop,
  TIME_WINDOW_MESSAGE,
  type TStop,
  timeWindowFromParts,
} from '@rp/contracts';

/** The stop editor's fields as typed (strings), split time windows as hours and minutes. */
export interface TStopForm {
  name: string;
  address: string;
  lat: number;
  lng: number;
  note: string;
  priority: number;
  serviceTime: string;
  startHours: string;
  startMinutes: string;
  endHours: string;
  endMinutes: string;
  recipientName: string;
  phone: string;
  email: string;
  packageCount: string;
  products: string;
  barcodes: string;
}

export type TStopFormErrors = Partial<
  Record<'phone' | 'serviceTime' | 'timeWindowStart' | 'timeWindowEnd', string>
>;

const pad2 = (n: number) => String(n).padStart(2, '0');
const hoursOf = (minutes: number) => (minutes > 0 ? pad2(Math.floor(minutes / 60)) : '');
const minutesOf = (minutes: number) => (minutes > 0 ? pad2(minutes % 60) : '');

export function formFromStop(stop: TStop): TStopForm {
  return {
    name: stop.name,
    address: stop.address,
    lat: stop.lat,
    lng: stop.lng,
    note: stop.note,
    priority: stop.priority === Priority.Asap ? Priority.Asap : Priority.Normal,
    serviceTime: String(stop.service_time),
    startHours: hoursOf(stop.time_window_start),
    startMinutes: minutesOf(stop.time_window_start),
    endHours: hoursOf(stop.time_window_end),
    endMinutes: minutesOf(stop.time_window_end),
    recipientName: stop.recipient_name,
    phone: stop.recipient_phone_number,
    email: stop.recipient_email,
    packageCount: stop.order_info_package_count === null ? '' : String(stop.order_info_package_count),
    products: stop.order_info_products,
    barcodes: stop.order_info_products_barcodes,
  };
}

/**
 * Checks the form with the contracts' rules (phone, visit time, time windows with the 08 / 00
 * defaults, package count, barcodes) and gives the POST /stop/ edit body, or the errors.
 * An invalid phone blocks the save (spec section 5: it is not saved).
 */
export function stopEditBody(
  id: number,
  form: TStopForm,
): { body: TEditStop; errors?: undefined } | { body?: undefined; errors: TStopFormErrors } {
  const errors: TStopFormErrors = {};
  if (!isValidPhone(form.phone)) errors.phone = Messages.invalidPhone;
  const serviceTime = parseServiceTime(form.serviceTime);
  if (serviceTime === undefined) errors.serviceTime = SERVICE_TIME_MESSAGE;
  const start = timeWindowFromParts(form.startHours, form.startMinutes);
  if (start === undefined) errors.timeWindowStart = TIME_WINDOW_MESSAGE;
  const end = timeWindowFromParts(form.endHours, form.endMinutes);
  if (end === undefined) errors.timeWindowEnd = TIME_WINDOW_MESSAGE;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      id,
      name: form.name.trim(),
      address: form.address.trim(),
      // A stop saved at 0, 0 before the server refused it keeps its place until one is chosen.
      ...(isZeroPoint(form.lat, form.lng) ? {} : { lat: form.lat, lng: form.lng }),
      note: form.note,
      priority: form.priority === Priority.Asap ? Priority.Asap : Priority.Normal,
      service_time: serviceTime,
      time_window_start: start,
      time_window_end: end,
      recipient_name: form.recipientName.trim(),
      recipient_phone_number: form.phone.trim(),
      recipient_email: form.email.trim(),
      order_info_package_count: parsePackageCount(form.packageCount),
      order_info_products: form.products,
      order_info_products_barcodes: normalizeBarcodes(form.barcodes),
    },
  };
}
