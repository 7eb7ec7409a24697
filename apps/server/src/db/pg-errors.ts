/** A write refused by a unique index (PostgreSQL's SQLSTATE 23505; PGlite reports the same code). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
