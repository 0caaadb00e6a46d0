import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { loginAs, post } from './test-app';

/** The address every test recipient gives unless a test needs its own. */
export const TEST_ADDRESS = {
  receiverTelNo: '01098765432',
  zipCd: '48058',
  addr: '부산광역시 해운대구 센텀중앙로 79',
  addrDtl: '101동',
} as const;

/**
 * A recipient's whole application through the API, as the screens make it: log in, select (a draft order), apply with
 * a receiver and address. Fails the test when either step is refused; returns the applied order.
 */
export async function applyGiftAs(
  app: FastifyInstance,
  userId: string,
  order: { eventSn: number; prodSn: number; quantity?: number; receiverNm: string },
): Promise<{ ordSn: number }> {
  const token = await loginAs(app, userId);
  const selected = await post(
    app,
    '/v1/ebmp/pcs/gift/select.json',
    { eventSn: order.eventSn, prodSn: order.prodSn, quantity: order.quantity ?? 1 },
    token,
  );
  expect(selected.statusCode, selected.body.resultStatus.messageText).toBe(200);
  const { ordSn } = selected.body.resultData as { ordSn: number };
  const applied = await post(
    app,
    '/v1/ebmp/pcs/gift/apply.json',
    { ordSn, receiverNm: order.receiverNm, ...TEST_ADDRESS },
    token,
  );
  expect(applied.statusCode, applied.body.resultStatus.messageText).toBe(200);
  return { ordSn };
}
