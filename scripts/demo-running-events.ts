/**
 * Prints, as JSON, the running events of the demo data with their recipients and those who applied, counted with
 * plain SQL from the rows the seeded builder makes (into a private in-memory database). The dashboards' browser test
 * compares the screens with it: `node --conditions=source --import tsx scripts/demo-running-events.ts`.
 */
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../apps/api/src/adapters/storage/file-storage';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDemoData, seedReferenceData } from '../apps/api/src/db/demo-data/index';
import { advanceEventStatuses } from '../apps/api/src/modules/event';

async function main(): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null });
  const storage: FileStorage = {
    put: async () => {},
    get: async () => null,
    read: async () => null,
    exists: async () => false,
  };
  await seedReferenceData(database.db, storage);
  await seedDemoData(database.db, storage, { now: new Date() });
  // As the server does at start: the clock closes the demo event that has ended.
  await advanceEventStatuses({ db: database.db, now: () => new Date() });
  const result = (await database.db.execute(
    sql`select e.event_nm as "eventNm", c.cmpy_nm as "cmpyNm", count(r.*)::int as recipients,
       count(r.*) filter (where r.used_cnt > 0)::int as applied
     from event e join company c on c.cmpy_cd = e.cmpy_cd left join event_recipient r on r.event_sn = e.event_sn
     where e.event_stat_cd = '02' and e.test_yn = 'N' group by e.event_sn, e.event_nm, c.cmpy_nm`,
  )) as unknown as { rows: unknown[] };
  await database.close();
  process.stdout.write(`${JSON.stringify(result.rows)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
