import { GOODS_SIGN, type GoodsSign, goodsApprovalWaitingNotice } from '@pcs/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendor } from '../../db/schema/index';
import { queueOperatorNotice, screenLink } from '../messenger';

/**
 * Tells the operators, in the operator company's messengers (decision 056), that a product entered review (등록신청)
 * and waits for their approval, in the transaction that moved it: a vendor's new product submitted, a draft or a
 * rejected one submitted, an approved one changed by its vendor. A save that leaves it in review (already announced)
 * tells nothing. The button opens the product's page, where it is approved or rejected.
 */
export async function notifyGoodsWaiting(
  tx: Executor,
  publicUrl: string | undefined,
  goods: { prodSn: number; prodNm: string; vendorSn: number | null; from: GoodsSign | null; to: GoodsSign },
): Promise<number> {
  if (!publicUrl || goods.to !== GOODS_SIGN.review || goods.from === GOODS_SIGN.review) return 0;
  const [v] =
    goods.vendorSn === null
      ? []
      : await tx
          .select({ vendorNm: vendor.vendorNm })
          .from(vendor)
          .where(eq(vendor.vendorSn, goods.vendorSn));
  const link = screenLink(publicUrl, 'goodsDetail', { prodSn: goods.prodSn });
  const text = goodsApprovalWaitingNotice(
    { vendorNm: v?.vendorNm ?? '-', prodNm: goods.prodNm, changed: goods.from === GOODS_SIGN.approved },
    link,
  );
  return queueOperatorNotice(tx, { ...text, link });
}
