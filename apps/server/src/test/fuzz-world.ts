import { Api } from '@rp/contracts';
import { answerOf } from './api-call.js';
import { sentDriverDay, type TDriverDay } from './driver-helpers.js';
import { addStop, createRoute, newTeam, type TTestTeam } from './routes-helpers.js';
import { call, type TTestApp } from './test-app.js';

/** Who a generated request is made as. */
export type TActorName = 'none' | 'badToken' | 'dispatcher' | 'driver' | 'otherDispatcher';

/**
 * A seeded team for the fuzz test: a dispatcher, a driver-only member (Anna) with a sent driver
 * route, a plain route with stops, and a second team with its own route and stop.
 */
export interface TFuzzWorld {
  day: TDriverDay;
  /** A route of the team that is not optimised, with two stops. */
  plainRouteId: number;
  plainStopIds: number[];
  other: TTestTeam;
  otherRouteId: number;
  otherStopId: number;
  /** An open test-mode checkout session of the team (BILLING=test), so paying it is fuzzed too. */
  checkoutSessionId: string;
  tokens: Record<TActorName, string | null>;
}

export const FUZZ_PASSWORD = 'correct horse 1';

export async function seedFuzzWorld(t: TTestApp): Promise<TFuzzWorld> {
  const day = await sentDriverDay(t);
  const plainRouteId = await createRoute(t, day.team.token);
  const first = await addStop(t, day.team.token, plainRouteId, { name: 'First' });
  const second = await addStop(t, day.team.token, plainRouteId, { name: 'Second', lat: 39.96 });
  const other = await newTeam(t);
  const otherRouteId = await createRoute(t, other.token);
  const otherStop = await addStop(t, other.token, otherRouteId, { name: 'Theirs' });
  const checkout = await call(t.app, 'POST', '/create-checkout-session/', { token: day.team.token });
  const checkoutSessionId = answerOf(checkout, Api.createCheckoutSession).data.url.replace(
    '/test-checkout/',
    '',
  );
  return {
    day,
    plainRouteId,
    plainStopIds: [first.id, second.id],
    other,
    otherRouteId,
    otherStopId: otherStop.id,
    checkoutSessionId,
    tokens: {
      none: null,
      badToken: 'not-a-session-token-0123456789abcdef',
      dispatcher: day.team.token,
      driver: day.anna.token,
      otherDispatcher: other.token,
    },
  };
}

/** Every row id of the world (own team and other team), as the generator mixes them into inputs. */
export function worldIds(w: TFuzzWorld): number[] {
  return [
    w.day.routeId,
    w.day.annaRoute,
    w.day.benRoute,
    ...w.day.annaStops,
    ...w.day.benStops,
    w.day.anna.userId,
    w.day.ben.userId,
    w.day.team.userId,
    w.plainRouteId,
    ...w.plainStopIds,
    w.other.userId,
    w.otherRouteId,
    w.otherStopId,
  ];
}
