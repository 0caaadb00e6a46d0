import { describe, expect, it } from 'vitest';
import { companyApprovalId, isAwaitingDecision, NO_APPROVAL_ID, userOrApprovalOf } from './org-screens';

describe('company and user detail route parameters (spec §2)', () => {
  it('only READY awaits a decision; null is an approved legacy company (spec §3)', () => {
    expect(isAwaitingDecision('READY')).toBe(true);
    expect([null, undefined, '', 'ACCEPT', 'REJECT'].map(isAwaitingDecision)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('an open company request is its own approval id; a decided one carries 0', () => {
    expect(companyApprovalId('CLI004', 'READY')).toBe('CLI004');
    expect(companyApprovalId('CLI001', null)).toBe(NO_APPROVAL_ID);
    expect(companyApprovalId('CLI001', 'REJECT')).toBe('0');
  });

  it('a pending sign-up opens as an approval, everyone else as a user', () => {
    expect(userOrApprovalOf('READY')).toBe('approval');
    expect(userOrApprovalOf('ACCEPT')).toBe('user');
    expect(userOrApprovalOf('REJECT')).toBe('user');
  });
});
