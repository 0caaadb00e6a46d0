import { describe, expect, it } from 'vitest';
import { MY_PAGE_ADDRESS_TAB } from '../../config/paths';
import { MY_PAGE_TABS, myPageTabIndex, myPageTabsFor } from './my-page-tabs';

describe('my page tabs (/myPage/detail/{index})', () => {
  it('0 my info, 1 password, 2 address book, 3 phone, 4 life events', () => {
    expect(MY_PAGE_TABS.map((t) => t.key)).toEqual(['info', 'password', 'address', 'telNo', 'lifeEvent']);
    // The gift apply screen links the address book by this index.
    expect(MY_PAGE_TABS[MY_PAGE_ADDRESS_TAB]?.key).toBe('address');
    expect(MY_PAGE_TABS[4]?.label).toBe('경조사 신청');
  });
  it('shows 경조사 신청 to recipients (10, 20) only', () => {
    expect(myPageTabsFor('20').map((t) => t.key)).toContain('lifeEvent');
    expect(myPageTabsFor('10').map((t) => t.key)).toContain('lifeEvent');
    for (const role of ['25', '15', '99999', '30', null])
      expect(myPageTabsFor(role).map((t) => t.key)).toEqual(['info', 'password', 'address', 'telNo']);
  });
  it('reads a valid index and refuses anything else', () => {
    expect(myPageTabIndex('0')).toBe(0);
    expect(myPageTabIndex('2')).toBe(2);
    expect(myPageTabIndex('4')).toBe(4);
    expect(myPageTabIndex('4', myPageTabsFor('25'))).toBeNull();
    expect(myPageTabIndex('5')).toBeNull();
    expect(myPageTabIndex('-1')).toBeNull();
    expect(myPageTabIndex('1.5')).toBeNull();
    expect(myPageTabIndex('abc')).toBeNull();
    expect(myPageTabIndex(undefined)).toBeNull();
  });
});
