import { LIVE_PROTOCOL_VERSION, LiveServerEvents } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { DriverSocketFrames, readDriverSocketFrame } from './handover-frames';

describe("the driver app's live socket frames", () => {
  it('joins with the protocol version and logs in with the token', () => {
    expect(DriverSocketFrames.join).toBe(`40{"v":${LIVE_PROTOCOL_VERSION}}`);
    expect(DriverSocketFrames.logIn('abc')).toBe('42["userLoggedIn","abc"]');
  });

  it('hears a hand-over, a ping, the join and a refusal', () => {
    const handover = { route_id: 3, vehicle_route_id: 7, to_name: 'Ben' };
    expect(
      readDriverSocketFrame(`42${JSON.stringify([LiveServerEvents.routeHandedOver, handover])}`),
    ).toEqual({
      kind: 'handedOver',
      handover,
    });
    expect(readDriverSocketFrame('2')).toEqual({ kind: 'ping' });
    expect(readDriverSocketFrame('40{"sid":"x"}')).toEqual({ kind: 'joined' });
    expect(readDriverSocketFrame('44{"message":"old"}')).toEqual({ kind: 'refused' });
    expect(readDriverSocketFrame(`42${JSON.stringify([LiveServerEvents.loginRefused, 'no'])}`)).toEqual({
      kind: 'refused',
    });
  });

  it('ignores other events and anything it cannot read', () => {
    expect(readDriverSocketFrame('42["stop-changed",5]')).toEqual({ kind: 'other' });
    expect(
      readDriverSocketFrame(`42${JSON.stringify([LiveServerEvents.routeHandedOver, { route_id: 'x' }])}`),
    ).toEqual({
      kind: 'other',
    });
    expect(readDriverSocketFrame('42[not json')).toEqual({ kind: 'other' });
    expect(readDriverSocketFrame('0{"sid":"x"}')).toEqual({ kind: 'other' });
  });
});
