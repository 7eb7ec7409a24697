import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { operatorAdmins } from '../modules/admin/operator-admins.service.js';

const USAGE = 'usage: npm run admin -- grant EMAIL | revoke EMAIL | list';

/** Operator command: flags a user as admin (admin pages and calls), removes the flag, or lists admins. */
async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || (command !== 'list' && !email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await migrateToLatest(handle.db);
    if (command === 'list') {
      const admins = await operatorAdmins.list(handle.db);
      console.log(admins.join('\n') || '(no admins)');
      return 0;
    }
    if (command !== 'grant' && command !== 'revoke') {
      console.error(USAGE);
      return 2;
    }
    const found = await operatorAdmins.set(handle.db, email as string, command === 'grant');
    if (!found) {
      console.error(`No user with the e-mail ${email}`);
      return 1;
    }
    console.log(`${email} is ${command === 'grant' ? 'now' : 'no longer'} an admin`);
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
