import { z } from 'zod';
import { coordinatePair, ZLatitudeSchema, ZLongitudeSchema } from './coordinates.js';
import { dbId, dbIdParam, multiLineText, plainText } from './input.js';
import { Messages } from './messages.js';
import { ZTravelModelSchema, ZVehicleTypeSchema } from './travel.js';
import { ZDriverRouteDaySchema, ZRouteGoalSchema } from './workday.js';

// ---------------------------------------------------------------------------------------------
// Codes and rules
// ---------------------------------------------------------------------------------------------

/** Driver route route_status: 0 not started, 1 'Started {date}', 2 'Finished {date}'. */
export const RouteStatus = { NotStarted: 0, Started: 1, Finished: 2 } as const;
export type TRouteStatus = (typeof RouteStatus)[keyof typeof RouteStatus];

/** Route start_time: minutes since midnight, 0 meaning "now" (in the team's time zone). */
export const START_TIME_NOW = 0;
export const MAX_START_TIME = 1439;

/** Name given to a new route created with an empty name. */
export const defaultRouteName = (plannedOn: string): string => `Route ${plannedOn}`;

/** Name of a copied route. */
export const copiedRouteName = (name: string): string => `${name} (copy)`;

/** Server texts about routes that are not in the spec's catalogue. */
export const RouteMessages = {
  routeLocked: 'This route has been optimized; cancel the optimization before changing it.',
  driverNotInTeam: 'Every selected driver must be a driver of your team',
  tooManyDrivers: (max: number): string =>
    `Your plan allows at most ${max} driver${max === 1 ? '' : 's'} per route. Upgrade to add more.`,
  noSuchDriverRoute: 'This driver route does not belong to the route',
  driverBusy: 'This driver already drives another driver route of this route',
  receiverFinished:
    'This driver has finished their driver route of this route: their route cannot take more stops',
  invalidDate: 'Date must be a day as YYYY-MM-DD',
  plannedOnRequired: 'Please choose the day of the route',
  invalidRouteId: 'The route id must be a positive whole number',
  invalidDriverRouteId: 'The driver route id must be a positive whole number',
  invalidDriverId: 'The driver id must be a positive whole number or null',
  invalidDriverIds: 'Drivers must be a list of user ids',
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export const isPlannedOn = (text: string): boolean => {
  const m = DAY_PATTERN.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
};

export const ZPlannedOnSchema = z
  .string({ error: RouteMessages.invalidDate })
  .trim()
  .refine(isPlannedOn, { error: RouteMessages.invalidDate });

/** A row id in a JSON body (a number, never true or '12'), with the rule's message. */
const positiveId = dbId;

const routeId = positiveId(RouteMessages.invalidRouteId);

/** The path parameters of every call on one route: /stops/{routeId}/, /route/{routeId}/, ... */
export const ZRouteIdParamsSchema = z.object({ routeId: dbIdParam(RouteMessages.invalidRouteId) });
/** A route's start or end point: a pair of numbers, or both null to clear it (coordinates.ts). */
const latitude = ZLatitudeSchema.nullable();
const longitude = ZLongitudeSchema.nullable();
const text = plainText;

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** POST /routes/: the routes of one planned day, or all routes (newest day first) without a date. */
export const ZRoutesListSchema = z.object({
  date: z.union([ZPlannedOnSchema, z.literal(''), z.null()]).optional(),
});
export type TRoutesList = z.input<typeof ZRoutesListSchema>;

/** POST /route/ without route_id: create. An empty name becomes 'Route {planned_on}'. */
export const ZCreateRouteSchema = z.object({
  name: text(256).optional(),
  desc: multiLineText(4000).optional(),
  planned_on: ZPlannedOnSchema,
});
export type TCreateRoute = z.input<typeof ZCreateRouteSchema>;

/** The editable fields of a route (Edit route screen and the start/end dialog). */
const routeFields = {
  name: text(256).pipe(z.string().min(1, Messages.routeNameEmpty)).optional(),
  desc: multiLineText(4000).optional(),
  planned_on: ZPlannedOnSchema.optional(),
  start_time: z
    .number()
    .int()
    .min(0, 'Start time must be minutes 0..1439')
    .max(MAX_START_TIME, 'Start time must be minutes 0..1439')
    .optional(),
  start_point_address: text(512).optional(),
  start_point_lat: latitude.optional(),
  start_point_lng: longitude.optional(),
  end_point_address: text(512).optional(),
  end_point_lat: latitude.optional(),
  end_point_lng: longitude.optional(),
  /** The route's own vehicle type; null follows the team's (docs/travel-model.md). */
  vehicle_type: ZVehicleTypeSchema.nullable().optional(),
};

/** POST /route/ with route_id: edit. Fields left out keep their value; name may not be empty. */
export const ZEditRouteSchema = z
  .object({ route_id: routeId, ...routeFields })
  .superRefine(coordinatePair('start_point_lat', 'start_point_lng'))
  .superRefine(coordinatePair('end_point_lat', 'end_point_lng'));
export type TEditRoute = z.input<typeof ZEditRouteSchema>;

/** The Edit route form's texts, checked as the edit body checks them: a name is required. */
export const ZRouteDetailsFormSchema = z.object({
  name: routeFields.name.unwrap(),
  desc: routeFields.desc.unwrap(),
});
export type TRouteDetailsForm = z.input<typeof ZRouteDetailsFormSchema>;

/** The body of POST /route/ as the server reads it: create without route_id, edit with it. */
export const ZSaveRouteSchema = z
  .object({
    route_id: routeId.optional().nullable(),
    ...routeFields,
    name: text(256).optional(),
  })
  .superRefine((body, ctx) => {
    const isEdit = body.route_id !== undefined && body.route_id !== null;
    if (isEdit && body.name !== undefined && body.name === '') {
      ctx.addIssue({ code: 'custom', path: ['name'], message: Messages.routeNameEmpty });
    }
    if (!isEdit && body.planned_on === undefined) {
      ctx.addIssue({ code: 'custom', path: ['planned_on'], message: RouteMessages.plannedOnRequired });
    }
  })
  .superRefine(coordinatePair('start_point_lat', 'start_point_lng'))
  .superRefine(coordinatePair('end_point_lat', 'end_point_lng'));
export type TSaveRoute = z.input<typeof ZSaveRouteSchema>;
export type TSaveRouteParsed = z.output<typeof ZSaveRouteSchema>;

/** Body of /route_delete/, /route_copy/ and other calls on one route. */
export const ZRouteIdSchema = z.object({ route_id: routeId });
export type TRouteId = z.input<typeof ZRouteIdSchema>;

/** POST /save_drivers/: replaces the drivers selected for the route. */
export const ZSaveDriversSchema = z.object({
  route_id: routeId,
  drivers: z
    .array(positiveId(RouteMessages.invalidDriverIds), { error: Messages.selectDriversFirst })
    .min(1, Messages.selectDriversFirst),
});
export type TSaveDrivers = z.input<typeof ZSaveDriversSchema>;
export type TSaveDriversParsed = z.output<typeof ZSaveDriversSchema>;

/** POST /save_driver/: assigns a team driver to one driver route of the route (null unassigns). */
export const ZSaveDriverSchema = z.object({
  route_id: routeId,
  vehicle_route_id: positiveId(RouteMessages.invalidDriverRouteId),
  driver_id: positiveId(RouteMessages.invalidDriverId).nullable(),
});
export type TSaveDriver = z.input<typeof ZSaveDriverSchema>;
export type TSaveDriverParsed = z.output<typeof ZSaveDriverSchema>;

// ---------------------------------------------------------------------------------------------
// The route and its driver routes as the API returns them (spec section 3)
// ---------------------------------------------------------------------------------------------

/** ISO date-time, or null when it has not happened. */
const isoOrNull = z.string().nullable();

/** A driver route (spec section 3) as listed in a route's driver_routes. */
export const ZDriverRouteSchema = z.object({
  vehicle_route_id: z.number().int(),
  driver_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Metres and seconds. */
  distance: z.number(),
  duration_travel: z.number(),
  duration_total: z.number(),
  /** A RouteStatus. */
  route_status: z.number().int(),
  started_time: isoOrNull,
  finished_time: isoOrNull,
  sent_at: isoOrNull,
  /** The last leg, from the last stop back to the end point: encoded polyline, metres, seconds. */
  end_geometry: z.string(),
  end_distance: z.number(),
  end_duration: z.number(),
  /** The planned day: load, shift and break (absent before an optimisation). */
  day: ZDriverRouteDaySchema.optional(),
});
export type TDriverRoute = z.infer<typeof ZDriverRouteSchema>;

/** A route (spec section 3) as the API returns it. */
export const ZRouteSchema = z.object({
  id: z.number().int(),
  route_id: z.number().int(),
  team_id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  /** 'YYYY-MM-DD' */
  planned_on: z.string(),
  /** ISO date-times. */
  created_at: z.string(),
  updated_at: z.string(),
  /** Minutes since midnight, 0 meaning "now". */
  start_time: z.number().int(),
  start_point_address: z.string(),
  start_point_lat: z.number().nullable(),
  start_point_lng: z.number().nullable(),
  end_point_address: z.string(),
  end_point_lat: z.number().nullable(),
  end_point_lng: z.number().nullable(),
  is_optimized: z.boolean(),
  /**
   * When the optimised plan starts, seconds since midnight of the planned day (the stops' arrivals
   * count from it); null before an optimisation.
   */
  plan_start_seconds: z.number().int().nullable(),
  /** True when the caller sees the route as a driver-only member (read-only). */
  is_driver_route: z.boolean(),
  /** Metres and seconds. */
  distance: z.number(),
  duration_travel: z.number(),
  duration_total: z.number(),
  /** Number of drivers selected for the route, and their ids. */
  drivers: z.number().int(),
  driver_ids: z.array(z.number().int()),
  driver_routes: z.array(ZDriverRouteSchema),
  stops_count: z.number().int(),
  /** Stops marked delivered or failed. */
  stops_done_count: z.number().int(),
  sent_at: isoOrNull,
  /** The route's own vehicle type; null follows the team's. */
  vehicle_type: ZVehicleTypeSchema.nullable().default(null),
  /** The model that made the plan's distances and times, and for which vehicle; null before a plan. */
  travel_model: ZTravelModelSchema.nullable().default(null),
  travel_vehicle: ZVehicleTypeSchema.nullable().default(null),
  /** What the route's optimisation aims for (issue 21). */
  goal: ZRouteGoalSchema.optional(),
});
export type TRoute = z.infer<typeof ZRouteSchema>;

/** One entry of GET /team_route/{routeId}/: a team driver and whether the route uses them. */
export const ZTeamRouteMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** Role bits. */
  role: z.number().int(),
  is_selected: z.boolean(),
});
export type TTeamRouteMember = z.infer<typeof ZTeamRouteMemberSchema>;
