import {
  isZeroPoint,
  normalizeBarcodes,
  Priority,
  parsePackageCount,
  parseServiceTime,
  parseStopWeight,
  splitSkills,
  type TEditStop,
  type TStop,
  type TStopEditorForm,
  timeWindowFromParts,
  ZStopEditorFormSchema,
} from '@rp/contracts';

/** The stop editor's fields as typed (strings), split time windows as hours and minutes. */
export type TStopForm = TStopEditorForm;

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
    skills: (stop.skills ?? []).join(', '),
    weight: stop.weight === null || stop.weight === undefined ? '' : String(stop.weight),
  };
}

/** Where the editor shows the message of each field of the contracts' form schema. */
const errorPlaceOf: Partial<Record<keyof TStopForm, keyof TStopFormErrors>> = {
  phone: 'phone',
  serviceTime: 'serviceTime',
  startHours: 'timeWindowStart',
  endHours: 'timeWindowEnd',
};

/** The form's messages by place, from the contracts' stop editor form schema (the first per place). */
export function stopFormErrors(form: TStopForm): TStopFormErrors {
  const checked = ZStopEditorFormSchema.safeParse(form);
  const errors: TStopFormErrors = {};
  for (const issue of checked.error?.issues ?? []) {
    const place = errorPlaceOf[issue.path[0] as keyof TStopForm];
    if (place && !errors[place]) errors[place] = issue.message;
  }
  return errors;
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
  const errors = stopFormErrors(form);
  if (Object.keys(errors).length > 0) return { errors };
  const serviceTime = parseServiceTime(form.serviceTime);
  const start = timeWindowFromParts(form.startHours, form.startMinutes);
  const end = timeWindowFromParts(form.endHours, form.endMinutes);
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
      ...(form.skills !== undefined && { skills: [...new Set(splitSkills(form.skills))] }),
      ...(form.weight !== undefined && { weight: parseStopWeight(form.weight) ?? null }),
    },
  };
}
