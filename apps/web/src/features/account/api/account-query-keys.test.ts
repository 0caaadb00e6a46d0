import { describe, expect, it } from 'vitest';
import { accountKeys } from './account-query-keys';

describe('accountKeys', () => {
  it('nests an address under the address list, so saving invalidates both', () => {
    expect(accountKeys.address(7).slice(0, accountKeys.addresses().length)).toEqual(accountKeys.addresses());
  });

  it('keeps every key under account, and tells the web and mobile first-access info apart', () => {
    for (const key of [accountKeys.myInfo(), accountKeys.addresses(), accountKeys.vendorInvitation('a')]) {
      expect(key[0]).toBe('account');
    }
    expect(accountKeys.firstAccessInfo('01')).not.toEqual(accountKeys.firstAccessInfo('02'));
  });
});
