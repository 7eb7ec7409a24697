import type { Db } from '../../db/database.js';
import { authRepository } from './auth.repository.js';

/** The account with this e-mail address (any case), or undefined; for other modules' rules. */
export function findAccountByEmail(db: Db, email: string) {
  return authRepository.findUserByEmail(db, email);
}

/** Ends every session of the user (in db, which may be the caller's transaction). */
export async function endSessionsOfUser(db: Db, userId: number): Promise<void> {
  await authRepository.deleteSessionsOfUser(db, userId);
}
