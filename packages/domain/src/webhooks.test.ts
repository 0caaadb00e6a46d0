import { describe, expect, it } from 'vitest';
import {
  kstIsoString,
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
