import { DELIVERY_ACTION, type myAddressRequestSchema } from '@pcs/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../http/auth-guard';
import type { DeliveryDeps } from './delivery-deps';
import { ownLines } from './own-lines';
import * as repo from './repository';
import { transitionLine } from './transition-line';

/**
 * POST delivery/myAddress.json: the recipient changes where the gift goes, only while no line is released. Every
 * line is checked and marked in one transaction with a conditional update, so a release racing the change wins or
 * loses as a whole.
 */
export async function changeMyAddress(
  deps: DeliveryDeps,
  user: AuthUser,
  input: z.infer<typeof myAddressRequestSchema>,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const lines = await ownLines(tx, user, input.estiSn);
    for (const l of lines) {
      if (l.deliStatCd === '09') continue;
      await transitionLine(tx, now, user, 'recipient', l, {
        action: DELIVERY_ACTION.changeAddress,
        memo: '배송지 변경',
      });
    }
    await repo.updateOrderAddress(tx, lines[0]!.ordSn, {
      receiverNm: input.receiverNm,
      receiverTelNo: input.receiverTelNo,
      zipCd: input.zipCd,
      addr: input.addr,
      addrDtl: input.addrDtl,
      deliveryMemo: input.deliveryMemo ?? null,
      // A default gift applied at close without an address is complete once one is given.
      addrNeededYn: 'N',
    });
    return { estiSn: input.estiSn };
  });
}
