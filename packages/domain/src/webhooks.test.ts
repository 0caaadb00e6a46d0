import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_LABEL } from './constants';
import { WEBHOOK_DATA_SCHEMAS, WEBHOOK_MESSAGE_SCHEMAS } from './contracts/webhook-events';
import { kstIsoString } from './kst';
import {
  codeNameOf,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  webhookBackoffMs,
  webhookNextStep,
  webhookUrlProblem,
} from './webhooks';

describe('webhook rules (decision 038)', () => {
  it('groups every event type exactly once', () => {
    expect(WEBHOOK_EVENT_GROUPS.flatMap((g) => g.types).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('backs off from 30 s doubling to a 1 h cap, with half of it jittered', () => {
    expect(webhookBackoffMs(1, 0)).toBe(15_000);
    expect(webhookBackoffMs(1, 0.999_999)).toBeCloseTo(30_000, -1);
    expect(webhookBackoffMs(2, 0)).toBe(30_000);
    expect(webhookBackoffMs(3, 1)).toBe(120_000);
    expect(webhookBackoffMs(20, 1)).toBe(3_600_000);
  });

  it('2xx is sent, 410 is gone, others retry until 24 h after creation', () => {
    const createdAt = new Date('2026-11-27T00:00:00Z');
    const at = (h: number) => new Date(createdAt.getTime() + h * 3_600_000);
    const step = (statusCode: number | null, now: Date) =>
      webhookNextStep({ statusCode, attempts: 3, createdAt, now, random: 0.5 });
    expect(step(204, at(0)).kind).toBe('sent');
    expect(step(410, at(0)).kind).toBe('gone');
    expect(step(301, at(0)).kind).toBe('retry');
    expect(step(null, at(1)).kind).toBe('retry');
    expect(step(500, at(23.99)).kind).toBe('failed');
  });

  it('checks a URL: https only unless private addresses are allowed, no credentials', () => {
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/x', false)).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(webhookUrlProblem('http://127.0.0.1:8080/x', true)).toBeNull();
    expect(webhookUrlProblem('https://a:b@hooks.example.com', false)).toBe(WEBHOOK_MESSAGES.urlCredentials);
    expect(webhookUrlProblem('ftp://hooks.example.com', true)).toBe(WEBHOOK_MESSAGES.urlHttps);
    expect(webhookUrlProblem('hooks', false)).toBe(WEBHOOK_MESSAGES.urlInvalid);
  });

  it('writes times in Korean time with the offset', () => {
    expect(kstIsoString(new Date('2026-11-27T15:30:00.123Z'))).toBe('2026-11-28T00:30:00.123+09:00');
  });
});

describe('webhook messages in the public API vocabulary (decision 038)', () => {
  it('every event type has a data schema and a message schema of its own type', () => {
    expect(Object.keys(WEBHOOK_DATA_SCHEMAS).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const message = {
      id: 'msg_x',
      type: 'delivery.shipped',
      occurredAt: '2026-11-27T14:03:11.204+09:00',
      companyCode: 'C1',
      data: {
        deliveryId: 3,
        applicationId: 1,
        eventId: 2,
        status: '06',
        statusName: '출고완료',
        carrierCode: '01',
        invoiceNumber: '123',
      },
    };
    expect(WEBHOOK_MESSAGE_SCHEMAS['delivery.shipped'].parse(message)).toEqual(message);
    expect(WEBHOOK_MESSAGE_SCHEMAS['delivery.delivered'].safeParse(message).success).toBe(false);
    const internal = { ...message, data: { estiItemSn: 3, ordSn: 1, deliStatCd: '06' } };
    expect(WEBHOOK_MESSAGE_SCHEMAS['delivery.shipped'].safeParse(internal).success).toBe(false);
  });

  it('names a code as the API does: its label, else the code itself', () => {
    expect(codeNameOf(DELIVERY_STATUS_LABEL, '06')).toBe('출고완료');
    expect(codeNameOf(DELIVERY_STATUS_LABEL, 'ZZ')).toBe('ZZ');
  });
});
