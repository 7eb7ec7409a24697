import type { Updateable } from 'kysely';
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

/** The only SQL of billing: a team's plan columns and the Stripe events already applied. */
export const billingRepository = {
  /** The team row, locked until the transaction ends (or undefined when there is none). */
  lockTeam(db: Db, teamId: number) {
    return db.selectFrom('teams').selectAll().where('id', '=', teamId).forUpdate().executeTakeFirst();
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
