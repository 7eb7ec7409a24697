import { z } from 'zod';
import {
  ZDriverPositionSchema,
  ZDriverRouteStatusSchema,
  ZDriverRouteSummarySchema,
  ZDriverRoutesAnswerSchema,
  ZDriverRoutesQuerySchema,
  ZDriversPositionAnswerSchema,
  ZStopDeliverySchema,
  ZStopPhotosAnswerSchema,
  ZStopPhotosSchema,
  ZStopProofSchema,
  ZVehicleRouteIdParamsSchema,
} from '../driver.js';
import { ZRouteIdParamsSchema } from '../routes.js';
import { ZStopSchema } from '../stop.js';
import { defineCall } from './define.js';

const tag = 'drivers';

/** A driver route with its stops, as its driver sees it: only their stops, in visiting order. */
export const ZDriverRouteAnswerSchema = z.object({
  driver_route: ZDriverRouteSummarySchema,
  stops: z.array(ZStopSchema),
});
export type TDriverRouteAnswer = z.infer<typeof ZDriverRouteAnswerSchema>;

/**
 * Answer of every driver write: the state after it. `applied` is false when the same client id
 * had been applied before (the update was a repeat and changed nothing).
 */
export const ZDriverRouteWriteAnswerSchema = z.object({
  applied: z.boolean(),
  driver_route: ZDriverRouteSummarySchema,
});
export type TDriverRouteWriteAnswer = z.infer<typeof ZDriverRouteWriteAnswerSchema>;

export const ZDriverStopWriteAnswerSchema = z.object({ applied: z.boolean(), stop: ZStopSchema });
export type TDriverStopWriteAnswer = z.infer<typeof ZDriverStopWriteAnswerSchema>;

export const ZDriverPositionAnswerSchema = z.object({ applied: z.boolean() });

/**
 * The driver API (decisions.md): a driver (role bit 1) reads the routes sent to them and reports
 * what happens on the road. Every write carries a client id and is applied once.
 */
export const driverCalls = {
  listDriverRoutes: defineCall({
    method: 'GET',
    path: '/driver/routes/',
    tag,
    summary: "The caller's driver routes sent to them for a day (today in the team's time zone by default).",
    query: ZDriverRoutesQuerySchema,
    answer: ZDriverRoutesAnswerSchema,
  }),
  getDriverRoute: defineCall({
    method: 'GET',
    path: '/driver/route/{vehicleRouteId}/',
    tag,
    summary: "One of the caller's sent driver routes with only its own stops, in visiting order.",
    description: "Another driver's route, one not sent yet, or another team's answers 404.",
    params: ZVehicleRouteIdParamsSchema,
    answer: ZDriverRouteAnswerSchema,
  }),
  setDriverRouteStatus: defineCall({
    method: 'POST',
    path: '/driver/route_status/{vehicleRouteId}/',
    tag,
    summary: 'Start (1) or finish (2) the driver route at the time the driver did it on the phone.',
    params: ZVehicleRouteIdParamsSchema,
    body: ZDriverRouteStatusSchema,
    answer: ZDriverRouteWriteAnswerSchema,
  }),
  saveStopDelivery: defineCall({
    method: 'POST',
    path: '/driver/stop/{vehicleRouteId}/',
    tag,
    summary:
      'Set one stop of the driver route delivered (1) or failed (2, with a reason 1..5), with note and barcodes.',
    params: ZVehicleRouteIdParamsSchema,
    body: ZStopDeliverySchema,
    answer: ZDriverStopWriteAnswerSchema,
  }),
  saveStopProof: defineCall({
    method: 'POST',
    path: '/driver/proof/{vehicleRouteId}/',
    tag,
    summary:
      "Attach a photo or a signature (JPEG, PNG or WebP data URL, at most 3 MB) to one of the route's stops.",
    params: ZVehicleRouteIdParamsSchema,
    body: ZStopProofSchema,
    answer: ZDriverStopWriteAnswerSchema,
  }),
  postDriverPosition: defineCall({
    method: 'POST',
    path: '/driver/position/',
    tag,
    summary: 'Where the driver is, while their route is started.',
    body: ZDriverPositionSchema,
    answer: ZDriverPositionAnswerSchema,
  }),
  driversPosition: defineCall({
    method: 'GET',
    path: '/drivers_position/{routeId}/',
    tag,
    summary: "The last known position of each driver of the route, with the driver's name.",
    params: ZRouteIdParamsSchema,
    answer: ZDriversPositionAnswerSchema,
  }),
  stopPhotos: defineCall({
    method: 'POST',
    path: '/stop_photos/{routeId}/',
    tag,
    summary: "A stop's proof-of-delivery photo and signature (data URLs, null when none).",
    params: ZRouteIdParamsSchema,
    body: ZStopPhotosSchema,
    answer: ZStopPhotosAnswerSchema,
  }),
} as const;
