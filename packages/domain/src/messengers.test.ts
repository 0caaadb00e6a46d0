import { describe, expect, it } from 'vitest';
import {
  firstLinkOf,
  MESSENGER_MESSAGES,
  maskedSecret,
  messengerSettingsProblem,
  unconnectedMessengers,
} from './messengers';

describe('messengers (decision 056)', () => {
  it('masks a secret so it can be recognised but not used', () => {
    expect(maskedSecret('xoxb-1111-2222-abcdefgh')).toBe('xoxb-…efgh');
    expect(maskedSecret('short')).toBe('••••');
    expect(maskedSecret('https://wh.jandi.com/connect-api/webhook/123/abcdef0123')).toBe(
      'https://wh.jandi.com/…0123',
    );
  });
  it('checks each messenger with a Korean message', () => {
    expect(messengerSettingsProblem('SLACK', { botToken: 'xoxp-1' }, false)).toBe(
      MESSENGER_MESSAGES.slackTokenInvalid,
    );
    expect(messengerSettingsProblem('SLACK', {}, true)).toBeNull();
    expect(messengerSettingsProblem('JANDI', { webhookUrl: 'https://example.com/x' }, false)).toBe(
      MESSENGER_MESSAGES.jandiUrlInvalid,
    );
    expect(messengerSettingsProblem('JANDI', { webhookUrl: 'http://127.0.0.1:9/x' }, false, true)).toBeNull();
    expect(
      messengerSettingsProblem('DOORAY', { webhookUrl: 'https://hook.dooray.com/services/1/2/abc' }, false),
    ).toBeNull();
    expect(
      messengerSettingsProblem(
        'NAVER_WORKS',
        { clientId: 'c', serviceAccount: 'x.serviceaccount@d', botId: '12' },
        false,
      ),
    ).toBe(MESSENGER_MESSAGES.clientSecretRequired);
  });
  it('names the unconnected messengers of a chain and finds the link of a body', () => {
    expect(unconnectedMessengers(['SLACK', 'SMS', 'TEAMS'], ['TEAMS'])).toEqual(['SLACK']);
    expect(firstLinkOf('선물을 골라 주세요.\n바로가기: https://pcs.local/i/abc\n')).toBe(
      'https://pcs.local/i/abc',
    );
  });
});
