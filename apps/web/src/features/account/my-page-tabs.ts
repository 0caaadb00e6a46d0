import { hasRole, RECIPIENT_ROLES } from '@pcs/domain';

/**
 * spec §2 /myPage/detail/{index}: the index is the tab of the desktop my page, so a tab can be linked to, reloaded
 * and reached with the browser's back button. Mobile has a screen per tab instead (/m/myPage/...). The last tab,
 * 경조사 신청 (decision 036), is the recipients' (10, 20) only: other roles have no life events to ask for. `label` is
 * the spec's Korean name; screens show `text`, its catalogue id, in the reader's language.
 */
export const MY_PAGE_TABS = [
  { key: 'info', label: '내 정보', text: 'account.myPage.tab.info' },
  { key: 'password', label: '비밀번호 변경', text: 'account.changePassword.title' },
  { key: 'address', label: '배송지 관리', text: 'account.address.title' },
  { key: 'telNo', label: '휴대폰 번호 변경', text: 'account.telNo.title' },
  { key: 'lifeEvent', label: '경조사 신청', text: 'account.lifeEvent.title' },
] as const;

export type MyPageTab = (typeof MY_PAGE_TABS)[number];
export type MyPageTabKey = MyPageTab['key'];

/** The tabs a role sees, in index order (the recipients' tab is last, so no other index moves). */
export const myPageTabsFor = (authCd: string | null | undefined): readonly MyPageTab[] =>
  hasRole(RECIPIENT_ROLES, authCd) ? MY_PAGE_TABS : MY_PAGE_TABS.filter((t) => t.key !== 'lifeEvent');

/** The tab index of a URL parameter, or null when it names no tab of `tabs` (the screen then goes to tab 0). */
export function myPageTabIndex(
  param: string | undefined,
  tabs: readonly MyPageTab[] = MY_PAGE_TABS,
): number | null {
  if (param === undefined || !/^\d{1,2}$/.test(param)) return null;
  const index = Number(param);
  return index < tabs.length ? index : null;
}
