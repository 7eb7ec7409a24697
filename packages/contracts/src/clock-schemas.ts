import { z } from 'zod';
import type { TTeamClock } from './clock.js';

export const ClockMessages = {
  invalidHourCycle: 'The clock must be 12 or 24 hours',
} as const;

export const ZHourCycleSchema = z.union([z.literal(12), z.literal(24)], {
  error: ClockMessages.invalidHourCycle,
});

/** A team's clock as answers carry it: its IANA time zone and its 12/24-hour convention. */
export const ZTeamClockSchema = z.object({
  timezone: z.string(),
  hour_cycle: ZHourCycleSchema,
}) satisfies z.ZodType<TTeamClock>;
