import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TestBillingSessionsTable, TestBillingSubscriptionsTable } from '../../db/schema.js';

/** The only SQL of the built-in test billing mode: its checkout and portal sessions and its subscriptions. */
export const testBillingRepository = {
  /** A session, locked until the transaction ends. */
  lockSession(db: Db, sessionId: string) {
    return db
      .selectFrom('test_billing_sessions')
      .selectAll()
      .where('id', '=', sessionId)
      .forUpdate()
      .executeTakeFirst();
  },

  async insertSession(db: Db, row: Insertable<TestBillingSessionsTable>): Promise<void> {
    await db.insertInto('test_billing_sessions').values(row).execute();
  },

  async completeSession(db: Db, sessionId: string, now: Date): Promise<void> {
    await db
      .updateTable('test_billing_sessions')
      .set({ status: 'complete', completed_at: now })
      .where('id', '=', sessionId)
      .execute();
  },

  findSubscription(db: Db, id: string) {
    return db.selectFrom('test_billing_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  updateSubscription(db: Db, id: string, patch: Updateable<TestBillingSubscriptionsTable>) {
    return db
      .updateTable('test_billing_subscriptions')
      .set(patch)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  insertSubscription(db: Db, row: Insertable<TestBillingSubscriptionsTable>) {
    return db.insertInto('test_billing_subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  },
};
