import { z } from 'zod';
import {
  ZRouteIdParamsSchema,
  ZRouteIdSchema,
  ZRouteSchema,
  ZRoutesListSchema,
  ZSaveDriverSchema,
  ZSaveDriversSchema,
  ZSaveRouteSchema,
  ZTeamRouteMemberSchema,
} from '../routes.js';
import { defineCall, ZSuccessAnswerSchema } from './define.js';

const tag = 'routes';

export const ZRoutesAnswerSchema = z.object({ routes: z.array(ZRouteSchema) });
export type TRoutesAnswer = z.infer<typeof ZRoutesAnswerSchema>;

export const ZRouteAnswerSchema = z.object({ route: ZRouteSchema });
export type TRouteAnswer = z.infer<typeof ZRouteAnswerSchema>;

/** A route made by POST /route/ (create) or /route_copy/: its id and its name. */
export const ZCreatedRouteAnswerSchema = z.object({ id: z.number().int(), route_name: z.string() });
export type TCreatedRouteAnswer = z.infer<typeof ZCreatedRouteAnswerSchema>;

/** POST /route/: create answers id and route_name; edit answers the edited route too. */
export const ZSaveRouteAnswerSchema = ZCreatedRouteAnswerSchema.extend({ route: ZRouteSchema.optional() });
export type TSaveRouteAnswer = z.infer<typeof ZSaveRouteAnswerSchema>;

export const ZDeleteRouteAnswerSchema = z.object({ success: z.literal(true), route_id: z.number().int() });
export type TDeleteRouteAnswer = z.infer<typeof ZDeleteRouteAnswerSchema>;

export const ZTeamRouteAnswerSchema = z.object({ team: z.array(ZTeamRouteMemberSchema) });
export type TTeamRouteAnswer = z.infer<typeof ZTeamRouteAnswerSchema>;

export const ZSaveDriversAnswerSchema = z.object({
  success: z.literal(true),
  route_id: z.number().int(),
  drivers: z.array(z.number().int()),
});
export type TSaveDriversAnswer = z.infer<typeof ZSaveDriversAnswerSchema>;

/**
 * Routes of the team (spec section 7): list by day, read, create/edit, delete, copy, and the
 * drivers selected for a route. Members may read (a driver-only member only their routes);
 * changes need the dispatcher role.
 */
export const routeCalls = {
  listRoutes: defineCall({
    method: 'POST',
    path: '/routes/',
    tag,
    summary: 'The routes of one planned day, or all routes newest day first.',
    description: 'date is a day as YYYY-MM-DD; without it (or empty) every route of the team is listed.',
    body: ZRoutesListSchema.nullish(),
    answer: ZRoutesAnswerSchema,
  }),
  getRoute: defineCall({
    method: 'GET',
    path: '/route/{routeId}/',
    tag,
    summary: 'One route with its drivers, driver routes and stop count.',
    params: ZRouteIdParamsSchema,
    answer: ZRouteAnswerSchema,
  }),
  saveRoute: defineCall({
    method: 'POST',
    path: '/route/',
    tag,
    summary: 'Create or edit a route.',
    description:
      'Without route_id: create (name, desc, planned_on; an empty name becomes "Route {planned_on}"; answers ' +
      'id and route_name). With route_id: edit the fields sent (refused with 409 once the route is optimised).',
    body: ZSaveRouteSchema,
    answer: ZSaveRouteAnswerSchema,
  }),
  deleteRoute: defineCall({
    method: 'POST',
    path: '/route_delete/',
    tag,
    summary: 'Delete a route with its stops.',
    body: ZRouteIdSchema,
    answer: ZDeleteRouteAnswerSchema,
  }),
  copyRoute: defineCall({
    method: 'POST',
    path: '/route_copy/',
    tag,
    summary: 'Copy a route and its stops.',
    description:
      'The copy is not optimised and is named "{name} (copy)"; answers id and route_name. Refused (err -20) ' +
      'when the route has more stops than the plan allows.',
    body: ZRouteIdSchema,
    answer: ZCreatedRouteAnswerSchema,
  }),
  teamRoute: defineCall({
    method: 'GET',
    path: '/team_route/{routeId}/',
    tag,
    summary: "The team's drivers, each with whether the route has selected them.",
    params: ZRouteIdParamsSchema,
    answer: ZTeamRouteAnswerSchema,
  }),
  saveDrivers: defineCall({
    method: 'POST',
    path: '/save_drivers/',
    tag,
    summary: 'Replace the drivers selected for the route.',
    body: ZSaveDriversSchema,
    answer: ZSaveDriversAnswerSchema,
  }),
  saveDriver: defineCall({
    method: 'POST',
    path: '/save_driver/',
    tag,
    summary: 'Assign a driver of the team to a driver route (vehicle_route_id) of the route.',
    description: 'driver_id null leaves the driver route without a driver.',
    body: ZSaveDriverSchema,
    answer: ZSuccessAnswerSchema,
  }),
} as const;
