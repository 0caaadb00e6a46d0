import { describe, expect, it } from 'vitest';
import { maskSecret, renderSecret, SECRET_PLACEHOLDER } from '../src/modules/outbox/message-secret';

describe('a one-time secret goes into its message as it is', () => {
  it('keeps $ patterns of a temporary password (its special characters include $)', () => {
    const body = `임시 비밀번호: ${SECRET_PLACEHOLDER} (다시 한 번: ${SECRET_PLACEHOLDER})`;
    for (const secret of ['Ab3$$xyZ9k!q', 'Ab3$&xyZ9k!q', "Ab3$`xy$'Z9k", 'Ab3$1xyZ9k!q']) {
      expect(renderSecret(body, secret), secret).toBe(`임시 비밀번호: ${secret} (다시 한 번: ${secret})`);
    }
  });

  it('masks the placeholder when the secret is gone, and on every screen', () => {
    expect(renderSecret(`번호 ${SECRET_PLACEHOLDER}`, null)).toBe('번호 ******');
    expect(maskSecret(`번호 ${SECRET_PLACEHOLDER}`)).toBe('번호 ******');
  });
});
