import { describe, expect, it } from 'vitest';
import {
  CHANNEL_CHAIN_MESSAGES,
  chainSteps,
  channelChainLabel,
  channelChainProblem,
  DEFAULT_CHANNEL_CHAIN,
  isChainWindow,
  nextChainStep,
  parseChannelChain,
  resolveChannelChain,
  stepDeadline,
} from './channel-chain';
import { chainWindowSchema, channelChainFieldSchema } from './contracts/delivery-chain';

const contacts = { phone: '01012345678', mail: 'kim@example.com' };

describe('channelChain', () => {
  it('refuses an empty chain, an unknown channel and a channel twice', () => {
    expect(channelChainProblem([])).toBe(CHANNEL_CHAIN_MESSAGES.empty);
    expect(channelChainProblem(['FAX'])).toBe(CHANNEL_CHAIN_MESSAGES.unknown);
    expect(channelChainProblem(['SMS', 'MAIL', 'SMS'])).toBe(CHANNEL_CHAIN_MESSAGES.duplicate);
    expect(channelChainProblem(['MAIL', 'SMS'])).toBeNull();
  });

  it('reads and shows the stored chain', () => {
    expect(parseChannelChain('ALIMTALK,SMS,MAIL')).toEqual(['ALIMTALK', 'SMS', 'MAIL']);
    expect(parseChannelChain('SMS,SMS')).toBeNull();
    expect(parseChannelChain(null)).toBeNull();
    expect(channelChainLabel(DEFAULT_CHANNEL_CHAIN)).toBe('알림톡 → 문자(SMS/LMS) → 메일');
  });

  it('takes the rule or event chain over the company chain, and the default without either', () => {
    expect(resolveChannelChain(['SMS', 'MAIL'], ['MAIL'])).toEqual(['MAIL']);
    expect(resolveChannelChain(['SMS', 'MAIL'], null)).toEqual(['SMS', 'MAIL']);
    expect(resolveChannelChain(null)).toEqual(DEFAULT_CHANNEL_CHAIN);
  });

  it('starts at the chosen channel and goes on in the chain order', () => {
    const alimtalk = chainSteps(
      DEFAULT_CHANNEL_CHAIN,
      { channel: 'ALIMTALK', recipient: contacts.phone },
      contacts,
      true,
    );
    expect(alimtalk.map((s) => s.channel)).toEqual(['ALIMTALK', 'SMS', 'MAIL']);
    expect(alimtalk[2]?.recipient).toBe(contacts.mail);
    // A sender who chose SMS never gets an alimtalk behind their back.
    const sms = chainSteps(
      DEFAULT_CHANNEL_CHAIN,
      { channel: 'SMS', recipient: contacts.phone },
      contacts,
      true,
    );
    expect(sms.map((s) => s.channel)).toEqual(['SMS', 'MAIL']);
    // A first channel the chain does not name goes alone.
    const mail = chainSteps(
      ['ALIMTALK', 'SMS'],
      { channel: 'MAIL', recipient: contacts.mail },
      contacts,
      true,
    );
    expect(mail.map((s) => s.channel)).toEqual(['MAIL']);
  });

  it('leaves out steps without an address, alimtalk without a template, and a channel twice', () => {
    const noMail = chainSteps(
      DEFAULT_CHANNEL_CHAIN,
      { channel: 'ALIMTALK', recipient: contacts.phone },
      { phone: contacts.phone, mail: null },
      true,
    );
    expect(noMail.map((s) => s.channel)).toEqual(['ALIMTALK', 'SMS']);
    const noTemplate = chainSteps(
      ['MAIL', 'ALIMTALK', 'SMS'],
      { channel: 'MAIL', recipient: contacts.mail },
      contacts,
      false,
    );
    expect(noTemplate.map((s) => s.channel)).toEqual(['MAIL', 'SMS']);
    const phoneless = chainSteps(
      DEFAULT_CHANNEL_CHAIN,
      { channel: 'MAIL', recipient: contacts.mail },
      { phone: null, mail: contacts.mail },
      true,
    );
    expect(phoneless).toHaveLength(1);
  });

  it('goes on only after a failure or a timeout, never after a delivery', () => {
    expect(nextChainStep(3, 0, 'FAILED')).toBe(1);
    expect(nextChainStep(3, 1, 'TIMEOUT')).toBe(2);
    expect(nextChainStep(3, 0, 'DELIVERED')).toBeNull();
    expect(nextChainStep(3, 0, 'WAITING')).toBeNull();
    expect(nextChainStep(3, 2, 'FAILED')).toBeNull();
  });

  it('waits the window after a send, except on the last step', () => {
    const sent = new Date('2026-12-02T00:00:00Z');
    expect(stepDeadline(sent, 30, false)?.toISOString()).toBe('2026-12-02T00:30:00.000Z');
    expect(stepDeadline(sent, 30, true)).toBeNull();
    expect(isChainWindow(5)).toBe(true);
    expect(isChainWindow(4)).toBe(false);
    expect(isChainWindow(1441)).toBe(false);
    expect(isChainWindow(7.5)).toBe(false);
  });

  it("checks the forms' fields with Korean messages", () => {
    expect(channelChainFieldSchema.safeParse(['SMS', 'SMS']).error?.issues[0]?.message).toBe(
      CHANNEL_CHAIN_MESSAGES.duplicate,
    );
    expect(channelChainFieldSchema.safeParse([]).error?.issues[0]?.message).toBe(
      CHANNEL_CHAIN_MESSAGES.empty,
    );
    expect(channelChainFieldSchema.parse(undefined)).toBeNull();
    expect(channelChainFieldSchema.parse(['MAIL', 'SMS'])).toEqual(['MAIL', 'SMS']);
    expect(chainWindowSchema.safeParse(4).error?.issues[0]?.message).toBe(CHANNEL_CHAIN_MESSAGES.window);
    expect(chainWindowSchema.parse(60)).toBe(60);
  });
});

describe('messenger steps (decision 056)', () => {
  const contacts = { phone: '01012345678', mail: 'a@pcs.local' };
  it('a connected messenger the chain puts first goes ahead of the chosen channel, by e-mail', () => {
    expect(
      chainSteps(
        ['SLACK', 'ALIMTALK', 'SMS'],
        { channel: 'ALIMTALK', recipient: contacts.phone },
        contacts,
        true,
        ['SLACK'],
      ),
    ).toEqual([
      { channel: 'SLACK', recipient: 'a@pcs.local' },
      { channel: 'ALIMTALK', recipient: '01012345678' },
      { channel: 'SMS', recipient: '01012345678' },
    ]);
  });
  it('skips a messenger the company has not connected, or a person without an e-mail', () => {
    const first = { channel: 'SMS' as const, recipient: contacts.phone };
    expect(chainSteps(['SLACK', 'SMS', 'TEAMS'], first, contacts, false, [])).toEqual([first]);
    expect(chainSteps(['SLACK', 'SMS'], first, { ...contacts, mail: null }, false, ['SLACK'])).toEqual([
      first,
    ]);
    expect(chainSteps(['SMS', 'NAVER_WORKS'], first, contacts, false, ['NAVER_WORKS'])).toEqual([
      first,
      { channel: 'NAVER_WORKS', recipient: 'a@pcs.local' },
    ]);
  });
  it('accepts messenger channels in a chain, each once', () => {
    expect(channelChainProblem(['SLACK', 'ALIMTALK', 'SMS'])).toBeNull();
    expect(channelChainProblem(['SLACK', 'SLACK'])).toBe(CHANNEL_CHAIN_MESSAGES.duplicate);
    expect(channelChainProblem(['JANDI'])).toBe(CHANNEL_CHAIN_MESSAGES.unknown);
  });
});
