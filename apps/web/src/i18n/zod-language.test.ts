import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { showLanguage } from './texts';

/** Decision 055: a rule without a message of its own is refused in zod's words of the page's language. */
describe("zod's own words follow the page's language", () => {
  afterAll(() => showLanguage('ko'));
  const refusal = () => z.enum(['Y', 'N']).safeParse('X').error?.issues[0]?.message;

  it('Korean by default, Vietnamese, simplified Chinese and Khmer when the page turns to them', async () => {
    await showLanguage('ko');
    expect(refusal()).toBe('잘못된 옵션: "Y"또는 "N" 중 하나여야 합니다');
    await showLanguage('vi');
    expect(refusal()).toBe('Tùy chọn không hợp lệ: mong đợi một trong các giá trị "Y"|"N"');
    await showLanguage('zh-Hans');
    expect(refusal()).toBe('无效选项：期望以下之一 "Y"|"N"');
    await showLanguage('km');
    expect(refusal()).toBe('ជម្រើសមិនត្រឹមត្រូវ៖ ត្រូវជាមួយក្នុងចំណោម "Y"|"N"');
  });

  it("leaves a schema's own message as written", async () => {
    await showLanguage('vi');
    expect(z.string().min(1, '배송지명을 입력해주세요.').safeParse('').error?.issues[0]?.message).toBe(
      '배송지명을 입력해주세요.',
    );
  });
});
