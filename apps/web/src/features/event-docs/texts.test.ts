import { describe, expect, it } from 'vitest';
import { EVENT_DOCS_DIALOG_TEXT } from './texts';

describe('EVENT_DOCS_DIALOG_TEXT', () => {
  it('keeps every text as the screen shows it', () => {
    expect(EVENT_DOCS_DIALOG_TEXT.vendorMailConfirm(4)).toBe('공급사 4곳에 발주 메일을 보내시겠습니까?');
  });
});
