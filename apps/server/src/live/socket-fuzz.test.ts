import { LiveClientEvents, LiveEvents, ServerMessages, ZUserLoggedInSchema } from '@rp/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFuzzWorld, type TFuzzWorld } from '../test/fuzz-world.js';
import {
  connectTestSocket,
  listenOnFreePort,
  refusalsOf,
  type TTestSocket,
} from '../test/socket-test-helpers.js';
import { createTestApp, type TTestApp } from '../test/test-app.js';

/* Generated messages on the socket, before and after a log-in as the dispatcher, the driver-only
   member or another team's dispatcher: the server never fails, a userLoggedIn whose payload the
   contracts' schema refuses (or whose token is no session) is answered with a refusal and the socket
   dropped, and a socket only ever hears the events of the one it is logged in as. fast-check picks
   the seed and prints it with the shrunk messages when a run fails. */

const RUNS = 150;

/** Who a socket may be logged in as. */
type TActor = 'dispatcher' | 'driver' | 'otherDispatcher';
const ACTORS: readonly TActor[] = ['dispatcher', 'driver', 'otherDispatcher'];

/** Names the client library will not emit itself (its own events). */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

let t: TTestApp;
let baseUrl: string;
let w: TFuzzWorld;
let tokens: Record<TActor, string>;
let clientCounter = 0;

beforeAll(async () => {
  // Behind a trusted proxy so each socket has its own address: the per-address limits stay out of the way.
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', LIVE_SOCKETS_PER_USER: '1000' } });
  baseUrl = await listenOnFreePort(t.app);
  w = await seedFuzzWorld(t);
  tokens = { dispatcher: w.day.team.token, driver: w.day.anna.token, otherDispatcher: w.other.token };
});
afterAll(async () => {
  await t?.close();
});

async function connectFromNewAddress(): Promise<TTestSocket> {
  clientCounter += 1;
  const forwardedFor = `10.77.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
  return connectTestSocket(baseUrl, { headers: { 'x-forwarded-for': forwardedFor } });
}

/** A token as a client might send it: a real one, one nearly right, or junk. */
function tokenArb(): fc.Arbitrary<string> {
  const real = fc.constantFrom(...Object.values(tokens));
  return fc.oneof(
    { weight: 4, arbitrary: real },
    {
      weight: 2,
      arbitrary: real.chain((token) =>
        fc.constantFrom(` ${token}`, `${token} `, `Bearer ${token}`, token.slice(1), token.toUpperCase()),
      ),
    },
    { weight: 2, arbitrary: fc.string({ maxLength: 260 }) },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** One argument of userLoggedIn: what the schema takes, near misses, and anything JSON can carry. */
function payloadArb(): fc.Arbitrary<unknown> {
  const token = tokenArb();
  return fc.oneof(
    { weight: 3, arbitrary: token },
    { weight: 3, arbitrary: fc.record({ token }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })), token)
        .map(([extra, value]) => ({ ...extra, token: value })),
    },
    { weight: 1, arbitrary: fc.record({ token: fc.jsonValue({ maxDepth: 2 }) }) },
    { weight: 1, arbitrary: fc.array(token, { maxLength: 3 }) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 2 }) },
  );
}

/** Another event name the server does not listen to, with its arguments. */
const otherEventArb = fc.record({
  name: fc.string({ maxLength: 30 }).filter((n) => !RESERVED.has(n) && n !== LiveClientEvents.userLoggedIn),
  args: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
});

interface TSocketRun {
  /** Logged in as this actor first (null: not). */
  before: TActor | null;
  others: { name: string; args: unknown[] }[];
  login: unknown[];
}

/** Built once the world's tokens exist (the generators mix them in). */
const runArb = (): fc.Arbitrary<TSocketRun> =>
  fc
    .record({
      before: fc.option(fc.constantFrom(...ACTORS)),
      others: fc.array(otherEventArb, { maxLength: 2 }),
      login: fc.array(payloadArb(), { maxLength: 3 }),
    })
    // Far below the server's 16 kB message limit, over which it closes the connection without a word.
    .filter((run) => JSON.stringify(run).length < 8000);

/** What the server makes of the arguments (they travel as JSON) and whom it logs in: the model. */
function expectedActor(loginArgs: unknown[]): TActor | null {
  const received = JSON.parse(JSON.stringify(loginArgs)) as unknown[];
  const parsed = ZUserLoggedInSchema.safeParse(received[0]);
  if (!parsed.success) return null;
  const token = typeof parsed.data === 'string' ? parsed.data : parsed.data.token;
  return ACTORS.find((actor) => tokens[actor] === token) ?? null;
}

/** The events each actor may hear of the three published per run (see publishRound). */
function allowedEvents(actor: TActor): string[] {
  const own = `route-changed:${w.day.annaRoute}`;
  if (actor === 'otherDispatcher')
    return [`stop-changed:${w.otherRouteId}`, `stop-changed:${w.day.annaRoute}`];
  return [own];
}

/**
 * The team's change on the driver's route, and two of the other team: its own route, and the same
 * route id as the first (a route id alone must not carry another team's event to the driver).
 */
async function publishRound(): Promise<void> {
  t.deps.live.publish({
    event: LiveEvents.routeChanged,
    teamId: w.day.team.teamId,
    routeId: w.day.annaRoute,
  });
  t.deps.live.publish({ event: LiveEvents.stopChanged, teamId: w.other.teamId, routeId: w.otherRouteId });
  t.deps.live.publish({ event: LiveEvents.stopChanged, teamId: w.other.teamId, routeId: w.day.annaRoute });
  await t.liveSocket.flushed();
}

async function checkRun(run: TSocketRun): Promise<void> {
  const s = await connectFromNewAddress();
  try {
    if (run.before) expect(await s.logIn(tokens[run.before])).toEqual({ success: true });
    for (const other of run.others) s.socket.emit(other.name, ...other.args);
    const answer = await s.logIn(...run.login);
    const actor = expectedActor(run.login);
    const what = JSON.stringify(run).slice(0, 300);
    if (!actor) {
      expect(answer, what).toEqual({ success: false, message: ServerMessages.unauthorized });
      await s.disconnected;
      expect(refusalsOf(s), what).toEqual([ServerMessages.unauthorized]);
      await publishRound();
      expect(s.liveEvents(), what).toEqual([]);
      return;
    }
    expect(answer, what).toEqual({ success: true });
    await publishRound();
    const allowed = allowedEvents(actor);
    await s.waitForLiveEvents(allowed.length);
    // Barrier: this answer is written after every event above, so a stray one would be seen.
    expect(await s.logIn(tokens[actor])).toEqual({ success: true });
    expect(s.liveEvents(), what).toEqual(allowed);
  } finally {
    s.close();
  }
}

describe('generated socket messages', () => {
  it('never break the server, are refused unless the schema and a session take them, and never carry another team’s events', async () => {
    await fc.assert(fc.asyncProperty(runArb(), checkRun), { numRuns: RUNS });
  }, 240_000);

  it('leave the server serving: raw packets that are no valid message drop only their own connection', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (raw) => {
        const s = await connectFromNewAddress();
        // Straight onto the engine.io connection, past the client's encoder ('4' opens a message packet).
        s.socket.io.engine.send(`4${raw}`);
        s.close();
      }),
      { numRuns: RUNS },
    );
    const s = await connectFromNewAddress();
    expect(await s.logIn(tokens.dispatcher)).toEqual({ success: true });
    await publishRound();
    expect(await s.waitForLiveEvents(1)).toEqual(allowedEvents('dispatcher'));
    s.close();
  }, 120_000);
});
