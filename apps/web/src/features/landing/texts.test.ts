import { describe, expect, it } from 'vitest';
import { LANDING_DIALOG_TEXT } from './texts';

describe('LANDING_DIALOG_TEXT', () => {
  it('keeps every text as the site shows it', () => {
    expect(LANDING_DIALOG_TEXT).toEqual({
      contactSent: '문의가 등록되었습니다. 담당자가 빠르게 연락드리겠습니다.',
    });
  });
});
