import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// The Stop as the API returns it (spec section 3)
// ---------------------------------------------------------------------------------------------

export const ZStopSchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  sequence: z.number().int(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string(),
  /** The same text as `note` (the spec names both). */
  notes: z.string(),
  priority: z.number().int(),
  service_time: z.number(),
  time_window_start: z.number().int(),
  time_window_end: z.number().int(),
  recipient_name: z.string(),
  recipient_phone_number: z.string(),
  recipient_email: z.string(),
  order_info_package_count: z.number().int().nullable(),
  order_info_products: z.string(),
  order_info_products_barcodes: z.string(),
  order_info_products_barcodes_scanned: z.string(),
  position_on_the_route: z.number().int(),
  vehicle_route_id: z.number().int(),
  delivery_status: z.number().int(),
  delivery_status_additional_info: z.number().int(),
  delivered_at: z.number().int().nullable(),
  proof_of_delivery_note: z.string(),
  has_photo: z.boolean(),
  has_signature: z.boolean(),
  /** When the driver marked the outcome (ISO, the phone's time); the undo window runs from it. */
  outcome_taken_at: z.string().nullable().optional(),
  arrival: z.number(),
  waiting_time: z.number(),
  when_visit_start: z.number(),
  distance: z.number(),
  duration: z.number(),
  geometry: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who marked it delivered or failed (kept through a hand-over); null while pending or unknown. */
  done_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Skills the serving driver must have, and the stop's weight in kg (issue 21). */
  skills: z.array(z.string()).optional(),
  weight: z.number().nullable().optional(),
  /** Why the optimiser left the stop out (a contracts TUnassignedReason); '' when placed. */
  unassigned_reason: z.string().optional(),
});
export type TStop = z.infer<typeof ZStopSchema>;
