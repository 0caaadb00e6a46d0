import { describe, expect, it } from 'vitest';
import { checkRouteGuard } from './access';
import { faqSaveRequestSchema, noticeWriteRequestSchema } from './contracts/service-center';
import {
  audienceAuthCds,
  audienceLabel,
  faqCategoryName,
  fileExtension,
  formatFileSize,
  mayReadNotice,
} from './service-center';

describe('mayReadNotice', () => {
  const everyone = { audiences: [], cmpyCd: null };
  const employeesOfC1 = { audiences: ['CLIENT_EMPLOYEE'], cmpyCd: 'C1' };

  it('lets everyone read a notice without audience or company', () => {
    for (const authCd of ['05', '10', '20', '25', '30'])
      expect(mayReadNotice(everyone, { authCd, cmpyCd: null })).toBe(true);
  });

  it('keeps a notice to its roles and company', () => {
    expect(mayReadNotice(employeesOfC1, { authCd: '20', cmpyCd: 'C1' })).toBe(true);
    expect(mayReadNotice(employeesOfC1, { authCd: '20', cmpyCd: 'C2' })).toBe(false);
    expect(mayReadNotice(employeesOfC1, { authCd: '25', cmpyCd: 'C1' })).toBe(false);
    expect(mayReadNotice({ audiences: ['VENDOR'], cmpyCd: null }, { authCd: '35', cmpyCd: null })).toBe(true);
  });

  it('lets operator admins read every notice', () => {
    expect(mayReadNotice(employeesOfC1, { authCd: '15', cmpyCd: null })).toBe(true);
    expect(mayReadNotice(employeesOfC1, { authCd: '99999', cmpyCd: null })).toBe(true);
    expect(mayReadNotice(employeesOfC1, { authCd: '10', cmpyCd: null })).toBe(false);
  });

  it('names audiences by their roles and labels', () => {
    expect(audienceAuthCds(['OPERATOR', 'CLIENT_MANAGER'])).toEqual(['10', '15', '99999', '25']);
    expect(audienceLabel([], null)).toBe('전체');
    expect(audienceLabel(['CLIENT_EMPLOYEE'], '한빛전자')).toBe('한빛전자 · 고객사 직원');
  });
});

describe('service centre helpers', () => {
  it('reads extensions and formats sizes', () => {
    expect(fileExtension('안내문.PDF')).toBe('pdf');
    expect(fileExtension('../x/a.tar.gz')).toBe('gz');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(4_718_592)).toBe('4.5 MB');
    expect(faqCategoryName('02')).toBe('주문·배송');
  });

  it('guards the save screens for operator admins (spec §6 style)', () => {
    expect(checkRouteGuard('/serviceCenter/notify/save/new', '99999').allowed).toBe(true);
    expect(checkRouteGuard('/serviceCenter/faq/save/Y/3', '20').allowed).toBe(false);
    expect(checkRouteGuard('/serviceCenter/notify/detail/3', '20').allowed).toBe(true);
  });
});

describe('service centre contracts', () => {
  it('requires a title and body, and trims them', () => {
    const r = noticeWriteRequestSchema.safeParse({ title: '  ', contentHtml: '<p>x</p>' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('제목을 입력해주세요.');
    const ok = noticeWriteRequestSchema.parse({ title: ' 안내 ', contentHtml: '<p>x</p>', cmpyCd: '' });
    expect(ok).toMatchObject({ title: '안내', pinnedYn: 'N', audiences: [], cmpyCd: null, keepFileIds: [] });
  });

  it('refuses an unknown audience or FAQ category', () => {
    expect(
      noticeWriteRequestSchema.safeParse({ title: 'a', contentHtml: 'b', audiences: ['ALL'] }).success,
    ).toBe(false);
    const faq = faqSaveRequestSchema.safeParse({ faqCategoryCd: '99', question: 'q', answer: 'a' });
    expect(faq.error?.issues[0]?.message).toBe('분류를 선택해주세요.');
  });
});
