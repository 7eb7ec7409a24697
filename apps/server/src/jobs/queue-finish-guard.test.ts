import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { QUEUE_SCHEMA, type TQueueSql } from './job-sql.repository.js';
import { guardJobFinishes } from './queue-finish-guard.js';

const JOB_ID = '00000000-0000-4000-8000-000000000001';
const down = new Error('connect ECONNREFUSED');

/** A database port that is down: every statement fails, and each text is kept. */
function downDatabase(): TQueueSql & { texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    async executeSql(text) {
      texts.push(text);
      throw down;
    },
  };
}

/** A real pg-boss over the guarded database port that is down, and the errors the guard told. */
function guardedQueueWithDatabaseDown() {
  const db = downDatabase();
  const errors: unknown[] = [];
  const boss = new PgBoss({
    db: guardJobFinishes(db, QUEUE_SCHEMA, (err) => errors.push(err)),
    schema: QUEUE_SCHEMA,
  });
  return { db, errors, boss };
}

describe('a job finished while the database is down', () => {
  it("answers pg-boss's complete and fail as 'no job changed' and tells the error", async () => {
    const { db, errors, boss } = guardedQueueWithDatabaseDown();
    await expect(boss.complete('solve', JOB_ID)).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fail('solve', JOB_ID, new Error('solver crashed'))).resolves.toMatchObject({
      affected: 0,
    });
    expect(db.texts).toHaveLength(2);
    expect(errors).toEqual([down, down]);
  });

  it('lets every other statement fail to its caller', async () => {
    const { errors, boss } = guardedQueueWithDatabaseDown();
    await expect(boss.send('solve', {})).rejects.toBe(down);
    await expect(boss.cancel('solve', JOB_ID)).rejects.toBe(down);
    expect(errors).toEqual([]);
  });
});
