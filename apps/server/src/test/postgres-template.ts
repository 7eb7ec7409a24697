import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database on the run's PostgreSQL server with every migration applied, made once per run. */
    migratedPostgresTemplate: string;
  }
}

const databaseUrl = (baseUrl: string, name: string): string => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Once per run (vitest's global setup) on PostgreSQL: a migrated database every test database is
 * copied from (CREATE DATABASE … TEMPLATE), instead of each test app running every migration.
 * Answers its name and a function dropping it.
 */
export async function createMigratedPostgresTemplate(
  baseUrl: string,
): Promise<{ name: string; remove: () => Promise<void> }> {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
  try {
    await migrateToLatest(handle.db);
  } finally {
    // No session may stay on a template while databases are copied from it.
    await handle.close();
  }
  return { name, remove: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The run's migrated template database, or undefined (outside vitest, or on PGlite). */
export function migratedPostgresTemplate(): string | undefined {
  try {
    return inject('migratedPostgresTemplate') || undefined;
  } catch {
    return undefined;
  }
}

/** A new database on the server (a copy of the run's migrated template when there is one) and its URL. */
export async function createTestDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = migratedPostgresTemplate();
  await onServer(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
