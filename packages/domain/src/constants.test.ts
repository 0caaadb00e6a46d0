import { describe, expect, it } from 'vitest';
import * as C from './constants';

describe('spec §9 business constants', () => {
  it('codes, solution and session cut-off', () => {
    expect(C.SUCCESS_CODE).toBe('2000');
    expect(C.SOLUTION_CODE).toBe('1020');
    expect(C.SOLUTION_NAME).toBe('PCS');
    expect(C.SESSION_CUTOFF).toBe('20231211180000');
    expect(C.SESSION_CUTOFF_RELOAD_DELAY_MS).toBe(300);
    expect(C.CURRENCIES).toEqual(['WON', 'USD']);
    expect(C.WM_GBN).toEqual({ web: '01', mobile: '02' });
    expect(C.MALL_TYPE).toBe('01');
  });

  it('contact form codes and maximum lengths 14, 30, 33, 14', () => {
    expect(C.CONTACT_SOL_CD).toBe('05');
    expect(C.CONTACT_FAQ_CATEGORY_CD).toBe('01');
    expect(C.CONTACT_MAX_LENGTH).toEqual({ companyNmTx: 14, phoneNoTx: 30, emailTx: 33, managerNmTx: 14 });
  });

  it('formats and timeouts', () => {
    expect(C.CORPORATE_NUMBER_DIGITS).toBe(10);
    expect(C.MOBILE_PHONE_DIGITS).toBe(11);
    expect(C.LAZY_SCREEN_TIMEOUT_MS).toBe(120_000);
  });

  it('paging, scroll loader, rows and sliders', () => {
    expect(C.PAGE_SIZE).toBe(15);
    expect(C.SCROLL_LOADER_SIZE).toBe(14);
    expect(C.PRODUCTS_PER_ROW).toBe(4);
    expect(C.SCROLL_THRESHOLD_PX).toBe(100);
    expect(C.PAGER_BLOCK).toBe(10);
    expect(C.SLIDER_GAP_PX).toBe(25);
    expect(C.BANNER_SLIDES).toBe(3);
    expect(C.BANNER_INTERVAL_MS).toBe(5000);
    expect(C.SCROLL_RESTORE_DELAY_MS).toBe(200);
  });

  it('price filter options in units of 10,000 won', () => {
    expect(C.PRICE_BANDS.map((b) => b.value)).toEqual([null, 2, 3, 5, 7, 10]);
  });

  it('landing defaults, hidden codes, backgrounds, default image and colours', () => {
    expect(C.DEFAULT_LANDING_CATEGORY).toBe('07');
    expect(C.DEFAULT_LANDING_THEME).toBe('02');
    expect(C.DEFAULT_FROM_WHERE).toBe('EML');
    expect(C.HIDDEN_CATEGORY_CODES).toEqual(['13']);
    expect(C.HIDDEN_THEME_CODES).toEqual(['13', '14']);
    expect(C.THEME_BACKGROUND_CODES).toEqual([
      '00',
      '02',
      '03',
      '04',
      '06',
      '07',
      '08',
      '09',
      '11',
      '12',
      '13',
    ]);
    expect(C.DEFAULT_THEME_BACKGROUND).toBe('00');
    expect(C.DEFAULT_PRODUCT_IMAGE_ID).toBe('202106292300000');
    expect(C.ACTIVE_SORT_COLOR).toBe('#fe5f40');
    expect(C.MOBILE_STRIP_TRANSITION).toBe('0.3s');
  });
});
