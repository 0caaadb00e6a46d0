import { describe, expect, it } from 'vitest';
import { NOT_APPLY_ROLES } from './access';
import {
  ALL_AUTH_CDS,
  AUTH_CD,
  CLIENT_GROUP,
  FULFILMENT_ROLES,
  hasRole,
  MANAGER_ROLES,
  OPERATOR_ADMIN,
  OPERATOR_GROUP,
  RECIPIENT_ROLES,
  ROLE_NAME,
  roleOptions,
  SUPPLY_ROLES,
  VENDOR_GROUP,
} from './roles';
import { ROLE_HOME } from './routing';

describe('role names', () => {
  it('names every role apart, so a picker never shows two identical entries', () => {
    const names = ALL_AUTH_CDS.map((authCd) => ROLE_NAME[authCd]);
    expect(new Set(names).size).toBe(names.length);
    expect(ROLE_NAME['30']).toBe('공급사');
    expect(ROLE_NAME['35']).toBe('공급사 직원');
  });

  it('labels picker options with the name only, never the code', () => {
    const options = roleOptions(ALL_AUTH_CDS);
    expect(options.map((o) => o.value)).toEqual([...ALL_AUTH_CDS]);
    for (const option of options) expect(option.label).not.toMatch(/\d/);
  });
});

describe('role sets', () => {
  const members = (roles: readonly string[]) => [...roles].sort();

  it('pins who is in each set', () => {
    expect(members(OPERATOR_GROUP)).toEqual(['10', '15', '99999']);
    expect(members(OPERATOR_ADMIN)).toEqual(['15', '99999']);
    expect(members(VENDOR_GROUP)).toEqual(['30', '35']);
    expect(members(CLIENT_GROUP)).toEqual(['20', '25']);
    expect(members(RECIPIENT_ROLES)).toEqual(['10', '20']);
    expect(members(MANAGER_ROLES)).toEqual(['15', '25', '99999']);
    expect(members(SUPPLY_ROLES)).toEqual(['15', '30', '35', '99999']);
    expect(members(FULFILMENT_ROLES)).toEqual(['05', '15', '30', '35', '99999']);
  });

  it('builds the wider sets from the narrower ones', () => {
    expect(members(MANAGER_ROLES)).toEqual(members([...OPERATOR_ADMIN, AUTH_CD.clientManager]));
    expect(members(SUPPLY_ROLES)).toEqual(members([...OPERATOR_ADMIN, ...VENDOR_GROUP]));
    expect(members(FULFILMENT_ROLES)).toEqual(members([...SUPPLY_ROLES, AUTH_CD.partTimer]));
    expect(NOT_APPLY_ROLES).toBe(MANAGER_ROLES);
  });

  it('names as recipients exactly the roles whose home is the gift list', () => {
    expect(members(ALL_AUTH_CDS.filter((authCd) => ROLE_HOME[authCd] === '/gift/list'))).toEqual(
      members(RECIPIENT_ROLES),
    );
  });

  it('answers membership for any string', () => {
    expect(hasRole(SUPPLY_ROLES, '35')).toBe(true);
    expect(hasRole(SUPPLY_ROLES, '25')).toBe(false);
    expect(hasRole(SUPPLY_ROLES, '')).toBe(false);
    expect(hasRole(SUPPLY_ROLES, null)).toBe(false);
    expect(hasRole(SUPPLY_ROLES, undefined)).toBe(false);
  });
});
