import { describe, expect, it } from 'vitest';
import { isAuthNumber, maskUserId, PASSWORD_MESSAGES, passwordPolicyError } from './account';

describe('passwordPolicyError', () => {
  it('accepts letters, digits and specials of 8 to 64 characters', () => {
    expect(passwordPolicyError('Demo1234!')).toBeNull();
    expect(passwordPolicyError(`a1!${'xyz'.repeat(20)}q`)).toBeNull();
  });
  it('names the first rule that fails', () => {
    expect(passwordPolicyError('')).toBe(PASSWORD_MESSAGES.empty);
    expect(passwordPolicyError('Abc 1234!')).toBe(PASSWORD_MESSAGES.space);
    expect(passwordPolicyError('Ab1!')).toBe(PASSWORD_MESSAGES.policy);
    expect(passwordPolicyError(`a1!${'xyz'.repeat(20)}qr`)).toBe(PASSWORD_MESSAGES.policy);
    expect(passwordPolicyError('abcdefgh1')).toBe(PASSWORD_MESSAGES.policy);
    expect(passwordPolicyError('abcdefgh!')).toBe(PASSWORD_MESSAGES.policy);
    expect(passwordPolicyError('12345678!')).toBe(PASSWORD_MESSAGES.policy);
    expect(passwordPolicyError('aaaa1234!')).toBe(PASSWORD_MESSAGES.repeated);
    expect(passwordPolicyError('hong1234!x', 'HONG1234')).toBe(PASSWORD_MESSAGES.containsId);
  });
});

describe('maskUserId', () => {
  it('keeps the first two and the last character of longer IDs', () => {
    expect(maskUserId('demo-employee')).toBe('de**********e');
    expect(maskUserId('abcdef')).toBe('ab***f');
    expect(maskUserId('abcd')).toBe('ab**');
    expect(maskUserId('abc')).toBe('a**');
    expect(maskUserId('a')).toBe('a');
    expect(maskUserId('')).toBe('');
    expect(maskUserId('hong.gildong@example.com')).toBe('ho*********g@example.com');
  });
});

describe('auth number', () => {
  it('checks formats', () => {
    expect(isAuthNumber('012345')).toBe(true);
    expect(isAuthNumber('12345')).toBe(false);
    expect(isAuthNumber('12345a')).toBe(false);
  });
});
