import { AUTH_CD, EVENT_STATUS } from '@pcs/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { company, event } from '../apps/api/src/db/schema/index';

/**
 * The outbox benches' event: company BENCH with one running event and `recipients` people written set-based (plain
 * rows: passwords play no part). Person n: login bench{n}, id B{n in nine digits}, phone 010 + n in eight digits,
 * mail bench{n}@pcs.test. Returns the event's number, after an analyze so the planner sees the sizes.
 */
export async function seedBenchEvent(db: Database['db'], recipients: number): Promise<number> {
  await db.insert(company).values({ cmpyCd: 'BENCH', cmpyNm: '벤치상사', cmpyTypeCd: '02' });
  const today = dayjs();
  const [ev] = await db
    .insert(event)
    .values({
      cmpyCd: 'BENCH',
      eventNm: '2026 창립기념 선물',
      startDt: today.format('YYYYMMDD'),
      endDt: today.add(7, 'day').format('YYYYMMDD'),
      eventStatCd: EVENT_STATUS.running,
    })
    .returning();
  await db.execute(sql`
    insert into app_user (unq_user_id, user_id, password_hash, user_nm, auth_cd, cmpy_cd, tel_no, email)
    select 'B' || lpad(n::text, 9, '0'), 'bench' || n, 'x', '수령자' || n, ${AUTH_CD.clientEmployee}, 'BENCH',
      '010' || lpad(n::text, 8, '0'), 'bench' || n || '@pcs.test'
    from generate_series(1, ${recipients}) as n`);
  await db.execute(sql`
    insert into event_recipient (event_sn, unq_user_id, allowed_cnt)
    select ${ev!.eventSn}, 'B' || lpad(n::text, 9, '0'), 1 from generate_series(1, ${recipients}) as n`);
  await db.execute(sql`analyze`);
  return ev!.eventSn;
}
