import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Guard } from './http/auth-guard';

/** What every module receives. Tests build the app with their own database, clock and adapters. */
export type AppDeps = {
  db: Db;
  config: Config;
  now: () => Date;
  guard: Guard;
  storage: FileStorage;
};
