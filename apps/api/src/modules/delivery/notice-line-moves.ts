import type { DeliveryAction } from '@pcs/domain';
import type { Executor } from '../../db/client';
import { queueOrderNotices } from '../order-notice';
import { type DeliveryDeps, publicUrlOf } from './delivery-deps';

/** The message a line's move tells its recipient, if any. */
const NOTICE_OF_ACTION: Partial<Record<DeliveryAction, 'RELEASE' | 'DELIVERED'>> = {
  release: 'RELEASE',
  confirmDelivery: 'DELIVERED',
};

/**
 * Queues the recipients' messages for lines that made `action` in this transaction (a release or a delivery), in
 * one read and one insert however many lines moved.
 */
export async function noticeLineMoves(
  tx: Executor,
  deps: Pick<DeliveryDeps, 'config'>,
  action: DeliveryAction,
  estiItemSns: readonly number[],
): Promise<void> {
  const kind = NOTICE_OF_ACTION[action];
  if (kind)
    await queueOrderNotices(
      tx,
      publicUrlOf(deps),
      kind,
      estiItemSns.map((estiItemSn) => ({ estiItemSn })),
    );
}
