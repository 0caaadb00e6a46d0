import { describe, expect, it } from 'vitest';
import { particleOf, withParticle } from './korean-particle';

describe('Korean particles after a run-time word', () => {
  it('chooses 을/를 by the last syllable, skipping a parenthesised note', () => {
    expect(withParticle('문자(SMS/LMS)', '을/를')).toBe('문자(SMS/LMS)를');
    expect(withParticle('알림톡', '을/를')).toBe('알림톡을');
    expect(withParticle('메일', '을/를')).toBe('메일을');
    expect(withParticle('초대 문자(SMS/LMS)', '을/를')).toBe('초대 문자(SMS/LMS)를');
  });

  it('handles the other pairs, with 로 after ㄹ', () => {
    expect(particleOf('계정', '이/가')).toBe('이');
    expect(particleOf('회사', '이/가')).toBe('가');
    expect(particleOf('발주서', '은/는')).toBe('는');
    expect(particleOf('메일', '으로/로')).toBe('로');
    expect(particleOf('휴대폰', '으로/로')).toBe('으로');
    expect(particleOf('문자', '과/와')).toBe('와');
  });

  it('writes both forms after a word with no Hangul ending', () => {
    expect(particleOf('SMS', '을/를')).toBe('을(를)');
    expect(particleOf('B2B', '으로/로')).toBe('(으)로');
    expect(particleOf('A팀 (B)', '으로/로')).toBe('으로');
  });
});
