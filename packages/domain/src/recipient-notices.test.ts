import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from './account';
import { LIFECYCLE_TEXT } from './delivery-lifecycle';
import { LANGUAGES } from './languages';
import { API_MESSAGE } from './messages';
import {
  defaultOccasionBody,
  defaultOccasionCard,
  defaultOccasionSubject,
  OCCASION_TYPES,
  occasionMessageText,
  occasionTitle,
} from './occasion';
import {
  lifeEventDecidedNotice,
  lifeEventDecisionTexts,
  occasionReminderBody,
  occasionReminderSubject,
} from './occasion-notices';
import {
  CLOSE_NOTICE_KINDS,
  NOTICE_KINDS,
  orderNoticeSubject,
  orderNoticeText,
  orderNoticeTexts,
} from './order-notices';
import { accountNoticeTexts, importedAccountText, tempPasswordText } from './org-messages';
import { RECIPIENT_ERROR_SHAPES, RECIPIENT_ERROR_TEXTS, recipientErrorText } from './recipient-errors';

/** The #{variables} of a text, sorted, each once. */
const variablesOf = (...texts: readonly string[]) =>
  [...new Set(texts.join('\n').match(/#\{[^{}\n]*\}/g) ?? [])].sort();
const HANGUL = /[\uAC00-\uD7A3]/;
const withoutVariables = (text: string) => text.replace(/#\{[^}]*\}/g, '');
const OTHERS = LANGUAGES.filter((l) => l !== 'ko');
const ORDER_KINDS = [...NOTICE_KINDS, ...CLOSE_NOTICE_KINDS];

describe('every translated message set has every language and the Korean variables', () => {
  it.each(OTHERS)('%s: order notices', (lang) => {
    const ko = orderNoticeTexts('ko');
    const texts = orderNoticeTexts(lang);
    expect(variablesOf(texts.subject)).toEqual(variablesOf(ko.subject));
    for (const kind of ORDER_KINDS) {
      expect(variablesOf(...texts.bodies[kind]), kind).toEqual(variablesOf(...ko.bodies[kind]));
      expect(texts.bodies[kind]).toHaveLength(ko.bodies[kind].length);
      expect(texts.titles[kind]).not.toMatch(HANGUL);
    }
    for (const text of [texts.subject, ...ORDER_KINDS.flatMap((k) => texts.bodies[k])])
      expect(withoutVariables(text)).not.toMatch(HANGUL);
  });

  it.each(OTHERS)('%s: occasion invitations, subjects and reminders', (lang) => {
    for (const type of OCCASION_TYPES) {
      for (const [ko, other] of [
        [defaultOccasionBody(type), defaultOccasionBody(type, lang)],
        [defaultOccasionSubject(type), defaultOccasionSubject(type, lang)],
        [occasionReminderBody(type), occasionReminderBody(type, lang)],
        [occasionReminderSubject(type), occasionReminderSubject(type, lang)],
        [defaultOccasionCard(type), defaultOccasionCard(type, lang)],
      ] as const) {
        expect(variablesOf(other), `${type}: ${other}`).toEqual(variablesOf(ko));
        expect(withoutVariables(other)).not.toMatch(HANGUL);
      }
      expect(occasionTitle({ occasionType: type }, lang)).not.toMatch(HANGUL);
    }
    expect(occasionTitle({ occasionType: 'WORK_ANNIVERSARY', years: 10 }, lang)).toContain('10');
    // A group day is named as the company wrote it, in every language.
    expect(occasionTitle({ occasionType: 'GROUP_DAY', ruleNm: '창립기념일' }, lang)).toBe('창립기념일');
  });

  it.each(OTHERS)('%s: the life event decision and the account messages', (lang) => {
    const ko = lifeEventDecisionTexts('ko');
    const texts = lifeEventDecisionTexts(lang);
    for (const key of ['approved', 'rejected'] as const) {
      expect(variablesOf(texts.subject[key])).toEqual(variablesOf(ko.subject[key]));
      expect(variablesOf(texts.body[key])).toEqual(variablesOf(ko.body[key]));
    }
    expect(variablesOf(texts.reason, texts.link)).toEqual(variablesOf(ko.reason, ko.link));
    const account = accountNoticeTexts(lang);
    const koAccount = accountNoticeTexts('ko');
    for (const key of Object.keys(koAccount) as (keyof typeof koAccount)[]) {
      expect(variablesOf(account[key]), key).toEqual(variablesOf(koAccount[key]));
      expect(withoutVariables(account[key]), key).not.toMatch(HANGUL);
    }
  });
});

describe('messages in the recipient’s language', () => {
  const order = {
    userNm: '응우옌 반 안',
    cmpyNm: '한빛전자',
    eventNm: '2027 설 선물',
    prodNm: '녹차 세트',
    link: 'https://gift.pcs.test/m/delivery/detail/7',
  };

  it('keeps the Korean texts exactly', () => {
    expect(orderNoticeSubject('RELEASE', '연말 선물')).toBe('[선물 안내] 연말 선물 - 선물이 출고되었습니다');
    expect(orderNoticeText('RETURN_APPROVED', order)).toContain(
      '응우옌 반 안님, 반품/교환 신청이 승인되었습니다.',
    );
    expect(tempPasswordText('nva01', '{{secret}}', 'https://gift.pcs.test')).toBe(
      '[PCS] nva01 계정의 임시 비밀번호는 {{secret}} 입니다. 로그인 후 비밀번호를 변경해주세요.\n로그인: https://gift.pcs.test/checkDevice',
    );
    expect(importedAccountText('한빛전자', 'nva01', '')).toBe(
      '[PCS] 한빛전자 선물 플랫폼 계정(nva01)이 등록되었습니다. 로그인 화면에서 휴대폰 인증으로 로그인한 뒤 비밀번호를 설정해주세요.',
    );
    expect(accountNoticeTexts('ko').passwordChanged).toBe(ACCOUNT_MESSAGES.passwordChangedNotice);
  });

  it('fills a Vietnamese release notice, leaving out the tracking line when there is none', () => {
    expect(
      orderNoticeText('RELEASE', { ...order, carrierNm: 'CJ대한통운', invoiceNo: '123456789012' }, 'vi'),
    ).toBe(
      [
        '[한빛전자] 2027 설 선물',
        '응우옌 반 안 thân mến, quà của bạn đã được gửi đi.',
        'Quà: 녹차 세트',
        'Đơn vị vận chuyển: CJ대한통운',
        'Mã vận đơn: 123456789012',
        'Xem đơn hàng: https://gift.pcs.test/m/delivery/detail/7',
      ].join('\n'),
    );
    expect(orderNoticeSubject('RELEASE', '2027 설 선물', 'vi')).toBe(
      '[Thông báo quà tặng] 2027 설 선물 - Quà của bạn đã được gửi đi',
    );
    expect(orderNoticeText('RETURN_APPROVED', { ...order, refundGbn: 'EXCHANGE' }, 'en')).toContain(
      'your exchange request has been approved.',
    );
    // The refunded amount in won as the language writes it.
    expect(orderNoticeText('REFUNDED', { ...order, refundAmount: 9000 }, 'en')).toContain('Refund: ₩9,000');
  });

  it('fills an occasion invitation with the occasion and the relation in the person’s language', () => {
    const values = {
      userNm: 'Nguyen',
      userId: 'nva01',
      cmpyNm: '한빛전자',
      title: occasionTitle({ occasionType: 'WORK_ANNIVERSARY', years: 5 }, 'vi'),
      eventDt: '20270301',
      years: 5,
      relationCd: 'PARENT' as const,
      endDt: '20270315',
      endTm: '180000',
      link: 'https://gift.pcs.test/i/abc',
    };
    expect(occasionMessageText(defaultOccasionSubject('WORK_ANNIVERSARY', 'vi'), values, 'vi')).toBe(
      '[한빛전자] Quà tặng Kỷ niệm 5 năm làm việc',
    );
    expect(occasionMessageText('#{관계}', values, 'vi')).toBe('cha mẹ');
    expect(occasionMessageText('#{관계}', values)).toBe('부모');
  });

  it('tells a Vietnamese employee the decision with the reason as the manager wrote it', () => {
    const notice = lifeEventDecidedNotice(
      { cmpyNm: '한빛전자', userNm: 'Nguyen', occasionType: 'WEDDING', eventDt: '20270301' },
      { approved: false, reason: '증빙 서류가 필요합니다.' },
      'https://gift.pcs.test/m/myPage/lifeEvents',
      'vi',
    );
    expect(notice.subject).toBe('[한빛전자] Yêu cầu hiếu hỷ bị từ chối');
    expect(notice.body).toBe(
      [
        '[한빛전자] Nguyen thân mến, yêu cầu Kết hôn (2027.03.01) của bạn đã bị từ chối.',
        'Lý do từ chối: 증빙 서류가 필요합니다.',
        'Xem yêu cầu: https://gift.pcs.test/m/myPage/lifeEvents',
      ].join('\n'),
    );
  });
});

describe('recipient refusals in the page’s language', () => {
  it('translates every listed refusal into every language, without Korean left in it', () => {
    expect(RECIPIENT_ERROR_TEXTS.size).toBeGreaterThan(100);
    for (const [korean, translations] of RECIPIENT_ERROR_TEXTS) {
      expect(korean).toMatch(HANGUL);
      for (const lang of OTHERS) {
        expect(translations[lang], `${lang}: ${korean}`).not.toBe('');
        expect(translations[lang], `${lang}: ${korean}`).not.toMatch(HANGUL);
      }
    }
    for (const [, translations] of RECIPIENT_ERROR_SHAPES)
      for (const lang of OTHERS) expect(translations[lang]).not.toMatch(HANGUL);
  });

  it('keeps Korean and the texts it does not know as they are', () => {
    expect(recipientErrorText(API_MESSAGE['4093'], 'ko')).toBe(API_MESSAGE['4093']);
    expect(recipientErrorText(API_MESSAGE['4093'])).toBe(API_MESSAGE['4093']);
    expect(recipientErrorText('정산서를 확정할 수 없습니다.', 'vi')).toBe('정산서를 확정할 수 없습니다.');
    expect(recipientErrorText(API_MESSAGE['4093'], 'vi')).toBe(
      'Hiện không trong thời gian đăng ký của sự kiện này.',
    );
  });

  it('reads the values of a refusal that has them', () => {
    expect(recipientErrorText(LIFECYCLE_TEXT.returnWindowPassed(7), 'en')).toBe(
      'More than 7 days have passed since delivery, so a return or exchange can no longer be requested.',
    );
    expect(recipientErrorText(LIFECYCLE_TEXT.notAllowed('배송완료', '취소'), 'zh-Hans')).toBe(
      '当前状态下无法进行此操作。',
    );
  });
});
