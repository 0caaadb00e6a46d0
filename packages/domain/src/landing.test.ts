import { describe, expect, it } from 'vitest';
import {
  inquiryAnswerMailBody,
  isHiddenCategory,
  isHiddenTheme,
  LANDING_MESSAGES,
  themeBackgroundCode,
  themeCode,
} from './landing';

describe('landing codes (spec §9)', () => {
  it('writes template numbers as two-digit theme codes', () => {
    expect(themeCode(2)).toBe('02');
    expect(themeCode(11)).toBe('11');
    expect(themeCode(null)).toBeNull();
  });

  it('hides themes 13 and 14 and category 13 with its children', () => {
    expect(isHiddenTheme(13)).toBe(true);
    expect(isHiddenTheme(14)).toBe(true);
    expect(isHiddenTheme(12)).toBe(false);
    expect(isHiddenTheme(null)).toBe(false);
    expect(isHiddenCategory('13')).toBe(true);
    expect(isHiddenCategory('1301')).toBe(true);
    expect(isHiddenCategory('07')).toBe(false);
    expect(isHiddenCategory(null)).toBe(false);
  });

  it('maps a theme to its background, 00 when the map has none', () => {
    expect(themeBackgroundCode(2)).toBe('02');
    expect(themeBackgroundCode(11)).toBe('11');
    expect(themeBackgroundCode(5)).toBe('00');
    expect(themeBackgroundCode(1)).toBe('00');
    expect(themeBackgroundCode(null)).toBe('00');
  });
});

describe('landing texts', () => {
  it('names the inquiry kinds, the file check and the operator handling', () => {
    expect(LANDING_MESSAGES).toEqual({
      inquiryKind: { QUESTION: '도입 문의', DOWNLOAD: '소개서 다운로드' },
      fileIdInvalid: '파일 번호를 확인해주세요.',
      handleMemoRequired: '처리 메모를 입력해주세요.',
      handleMemoTooLong: '처리 메모는 1000자 이내로 입력해주세요.',
      handled: '처리 완료로 저장되었습니다.',
      handledLabel: { Y: '처리 완료', N: '미처리' },
      answerRequired: '답변 내용을 입력해주세요.',
      answerTooLong: '답변은 4000자 이내로 입력해주세요.',
      answerConfirm: '답변을 등록하면 문의하신 분께 메일로 발송됩니다. 등록 하시겠습니까?',
      answered: '답변이 등록되어 메일로 발송됩니다.',
      answerLabel: { WAITING: '답변대기', ANSWERED: '답변완료' },
      answerMailSubject: '[PCS] 문의하신 내용에 대한 답변입니다',
    });
  });

  it("mails the inquirer the question and the operator's answer", () => {
    const body = inquiryAnswerMailBody({
      managerNm: '김문의',
      companyNm: '한빛물산',
      question: '견적 부탁드립니다.',
      answer: '견적서를 보내드립니다.',
    });
    expect(body.split('\n')).toEqual([
      '김문의님, 안녕하세요.',
      '한빛물산에서 남겨주신 문의에 답변드립니다.',
      '',
      '[문의 내용]',
      '견적 부탁드립니다.',
      '',
      '[답변]',
      '견적서를 보내드립니다.',
      '',
      '감사합니다.',
    ]);
  });
});
