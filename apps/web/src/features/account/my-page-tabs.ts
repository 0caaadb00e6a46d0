/**
 * spec §2 /myPage/detail/{index}: the index is the tab of the desktop my page, so a tab can be linked to, reloaded
 * and reached with the browser's back button. Mobile has a screen per tab instead (/m/myPage/...).
 */
export const MY_PAGE_TABS = [
  { key: 'info', label: '내 정보' },
  { key: 'password', label: '비밀번호 변경' },
  { key: 'address', label: '배송지 관리' },
  { key: 'telNo', label: '휴대폰 번호 변경' },
] as const;

export type MyPageTabKey = (typeof MY_PAGE_TABS)[number]['key'];

/** The tab index of a URL parameter, or null when it names no tab (the screen then goes to tab 0). */
export function myPageTabIndex(param: string | undefined): number | null {
  if (param === undefined || !/^\d{1,2}$/.test(param)) return null;
  const index = Number(param);
  return index < MY_PAGE_TABS.length ? index : null;
}
