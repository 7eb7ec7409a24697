import { ZTakenWhereSchema } from '@rp/contracts';
import type { z } from 'zod';

type TWhere = z.infer<typeof ZTakenWhereSchema>;

const KEY = 'driver_last_position';

/** The phone's last known position: stamped on every action, kept across reloads. */
export const lastPosition = {
  get(): TWhere | undefined {
    try {
      const parsed = ZTakenWhereSchema.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  },
  set(where: TWhere): void {
    localStorage.setItem(KEY, JSON.stringify(where));
  },
};
