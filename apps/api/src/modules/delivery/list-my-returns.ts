import {
  DEFAULT_LANGUAGE,
  DEFAULT_PRODUCT_IMAGE_ID,
  type Language,
  type myReturnListRequestSchema,
  refundGbnName,
  returnReasonName,
  returnStateName,
} from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import { kstRange, listPage } from '../../lib/list-page';
import { ymdHmsKst } from '../../lib/time';
import type { DeliveryDeps } from './delivery-deps';
import * as repo from './repository';

/** POST delivery/myReturnList.json: the recipient's own return and exchange requests, named in their language. */
export async function listMyReturns(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof myReturnListRequestSchema>,
  language: Language = DEFAULT_LANGUAGE,
) {
  const f: repo.MyReturnFilter = {
    unqUserId: user.unqUserId,
    ...kstRange(input.inputDtStart, input.inputDtEnd),
    stateCd: input.stateCd,
  };
  const page = await listPage(
    input,
    () => repo.countMyReturns(deps.db, f),
    (offset, limit) => repo.listMyReturns(deps.db, f, offset, limit),
  );
  return {
    ...page,
    list: page.list.map((r) => ({
      refundSn: r.refundSn,
      estiSn: r.estiSn,
      estiItemSn: r.estiItemSn,
      prodNm: r.prodNm,
      optNm: r.optNm,
      mainImg: r.mainImg ?? DEFAULT_PRODUCT_IMAGE_ID,
      refundGbn: r.refundGbn,
      refundGbnNm: refundGbnName(r.refundGbn, language),
      refundStatCd: r.refundStatCd,
      refundStatNm: returnStateName(r.refundStatCd, language),
      reasonNm: returnReasonName(r.reasonCd, language),
      requestDt: ymdHmsKst(r.createdAt),
    })),
  };
}
