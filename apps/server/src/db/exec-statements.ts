import { type Kysely, sql } from 'kysely';

/**
 * Runs a migration's SQL one statement at a time: PGlite's query API (like the extended protocol)
 * accepts only one statement per call. Statements are separated by a semicolon at the end of a line.
 */
export async function execStatements(db: Kysely<unknown>, text: string): Promise<void> {
  const statements = text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
