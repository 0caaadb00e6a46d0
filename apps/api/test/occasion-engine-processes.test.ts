import { AUTH_CD } from '@pcs/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { appUser, eventProduct, eventRecipient, occasionEvent } from '../src/db/schema/index';
import { computeOccasions, sendDueOccasions, sendOccasionReminders } from '../src/modules/occasion';
import { createCompany, createProduct } from './helpers/factories';
import { createRule, kst } from './helpers/occasions';
import { testDatabaseUrl } from './helpers/other-process';
import { setupTestApp } from './helpers/test-app';

const t = setupTestApp();
const onPostgres = process.env.PCS_TEST_BACKEND === 'postgres';
const PEOPLE = 1_200;

/**
 * A second server process's database handle: on PostgreSQL its own pool on the same database; PGlite has one
 * connection in one process, so there the two "processes" share it (still interleaving at every await).
 */
async function secondProcess(): Promise<Pick<Database, 'db' | 'close' | 'conflictRetries'>> {
  if (!onPostgres) return { db: t.database.db, close: async () => {}, conflictRetries: { retries: 0 } };
  return openDatabase({ databaseUrl: await testDatabaseUrl(t.database), dataDir: null, poolSize: 10 });
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0;

describe('two engines on one database', () => {
  it('compute, send and remind once: one occurrence per key, one event per rule and day, one message each', async () => {
    const db = t.database.db;
    const { cmpyCd } = await createCompany(db);
    const prod = await createProduct(db);
    const rule = await createRule(db, { cmpyCd, prodSnList: [prod.prodSn], reminderDays: [3] });
    await db.insert(appUser).values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        unqUserId: `P${String(i).padStart(7, '0')}`,
        userId: `process${i}`,
        passwordHash: 'x',
        userNm: `직원${i}`,
        authCd: AUTH_CD.clientEmployee,
        cmpyCd,
        telNo: '01012345678',
        // Everyone's birthday is on Monday 15 March; one in ten is lunar 2/8, which is that day in 2027.
        ...(i % 10 === 0 ? { birthDt: '19900208', lunarYn: 'Y' } : { birthDt: '19900315' }),
      })),
    );
    const other = await secondProcess();
    try {
      const engines = [
        { db, now: () => kst('2027-03-15T09:00:10'), publicUrl: 'https://pcs.test' },
        { db: other.db, now: () => kst('2027-03-15T09:00:10'), publicUrl: 'https://pcs.test' },
      ];
      // Both compute (one sweeping the table, the other company by company) and send at the same time.
      const [a, b] = await Promise.all(
        engines.map(async (deps, i) => {
          const computed = await computeOccasions(deps, i === 0 ? { sweep: true } : { cmpyCd });
          return { computed, sent: await sendDueOccasions(deps) };
        }),
      );
      // Whatever one engine had not seen computed yet when it sent, the next round sends.
      const late = await Promise.all(engines.map((deps) => sendDueOccasions(deps)));
      expect(a!.computed.occurrences).toBe(PEOPLE);
      expect(b!.computed.occurrences).toBe(PEOPLE);
      expect(a!.computed.inserted + b!.computed.inserted).toBe(PEOPLE);
      expect(a!.sent + b!.sent + late[0]! + late[1]!).toBe(PEOPLE);

      expect(
        await count(sql`select count(*)::int as n from occasion_occurrence where cmpy_cd = ${cmpyCd}`),
      ).toBe(PEOPLE);
      expect(
        await count(
          sql`select count(*)::int as n from occasion_occurrence where cmpy_cd = ${cmpyCd} and stat_cd = 'SENT'`,
        ),
      ).toBe(PEOPLE);
      const events = await db.select().from(occasionEvent).where(eq(occasionEvent.ruleSn, rule.ruleSn));
      expect(events).toHaveLength(1);
      const eventSn = events[0]!.eventSn;
      expect(await count(sql`select count(*)::int as n from event where cmpy_cd = ${cmpyCd}`)).toBe(1);
      expect(await db.select().from(eventRecipient).where(eq(eventRecipient.eventSn, eventSn))).toHaveLength(
        PEOPLE,
      );
      const [stock] = await db.select().from(eventProduct).where(eq(eventProduct.eventSn, eventSn));
      expect(stock!.stockQty).toBe(PEOPLE);
      const perPerson = sql`select count(*)::int as n from (
          select m.unq_user_id from message_outbox m join event_send s on s.event_send_sn = m.event_send_sn
          where s.event_sn = ${eventSn} group by m.unq_user_id having count(*) = ${1}) x`;
      expect(await count(perPerson)).toBe(PEOPLE);

      // Reminders on day 3, both engines at once: one each.
      const reminded = await Promise.all(
        engines.map((deps) => sendOccasionReminders({ ...deps, now: () => kst('2027-03-18T09:00:05') })),
      );
      expect(reminded[0]! + reminded[1]!).toBe(PEOPLE);
      expect(await count(sql`select count(*)::int as n from occasion_reminder_sent`)).toBe(PEOPLE);
      expect(
        await count(sql`select count(*)::int as n from message_outbox m join event_send s
          on s.event_send_sn = m.event_send_sn where s.event_sn = ${eventSn}`),
      ).toBe(2 * PEOPLE);
      // The lock order held: no deadlock had to be retried.
      expect(t.database.conflictRetries.retries + other.conflictRetries.retries).toBe(0);
    } finally {
      if (other.db !== db) await other.close();
    }
  });
});
