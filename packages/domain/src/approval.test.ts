import { describe, expect, it } from 'vitest';
import { APPROVAL_ACTION, decideApproval, normalizeRegistrationStatus } from './approval';
import { APPROVAL_MESSAGES } from './org-messages';

describe('decideApproval (ARCHITECTURE Approvals)', () => {
  it('approves a request in READY without keeping a reason', () => {
    expect(decideApproval('READY', APPROVAL_ACTION.approve, '  ')).toEqual({
      ok: true,
      from: 'READY',
      to: 'ACCEPT',
      reason: null,
    });
  });

  it('rejects a request in READY with its trimmed reason', () => {
    expect(decideApproval('READY', APPROVAL_ACTION.reject, ' 서류 미비 ')).toEqual({
      ok: true,
      from: 'READY',
      to: 'REJECT',
      reason: '서류 미비',
    });
  });

  it('needs a reason to reject, of at most 500 characters', () => {
    expect(decideApproval('READY', APPROVAL_ACTION.reject)).toEqual({
      ok: false,
      message: '반려 사유를 입력해주세요.',
    });
    expect(decideApproval('READY', APPROVAL_ACTION.reject, '   ')).toEqual({
      ok: false,
      message: APPROVAL_MESSAGES.reasonRequired,
    });
    expect(decideApproval('READY', APPROVAL_ACTION.reject, '가'.repeat(501))).toEqual({
      ok: false,
      message: '반려 사유는 500자 이내로 입력해주세요.',
    });
    expect(decideApproval('READY', APPROVAL_ACTION.reject, '가'.repeat(500)).ok).toBe(true);
  });

  it.each([
    ['ACCEPT', APPROVAL_ACTION.approve],
    ['ACCEPT', APPROVAL_ACTION.reject],
    ['REJECT', APPROVAL_ACTION.approve],
    ['REJECT', APPROVAL_ACTION.reject],
    [null, APPROVAL_ACTION.approve],
  ] as const)('refuses to decide a request in %s again (%s)', (state, action) => {
    expect(decideApproval(state, action, '사유')).toEqual({ ok: false, message: '이미 처리된 신청입니다.' });
  });

  it('lets a rejected request apply again, and nothing else', () => {
    expect(decideApproval('REJECT', APPROVAL_ACTION.resubmit)).toEqual({
      ok: true,
      from: 'REJECT',
      to: 'READY',
      reason: null,
    });
    expect(decideApproval('READY', APPROVAL_ACTION.resubmit)).toEqual({
      ok: false,
      message: '승인 대기 상태가 아닙니다.',
    });
    expect(decideApproval('ACCEPT', APPROVAL_ACTION.resubmit).ok).toBe(false);
  });

  it('reads null, empty and unknown stored statuses as ACCEPT (spec §3: null shows 승인(등록완료))', () => {
    expect(normalizeRegistrationStatus(null)).toBe('ACCEPT');
    expect(normalizeRegistrationStatus('')).toBe('ACCEPT');
    expect(normalizeRegistrationStatus('LEGACY')).toBe('ACCEPT');
    expect(normalizeRegistrationStatus('READY')).toBe('READY');
  });
});
