import { describe, expect, it } from 'vitest';
import { EVENT_STATUS } from './constants';
import { allowedEventEdits, EVENT_STATUS_LABEL, effectiveEventStatus, eventTransition } from './event';
import { kstStamp } from './kst';

const { draft, ready, running, closed, cancelled } = EVENT_STATUS;

describe('event status codes', () => {
  it('keeps the codes the gift journey uses and adds draft and cancelled', () => {
    expect(EVENT_STATUS).toEqual({ draft: '00', ready: '01', running: '02', closed: '03', cancelled: '09' });
    expect(EVENT_STATUS_LABEL).toEqual({
      '00': '작성중',
      '01': '오픈예정',
      '02': '진행중',
      '03': '종료',
      '09': '취소',
    });
  });
});

describe('eventTransition (life cycle)', () => {
  it('moves draft -> scheduled -> open -> closed, and draft or scheduled -> cancelled', () => {
    expect(eventTransition(draft, 'schedule', 'operator')).toEqual({ ok: true, next: ready });
    expect(eventTransition(ready, 'backToDraft', 'operator')).toEqual({ ok: true, next: draft });
    expect(eventTransition(ready, 'open', 'clock')).toEqual({ ok: true, next: running });
    expect(eventTransition(running, 'close', 'clock')).toEqual({ ok: true, next: closed });
    expect(eventTransition(ready, 'close', 'clock')).toEqual({ ok: true, next: closed });
    expect(eventTransition(draft, 'cancel', 'operator')).toEqual({ ok: true, next: cancelled });
    expect(eventTransition(ready, 'cancel', 'operator')).toEqual({ ok: true, next: cancelled });
  });

  it('lets an operator close an open event now, and nothing else', () => {
    expect(eventTransition(running, 'closeNow', 'operator')).toEqual({ ok: true, next: closed });
    for (const state of [draft, ready, closed, cancelled])
      expect(eventTransition(state, 'closeNow', 'operator').ok).toBe(false);
  });

  it('leaves opening and closing to the clock, and never opens a draft', () => {
    expect(eventTransition(ready, 'open', 'operator')).toEqual({ ok: false, reason: 'actorNotAllowed' });
    expect(eventTransition(running, 'close', 'operator')).toEqual({ ok: false, reason: 'actorNotAllowed' });
    expect(eventTransition(draft, 'open', 'clock')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(eventTransition(running, 'cancel', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(eventTransition(closed, 'schedule', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('lets only draft and scheduled events change products and prices', () => {
    expect(eventTransition(draft, 'editProducts', 'operator')).toEqual({ ok: true, next: draft });
    expect(eventTransition(ready, 'editProducts', 'operator')).toEqual({ ok: true, next: ready });
    expect(eventTransition(running, 'editProducts', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
    expect(eventTransition(running, 'editSettings', 'operator')).toEqual({ ok: false, reason: 'notAllowed' });
  });

  it('lets an open event extend its close time and add stock and recipients', () => {
    for (const action of ['extendClose', 'addStock', 'addRecipients'] as const)
      expect(eventTransition(running, action, 'operator')).toEqual({ ok: true, next: running });
    expect(allowedEventEdits(running)).toEqual([
      'extendClose',
      'addStock',
      'addRecipients',
      'removeRecipients',
    ]);
  });

  it('keeps closed and cancelled events read-only', () => {
    for (const state of [closed, cancelled])
      for (const action of [
        'editSettings',
        'editProducts',
        'addStock',
        'addRecipients',
        'extendClose',
      ] as const)
        expect(eventTransition(state, action, 'operator')).toEqual({ ok: false, reason: 'readOnly' });
  });
});

describe('effectiveEventStatus: opening and closing by the clock (KST)', () => {
  const period = { startDt: '20261201', startTm: '090000', endDt: '20261205', endTm: '180000' };
  // 2026-12-01 09:00 KST is 00:00 UTC.
  const at = (iso: string) => new Date(iso);

  it('stamps instants in Korean time', () => {
    expect(kstStamp(at('2026-11-30T15:00:00Z'))).toBe('20261201000000');
  });

  it('opens a scheduled event at its start and closes it after its end', () => {
    expect(effectiveEventStatus(ready, period, at('2026-11-30T23:59:59Z'))).toBe(ready);
    expect(effectiveEventStatus(ready, period, at('2026-12-01T00:00:00Z'))).toBe(running);
    expect(effectiveEventStatus(running, period, at('2026-12-05T09:00:00Z'))).toBe(running);
    expect(effectiveEventStatus(running, period, at('2026-12-05T09:00:01Z'))).toBe(closed);
    expect(effectiveEventStatus(ready, period, at('2026-12-06T00:00:00Z'))).toBe(closed);
  });

  it('never opens a draft or reopens a cancelled or closed event', () => {
    const inside = at('2026-12-02T00:00:00Z');
    expect(effectiveEventStatus(draft, period, inside)).toBe(draft);
    expect(effectiveEventStatus(cancelled, period, inside)).toBe(cancelled);
    expect(effectiveEventStatus(closed, period, inside)).toBe(closed);
  });
});
