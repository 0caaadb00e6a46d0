import { describe, expect, it } from 'vitest';
import { listMaskingFor, maskPersonal } from './personal-data';
import { assignableRoles, canAssignRole, SIGN_STATUS_REG_STAT } from './user-admin';

describe('assignable roles', () => {
  it('lets 99999 give every role, 15 every role but 99999, 25 only client roles, others none', () => {
    expect(assignableRoles('99999')).toContain('99999');
    expect(canAssignRole('15', '99999')).toBe(false);
    expect(canAssignRole('15', '15')).toBe(true);
    expect(assignableRoles('25')).toEqual(['20', '25']);
    expect(canAssignRole('25', '30')).toBe(false);
    for (const role of ['05', '10', '20', '30', '35']) expect(assignableRoles(role)).toEqual([]);
  });

  it('maps the sign-status filter codes of company and user pages (spec §5: without 01 and 05)', () => {
    expect(SIGN_STATUS_REG_STAT).toEqual({ '02': 'READY', '03': 'ACCEPT', '04': 'REJECT' });
  });
});

describe('list masking (PIPA minimum display)', () => {
  it('masks names for operators, not for the client manager; phones and e-mails for everyone', () => {
    const row = { name: '홍길동', phone: '01012345678', email: 'hong.gildong@example.com' };
    expect(maskPersonal(listMaskingFor('15'), row)).toEqual({
      name: '홍*동',
      phone: '010-1234-****',
      email: 'ho*********g@example.com',
    });
    expect(maskPersonal(listMaskingFor('25'), row).name).toBe('홍길동');
    expect(maskPersonal(listMaskingFor('25'), row).phone).toBe('010-1234-****');
  });

  it('leaves missing values missing and fields it was not given absent', () => {
    expect(maskPersonal(listMaskingFor('99999'), { name: null, phone: null })).toEqual({
      name: null,
      phone: null,
    });
    expect(maskPersonal(listMaskingFor('99999'), { name: '김철' })).toEqual({ name: '김*' });
  });
});
