import type { TConfig } from './config.js';
import type { Db } from './db/database.js';
import type { Mailer } from './modules/email/mailer.js';
import type { Geocoder } from './modules/geo/geocoder.js';

/** What every module's routes receive: the parts of the running product, built once in buildApp. */
export interface TAppDeps {
  db: Db;
  config: TConfig;
  mailer: Mailer;
  geocoder: Geocoder;
  /** The time, injectable so tests can move past a trial or a token's expiry. */
  now: () => Date;
}
