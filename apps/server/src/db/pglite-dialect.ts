import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely dialect for an in-process PGlite database. Kysely ships one only from 0.29, which needs
 * Node 22; this keeps the server on Node 20. PGlite has a single connection, so the driver hands
 * it to one user at a time (a transaction holds it from BEGIN to COMMIT) and everyone else waits.
 */
export class PGliteDialect implements Dialect {
  /** Queries running now and holders waiting for the connection (the metrics read them). */
  readonly use = { in_flight: 0, waiting: 0 };

  constructor(private readonly pglite: PGlite) {}

  createAdapter() {
    return new PGliteAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.use);
  }

  // biome-ignore lint/suspicious/noExplicitAny: Kysely's Dialect interface types this parameter as Kysely<any>.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteAdapter extends PostgresAdapter {
  /** The migrator already holds the only connection for the whole run: no advisory lock needed. */
  override async acquireMigrationLock(): Promise<void> {}

  override async releaseMigrationLock(): Promise<void> {}
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private readonly mutex = new Mutex();

  constructor(
    private readonly pglite: PGlite,
    private readonly use: { in_flight: number; waiting: number },
  ) {
    this.connection = new PGliteConnection(pglite, use);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.use.waiting++;
    try {
      await this.mutex.lock();
    } finally {
      this.use.waiting--;
    }
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    this.mutex.unlock();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    const access = settings.accessMode ? ` ${settings.accessMode}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}${access}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  /** The PGlite instance belongs to whoever created it; openDatabase closes it after Kysely. */
  async destroy(): Promise<void> {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly use: { in_flight: number },
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    this.use.in_flight++;
    const result = await this.pglite
      .query<R>(compiled.sql, [...compiled.parameters], { rowMode: 'object' })
      .finally(() => {
        this.use.in_flight--;
      });
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite returns whole results; there is nothing to stream.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/** One holder at a time; waiters are served in the order they asked. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    const previous = this.tail;
    let release = () => {};
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}
