/**
 * Look shared by every layout. Pretendard is self-hosted (styles/global.css imports the dynamic-subset CSS); the system Korean fonts follow so text
 * stays readable while a subset downloads. antd takes the same stack through its token (stack.md).
 */
export const FONT_FAMILY =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', " +
  "'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', 'Segoe UI', Roboto, sans-serif";

/** spec §9 active sort colour, used as the brand accent. */
export const BRAND_COLOR = '#fe5f40';
