import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  LiveClientEvents,
  LiveEvents,
  LiveProtocol,
  LiveServerEvents,
  type TClientToServerEvents,
  type TImportProgress,
  type TLiveLoginAnswer,
  type TServerToClientEvents,
  type TUserLoggedIn,
} from './live.js';

describe('the live protocol', () => {
  it('declares every event name, both ways, with a payload schema', () => {
    expect(Object.keys(LiveProtocol.serverToClient).sort()).toEqual(
      [...Object.values(LiveEvents), ...Object.values(LiveServerEvents)].sort(),
    );
    expect(Object.keys(LiveProtocol.clientToServer)).toEqual(Object.values(LiveClientEvents));
  });

  it("parses each event's payload as the spec says: the route id, a message, an import's progress", () => {
    for (const event of Object.values(LiveEvents)) {
      expect(LiveProtocol.serverToClient[event].safeParse(7).success).toBe(true);
      expect(LiveProtocol.serverToClient[event].safeParse('7').success).toBe(false);
    }
    expect(
      LiveProtocol.serverToClient[LiveServerEvents.loginRefused].safeParse('Please log in again').success,
    ).toBe(true);
    const progress = LiveProtocol.serverToClient[LiveServerEvents.importProgress];
    expect(progress.safeParse({ routeId: 1, placed: 2, total: 3 }).success).toBe(true);
    expect(progress.safeParse({ routeId: 1, placed: 4, total: 3 }).success).toBe(false);
  });

  it("derives Socket.IO's event maps from the schemas", () => {
    expectTypeOf<TServerToClientEvents[typeof LiveEvents.stopChanged]>().toEqualTypeOf<
      (payload: number) => void
    >();
    expectTypeOf<TServerToClientEvents[typeof LiveServerEvents.loginRefused]>().toEqualTypeOf<
      (payload: string) => void
    >();
    expectTypeOf<TServerToClientEvents[typeof LiveServerEvents.importProgress]>()
      .parameter(0)
      .toEqualTypeOf<TImportProgress>();
    expectTypeOf<TClientToServerEvents[typeof LiveClientEvents.userLoggedIn]>().toEqualTypeOf<
      (payload: TUserLoggedIn, ack: (answer: TLiveLoginAnswer) => void) => void
    >();
    const routeChanged = expectTypeOf<TServerToClientEvents[typeof LiveEvents.routeChanged]>();
    // @ts-expect-error the route id is a number, not a string
    routeChanged.toEqualTypeOf<(payload: string) => void>();
  });
});
