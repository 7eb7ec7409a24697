import { z } from 'zod';
import { dbId } from '../input.js';
import { ZRouteIdParamsSchema } from '../routes.js';
import {
  ZDriverIdParamsSchema,
  ZRouteGoalSchema,
  ZRouteWorkdaySchema,
  ZSaveDriverWorkdaySchema,
  ZSaveRouteWorkdaySchema,
  ZWorkdaySchema,
} from '../workday.js';
import { defineCall } from './define.js';

const tag = 'workday';

export const ZDriverWorkdayAnswerSchema = z.object({ driver_id: z.number().int(), workday: ZWorkdaySchema });
export type TDriverWorkdayAnswer = z.infer<typeof ZDriverWorkdayAnswerSchema>;

export const ZRouteWorkdaysAnswerSchema = z.object({
  goal: ZRouteGoalSchema,
  drivers: z.array(ZRouteWorkdaySchema),
});
export type TRouteWorkdaysAnswer = z.infer<typeof ZRouteWorkdaysAnswerSchema>;

export const ZSaveRouteWorkdayAnswerSchema = z.object({
  success: z.literal(true),
  driver: ZRouteWorkdaySchema,
});
export type TSaveRouteWorkdayAnswer = z.infer<typeof ZSaveRouteWorkdayAnswerSchema>;

/** POST /save_route_goal/: what the route's next optimisation aims for. */
export const ZSaveRouteGoalSchema = z.object({
  route_id: dbId('The route id must be a positive whole number'),
  goal: ZRouteGoalSchema,
});
export type TSaveRouteGoal = z.input<typeof ZSaveRouteGoalSchema>;
export const ZSaveRouteGoalAnswerSchema = z.object({ success: z.literal(true), goal: ZRouteGoalSchema });

/** Drivers' working days (team defaults and per-route overrides) and the route's goal; dispatchers only. */
export const workdayCalls = {
  driverWorkday: defineCall({
    method: 'GET',
    path: '/driver_workday/{driverId}/',
    tag,
    summary: "A team driver's default working day: shift, break, start and end place, limits, skills.",
    params: ZDriverIdParamsSchema,
    answer: ZDriverWorkdayAnswerSchema,
  }),
  saveDriverWorkday: defineCall({
    method: 'POST',
    path: '/save_driver_workday/',
    tag,
    summary: "Replaces a team driver's default working day (null fields: not set).",
    body: ZSaveDriverWorkdaySchema,
    answer: ZDriverWorkdayAnswerSchema,
  }),
  routeWorkdays: defineCall({
    method: 'GET',
    path: '/route_workdays/{routeId}/',
    tag,
    summary: "The route's goal and each selected driver's working day: default, override and effective.",
    params: ZRouteIdParamsSchema,
    answer: ZRouteWorkdaysAnswerSchema,
  }),
  saveRouteWorkday: defineCall({
    method: 'POST',
    path: '/save_route_workday/',
    tag,
    summary:
      "Replaces a selected driver's working day on this route (null fields take the driver's default).",
    body: ZSaveRouteWorkdaySchema,
    answer: ZSaveRouteWorkdayAnswerSchema,
  }),
  saveRouteGoal: defineCall({
    method: 'POST',
    path: '/save_route_goal/',
    tag,
    summary: "Sets what the route's optimisation aims for: shortest, fewest drivers or balanced.",
    body: ZSaveRouteGoalSchema,
    answer: ZSaveRouteGoalAnswerSchema,
  }),
} as const;
