import { addMonths, kstYyyymm } from '@pcs/domain';
import { VENDOR_STL_PATH } from '@pcs/domain/contracts/settlement-paths';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryFileStorage } from '../src/adapters/storage/file-storage';
import { DEMO_PASSWORD, seedDemoData, seedReferenceData } from '../src/db/demo-data/index';
import { queryRows } from '../src/db/query-rows';
import { loginAs, post, setupTestApp } from './helpers/test-app';

// The demo (npm start): the demo vendor's earlier months are confirmed and paid, last month waits for its confirm.
const t = setupTestApp();
const now = new Date();
const last = addMonths(kstYyyymm(now), -1);

beforeAll(async () => {
  const storage = memoryFileStorage();
  await seedReferenceData(t.database.db, storage);
  await seedDemoData(t.database.db, storage, { now });
}, 240_000);

describe('demo vendor statements', () => {
  it("leaves demo-vendor last month's draft ready to confirm, the months before confirmed and paid", async () => {
    const db = t.database.db;
    const [v] = await queryRows<{ vendor_sn: number }>(
      db,
      sql`select vendor_sn from app_user where user_id = 'demo-vendor'`,
    );
    const stls = await queryRows<{ yyyymm: string; stat: string }>(
      db,
      sql`select yyyymm, stat from vendor_settlement where vendor_sn = ${v!.vendor_sn} order by yyyymm`,
    );
    expect(stls.length).toBeGreaterThan(0);
    expect(stls.every((s) => s.stat === 'PAID' && s.yyyymm < last)).toBe(true);
    const token = await loginAs(t.app, 'demo-vendor', DEMO_PASSWORD);
    const res = await post(t.app, VENDOR_STL_PATH.detail, { vendorSn: v!.vendor_sn, yyyymm: last }, token);
    expect(res.statusCode, res.body.resultStatus.messageText).toBe(200);
    const d = res.body.resultData as {
      stat: string;
      totals: { lineCnt: number };
      confirmable: { ok: boolean };
    };
    expect(d.stat).toBe('DRAFT');
    expect(d.totals.lineCnt).toBeGreaterThan(0);
    expect(d.confirmable).toEqual({ ok: true, reason: null });
  }, 60_000);
});
