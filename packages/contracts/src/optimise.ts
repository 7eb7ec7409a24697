import { z } from 'zod';

/** POST /optimize/: true reorders the stops across the selected drivers; false keeps the order and computes times. */
export const ZOptimizeSchema = z.object({
  route_id: z.coerce.number().int().positive(),
  is_route_optimization: z.boolean().default(true),
});
export type TOptimize = z.input<typeof ZOptimizeSchema>;

/** Answer of /optimize/: err 0 is success (spec section 8). */
export interface TOptimizeAnswer {
  err: number;
  message: string;
  /** Stops no driver can serve (vehicle_route_id -1). */
  unassigned?: number;
  /** Seconds the search ran. */
  seconds?: number;
}

/** Server texts of the optimise flow that are not in the spec's catalogue. */
export const OptimiseMessages = {
  startEndMissing: 'Set the start and end location of the route first',
  alreadyStarted: 'A driver has already started this route; it can no longer be optimised',
  changedMeanwhile: 'The route changed while it was being optimised. Please try again.',
  alreadyRunning: 'This route is being optimised already',
  routingFailed: (reason: string): string => `Road distances could not be computed: ${reason}`,
  notOptimized: 'This route is not optimised',
} as const;
