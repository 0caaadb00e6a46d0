import { describe, expect, it } from 'vitest';
import { MY_PAGE_ADDRESS_TAB } from '../../config/paths';
import { MY_PAGE_TABS, myPageTabIndex } from './my-page-tabs';

describe('my page tabs (/myPage/detail/{index})', () => {
  it('0 my info, 1 password, 2 address book, 3 phone', () => {
    expect(MY_PAGE_TABS.map((t) => t.key)).toEqual(['info', 'password', 'address', 'telNo']);
    // The gift apply screen links the address book by this index.
    expect(MY_PAGE_TABS[MY_PAGE_ADDRESS_TAB]?.key).toBe('address');
  });
  it('reads a valid index and refuses anything else', () => {
    expect(myPageTabIndex('0')).toBe(0);
    expect(myPageTabIndex('2')).toBe(2);
    expect(myPageTabIndex('3')).toBe(3);
    expect(myPageTabIndex('4')).toBeNull();
    expect(myPageTabIndex('-1')).toBeNull();
    expect(myPageTabIndex('1.5')).toBeNull();
    expect(myPageTabIndex('abc')).toBeNull();
    expect(myPageTabIndex(undefined)).toBeNull();
  });
});
