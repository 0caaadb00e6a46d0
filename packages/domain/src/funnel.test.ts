import { describe, expect, it } from 'vitest';
import {
  addFunnelCounts,
  CLAIM_CODE_LENGTH,
  claimLink,
  FUNNEL_FILTER_CODES,
  FUNNEL_STAGES,
  type FunnelFlags,
  funnelCounts,
  funnelFilterMatches,
  funnelSteps,
  furthestStage,
  isClaimCode,
  isLinkPreviewAgent,
  REMINDABLE_FUNNEL_FILTERS,
} from './funnel';

const person = (...stages: (keyof FunnelFlags)[]): FunnelFlags =>
  Object.fromEntries(FUNNEL_STAGES.map((s) => [s, stages.includes(s)])) as FunnelFlags;

describe('funnelCounts', () => {
  it('counts each stage on its own, and everyone as a recipient', () => {
    const c = funnelCounts([
      person(),
      person('sent'),
      person('sent', 'delivered', 'opened'),
      // Logged in without opening the link (came through the site): counted where they are, not forced in order.
      person('sent', 'delivered', 'loggedIn', 'chose'),
      person('sent', 'delivered', 'opened', 'loggedIn', 'chose', 'applied', 'doorDelivered'),
    ]);
    expect(c).toEqual({
      recipientCnt: 5,
      sent: 4,
      delivered: 3,
      opened: 2,
      loggedIn: 2,
      chose: 2,
      applied: 1,
      doorDelivered: 1,
    });
  });

  it('adds the events of an occasion rule', () => {
    const a = funnelCounts([person('sent'), person('sent', 'delivered')]);
    const b = funnelCounts([person('sent', 'delivered', 'opened')]);
    expect(addFunnelCounts([a, b])).toEqual(
      funnelCounts([...[person('sent'), person('sent', 'delivered')], person('sent', 'delivered', 'opened')]),
    );
    expect(addFunnelCounts([])).toEqual(funnelCounts([]));
  });
});

describe('funnelSteps', () => {
  it('gives each stage its share of the recipients and of the stage before, in whole percent', () => {
    const steps = funnelSteps({
      recipientCnt: 3,
      sent: 3,
      delivered: 2,
      opened: 1,
      loggedIn: 1,
      chose: 0,
      applied: 0,
      doorDelivered: 0,
    });
    expect(steps.map((s) => s.stage)).toEqual([...FUNNEL_STAGES]);
    expect(steps[0]).toMatchObject({ label: '발송', count: 3, ofRecipients: 100, ofPrevious: 100 });
    expect(steps[1]).toMatchObject({ count: 2, ofRecipients: 67, ofPrevious: 67 });
    expect(steps[2]).toMatchObject({ count: 1, ofRecipients: 33, ofPrevious: 50 });
    expect(steps[4]).toMatchObject({ count: 0, ofRecipients: 0, ofPrevious: 0 });
  });

  it('an empty event has no rates', () => {
    expect(funnelSteps(funnelCounts([])).every((s) => s.ofRecipients === 0 && s.ofPrevious === 0)).toBe(true);
  });
});

describe('filters', () => {
  it('"delivered but never opened" and "opened but not chosen"', () => {
    expect(funnelFilterMatches('DELIVERED_NOT_OPENED', person('sent', 'delivered'))).toBe(true);
    expect(funnelFilterMatches('DELIVERED_NOT_OPENED', person('sent', 'delivered', 'opened'))).toBe(false);
    expect(funnelFilterMatches('DELIVERED_NOT_OPENED', person('sent'))).toBe(false);
    expect(funnelFilterMatches('OPENED_NOT_CHOSEN', person('sent', 'delivered', 'opened', 'loggedIn'))).toBe(
      true,
    );
    expect(funnelFilterMatches('OPENED_NOT_CHOSEN', person('opened', 'chose'))).toBe(false);
    expect(funnelFilterMatches('NOT_SENT', person())).toBe(true);
  });

  it('a reminder follows only filters of people who have not applied', () => {
    expect(REMINDABLE_FUNNEL_FILTERS).not.toContain('APPLIED_NOT_AT_DOOR');
    expect(REMINDABLE_FUNNEL_FILTERS).toContain('DELIVERED_NOT_OPENED');
    expect(FUNNEL_FILTER_CODES.length).toBe(REMINDABLE_FUNNEL_FILTERS.length + 1);
  });
});

describe('furthestStage', () => {
  it('is the last stage reached in order', () => {
    expect(furthestStage(person())).toBeNull();
    expect(furthestStage(person('sent', 'delivered'))).toBe('delivered');
    expect(furthestStage(person('loggedIn'))).toBe('loggedIn');
  });
});

describe('claim links', () => {
  it('carry a random code and nothing personal', () => {
    const code = 'a'.repeat(CLAIM_CODE_LENGTH);
    expect(claimLink('https://gift.pcs.test/', code)).toBe(`https://gift.pcs.test/i/${code}`);
    expect(isClaimCode(code)).toBe(true);
    expect(isClaimCode('A'.repeat(32))).toBe(false);
    expect(isClaimCode('a'.repeat(31))).toBe(false);
  });

  it('link previews do not count as opens', () => {
    expect(isLinkPreviewAgent('facebookexternalhit/1.1;kakaotalk-scrap/1.0;')).toBe(true);
    expect(isLinkPreviewAgent('Slackbot-LinkExpanding 1.0')).toBe(true);
    expect(
      isLinkPreviewAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 KAKAOTALK 10.4.0',
      ),
    ).toBe(false);
    expect(isLinkPreviewAgent(null)).toBe(false);
  });
});
