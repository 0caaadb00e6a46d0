/**
 * Look shared by every layout. Pretendard is self-hosted (styles/fonts.css imports the dynamic-subset CSS); the system Korean fonts follow so text
 * stays readable while a subset downloads. antd takes the same stack through its token (stack.md).
 */
export const FONT_FAMILY =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', " +
  "'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', 'Segoe UI', Roboto, sans-serif";

/** spec §9 active sort colour, used as the brand accent: only for marks, borders and fills without text on them. */
export const BRAND_COLOR = '#fe5f40';

/**
 * The accessible colour tokens (WCAG 2.1 AA, KWCAG 2.2), chosen once for antd's theme and the light components
 * alike; global.css declares the same values as --pcs-* custom properties (theme.test.ts keeps them equal and
 * checks their contrast). The brand orange #fe5f40 is 3.0:1 on white: too light for text or for white text on it,
 * so text, links, primary buttons, active tabs and chips take `brandStrong` (5.4:1 on white, 5.0:1 on the page
 * grey), and `brand` stays for marks that carry no text (the active sort's underline, borders, progress fills).
 */
export const COLOR = {
  /** spec §9 active sort colour: marks, borders and fills with no text on them. */
  brand: BRAND_COLOR,
  /** Brand text and links, and the background of white text (primary buttons, active chips). */
  brandStrong: '#c4361a',
  /** Hover and pressed state of brandStrong. */
  brandStronger: '#a12c15',
  /** Light tint behind brand text (selected rows, active chips with brandStrong text): 4.9:1 with brandStrong. */
  brandTint: '#fff1ee',
  text: '#1f1f1f',
  /** Secondary text (captions, counters, footers): 5.3:1 on white, 5.0:1 on the page grey. */
  textSub: '#616161',
  /** The lightest text allowed (placeholders, disabled hints kept readable): 4.5:1 on white. */
  textMuted: '#767676',
  /** Errors and required marks: 5.6:1 on white. */
  danger: '#cf1322',
  /** Success and "done" text: 5.1:1 on white. */
  success: '#237804',
  /** Informational links in the back office: 6.2:1 on white. */
  info: '#0958d9',
  line: '#e8e8e8',
  bg: '#f6f7f9',
  /** Focus ring: 3:1 or more against white and the page grey (WCAG 2.4.7 / 1.4.11). */
  focus: '#c4361a',
} as const;
