import { Messages, ServerMessages } from '@rp/contracts';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import type { Database } from '../../db/schema.js';
import { markRouteChanged, routeForRead, routeForWrite, routeScopeOf } from './route-access.js';
import { routesRepository, type TRouteRow, type TRouteScope } from './routes.repository.js';

/**
 * Who may see and change which route, as rules: the scope each caller's lookup is made with, and
 * what a write is refused with. The lookup itself (the SQL of the scope) is guarded by routes.test.ts.
 */

const db = {} as Kysely<Database>;

const caller = (over: Partial<TAuthContext>): TAuthContext =>
  ({ userId: 41, teamId: 7, isDispatcher: true, isDriver: false, ...over }) as TAuthContext;
const dispatcher = caller({});
const driverOnly = caller({ userId: 42, isDispatcher: false, isDriver: true });

const aRoute = (over: Partial<TRouteRow> = {}): TRouteRow =>
  ({ id: 300, team_id: 7, is_optimized: false, sent_at: null, ...over }) as TRouteRow;

/** The repository answering `row` and remembering how it was asked. */
function routesFound(row: TRouteRow | undefined) {
  return vi.spyOn(routesRepository, 'findRoute').mockResolvedValue(row);
}

async function refusal(p: Promise<unknown>): Promise<[number, string]> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof AppError)) throw new Error(`expected a refusal, got ${String(e)}`);
  return [e.statusCode, e.message];
}

afterEach(() => vi.restoreAllMocks());

describe('the scope of a caller', () => {
  it("a dispatcher's is the whole team", () => {
    expect(routeScopeOf(dispatcher)).toEqual({ teamId: 7 });
  });

  it("a driver-only member's is their team and only the routes they are on", () => {
    expect(routeScopeOf(driverOnly)).toEqual({ teamId: 7, driverUserId: 42 });
  });

  it('a member who is both dispatcher and driver sees the whole team', () => {
    expect(routeScopeOf(caller({ isDispatcher: true, isDriver: true }))).toEqual({ teamId: 7 });
  });
});

describe('reading a route', () => {
  it("looks it up in the caller's scope and answers it", async () => {
    const found = routesFound(aRoute());
    await expect(routeForRead(db, driverOnly, 300)).resolves.toEqual(aRoute());
    expect(found).toHaveBeenCalledWith(db, { teamId: 7, driverUserId: 42 } satisfies TRouteScope, 300);
  });

  it('a route outside the scope (another team, not on it) is 404, never its data', async () => {
    routesFound(undefined);
    expect(await refusal(routeForRead(db, dispatcher, 300))).toEqual([404, ServerMessages.notFound]);
  });
});

describe('changing a route', () => {
  it("locks it for the transaction, looked up in the caller's scope", async () => {
    const found = routesFound(aRoute());
    await expect(routeForWrite(db, dispatcher, 300)).resolves.toEqual(aRoute());
    expect(found).toHaveBeenCalledWith(db, { teamId: 7 }, 300, { forUpdate: true });
  });

  it('a route outside the scope is 404, for a driver too', async () => {
    routesFound(undefined);
    expect(await refusal(routeForWrite(db, dispatcher, 300))).toEqual([404, ServerMessages.notFound]);
    expect(await refusal(routeForWrite(db, driverOnly, 300))).toEqual([404, ServerMessages.notFound]);
  });

  it("a driver-only member's own route is read-only: 409 with the spec's text", async () => {
    routesFound(aRoute());
    expect(await refusal(routeForWrite(db, driverOnly, 300))).toEqual([409, Messages.driverRouteReadOnly]);
  });

  it('an optimised route is refused with the given message when the write asks so', async () => {
    routesFound(aRoute({ is_optimized: true, sent_at: new Date('2030-01-02T08:00:00Z') }));
    expect(await refusal(routeForWrite(db, dispatcher, 300, { lockedWhenOptimized: 'Locked' }))).toEqual([
      409,
      'Locked',
    ]);
    await expect(routeForWrite(db, dispatcher, 300)).resolves.toMatchObject({ id: 300 });
  });

  it('a route not optimised is open to every write', async () => {
    routesFound(aRoute());
    const opts = { lockedWhenOptimized: 'Locked', lockedWhenOptimizedUnsent: 'Unsent' };
    await expect(routeForWrite(db, dispatcher, 300, opts)).resolves.toMatchObject({ id: 300 });
  });

  it('optimised and not yet sent is refused with the unsent message; once sent it is open again', async () => {
    const opts = { lockedWhenOptimizedUnsent: 'Optimised, not sent' };
    routesFound(aRoute({ is_optimized: true, sent_at: null }));
    expect(await refusal(routeForWrite(db, dispatcher, 300, opts))).toEqual([409, 'Optimised, not sent']);
    vi.restoreAllMocks();
    routesFound(aRoute({ is_optimized: true, sent_at: new Date('2030-01-02T08:00:00Z') }));
    await expect(routeForWrite(db, dispatcher, 300, opts)).resolves.toMatchObject({ id: 300 });
    vi.restoreAllMocks();
    routesFound(aRoute({ is_optimized: false, sent_at: null }));
    await expect(routeForWrite(db, dispatcher, 300, opts)).resolves.toMatchObject({ id: 300 });
  });
});

describe('marking a route changed', () => {
  it('touches that route at the given time, in the given transaction', async () => {
    const touch = vi.spyOn(routesRepository, 'touchRoute').mockResolvedValue([]);
    const now = new Date('2030-01-02T09:30:00Z');
    await markRouteChanged(db, 300, now);
    expect(touch).toHaveBeenCalledWith(db, 300, now);
  });
});
