import { Role } from '@rp/contracts';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TeamsTable } from '../../db/schema.js';

/** The plan_* columns a provider's subscription writes (only applySubscriptionFacts calls it). */
export type TTeamPlanPatch = Pick<
  Updateable<TeamsTable>,
  | 'plan'
  | 'plan_subscription_id'
  | 'plan_customer_id'
  | 'plan_status'
  | 'plan_quantity'
  | 'plan_product'
  | 'plan_current_period_start'
  | 'plan_current_period_end'
  | 'plan_cancel_at_period_end'
>;

/**
 * The only SQL of billing: the team row it prices and whose plan_* columns it writes (teams depends
 * on billing's plan rule, so billing reads the row itself rather than through teams), the number of
 * drivers paid for, and the Stripe events already applied.
 */
export const billingRepository = {
  findTeam(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).executeTakeFirstOrThrow();
  },

  /** The team row, locked until the transaction ends. */
  lockTeam(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
  },

  /** The team row, locked until the transaction ends, or undefined when there is no such team. */
  lockTeamIfAny(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).forUpdate().executeTakeFirst();
  },

  /** Members holding the driver role: what a subscription's quantity is compared with. */
  async countDrivers(db: Db, teamId: number): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where(sql<boolean>`(role & ${Role.Driver}) = ${Role.Driver}`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The first team that has this subscription or this customer, by id. */
  async findTeamIdOfSubscription(db: Db, subscriptionId: string, customerId: string) {
    const found = await db
      .selectFrom('teams')
      .select('id')
      .where((eb) =>
        eb.or([eb('plan_subscription_id', '=', subscriptionId), eb('plan_customer_id', '=', customerId)]),
      )
      .orderBy('id')
      .executeTakeFirst();
    return found?.id;
  },

  async updateTeamPlan(db: Db, teamId: number, patch: TTeamPlanPatch): Promise<void> {
    await db.updateTable('teams').set(patch).where('id', '=', teamId).execute();
  },

  /** Records a Stripe event's id; false when it was recorded before (a repeat delivery). */
  async recordEvent(db: Db, event: { id: string; type: string }, now: Date): Promise<boolean> {
    const inserted = await db
      .insertInto('billing_events')
      .values({ event_id: event.id, type: event.type, team_id: null, received_at: now })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async setEventTeam(db: Db, eventId: string, teamId: number): Promise<void> {
    await db.updateTable('billing_events').set({ team_id: teamId }).where('event_id', '=', eventId).execute();
  },

  async eventRecorded(db: Db, eventId: string): Promise<boolean> {
    const row = await db
      .selectFrom('billing_events')
      .select('event_id')
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  },
};
