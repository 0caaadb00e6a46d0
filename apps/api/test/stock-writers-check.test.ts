import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWriters, scanStockWriters } from '../../../scripts/check-stock-writers.mjs';

const root = path.resolve(import.meta.dirname, '../../..');

/** Decision 045: `npm run lint` fails on a write of stock or allowances outside modules/stock. */
describe('the stock writers check (scripts/check-stock-writers.mjs)', () => {
  it('finds no writer outside the owner in the server today, and the owner writes every column', () => {
    const writers = scanStockWriters(root);
    expect(writers.filter((w) => !w.owner)).toEqual([]);
    const what = writers.map((w) => w.what).join(' ');
    for (const column of ['stock_qty', 'used_cnt', 'allowed_cnt', 'stockQty', 'usedCnt', 'allowedCnt'])
      expect(what).toContain(column);
  });

  it('sees SQL writes: an update, a later column of a set list, an upsert', () => {
    expect(findWriters('sql`update event_product set stock_qty = stock_qty + 1 where event_sn = 1`')).toEqual(
      [{ line: 1, what: 'event_product.stock_qty (SQL)' }],
    );
    expect(
      findWriters("sql`update event_recipient r\n  set notice_yn = 'Y', used_cnt = r.used_cnt - 1`").map(
        (w) => w.line,
      ),
    ).toEqual([2]);
    expect(
      findWriters(
        'sql`insert into event_recipient (event_sn, unq_user_id, allowed_cnt) values (1, $1, 1)\n' +
          '  on conflict (event_sn, unq_user_id) do update set allowed_cnt = 2`',
      ),
    ).toEqual([{ line: 2, what: 'event_recipient.allowed_cnt (SQL)' }]);
  });

  it('sees drizzle writes, and an object it cannot read counts as one', () => {
    expect(findWriters('db.update(productOption).set({ stockQty: sql`x + 1` })')).toEqual([
      { line: 1, what: 'productOption.stockQty' },
    ]);
    expect(findWriters('db\n  .update(eventRecipient)\n  .set(next)').map((w) => w.line)).toEqual([2]);
    expect(
      findWriters(
        'db.insert(eventProduct).values(row).onConflictDoUpdate({ target: [a], set: { stockQty: row.stockQty } })',
      ),
    ).toEqual([{ line: 1, what: 'eventProduct.stockQty (upsert)' }]);
  });

  it('leaves reads, conditions, inserts and other tables alone', () => {
    const fine = [
      'sql`select 1 from event_recipient r where r.used_cnt = 0 and r.event_sn = 1`',
      "sql`update gift_order set ord_stat_cd = '09' where ord_sn = 1`",
      'sql`update product set stock_qty = 3 where prod_sn = 1`',
      'db.insert(eventProduct).values({ eventSn, prodSn, stockQty: 0 })',
      'db.update(eventRecipient).set({ noticeYn: "Y" })',
      'db.update(product).set({ stockQty: 1 })',
    ];
    for (const text of fine) expect(findWriters(text), text).toEqual([]);
  });
});
