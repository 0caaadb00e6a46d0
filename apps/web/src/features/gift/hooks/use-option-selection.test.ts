import type { OptionInfo } from '@pcs/domain/contracts/gift';
import { describe, expect, it } from 'vitest';
import { toOptionGroups } from './use-option-selection';

const info = (optCd: string, optNm: string, values: [string, string, 'Y' | 'N', number?][]): OptionInfo => ({
  optCd,
  optNm,
  optionDetailList: values.map(([cd, nm, soldOutYn, addPrice]) => ({
    optCd: cd,
    optNm: nm,
    soldOutYn,
    addPrice: addPrice ?? 0,
  })),
});

describe('toOptionGroups (spec §3 optionInfoList)', () => {
  it('makes one group per two-character title with its values and sold-out flags', () => {
    const groups = toOptionGroups([
      info('01', '색상', [
        ['0101', '블랙', 'N'],
        ['0102', '화이트', 'Y', 2000],
      ]),
      info('02', '사이즈', [['0201', 'M', 'N']]),
    ]);
    expect(groups).toEqual([
      {
        titleCd: '01',
        title: '색상',
        values: [
          { optCd: '0101', optNm: '블랙', soldOut: false, addPrice: 0 },
          { optCd: '0102', optNm: '화이트', soldOut: true, addPrice: 2000 },
        ],
      },
      {
        titleCd: '02',
        title: '사이즈',
        values: [{ optCd: '0201', optNm: 'M', soldOut: false, addPrice: 0 }],
      },
    ]);
  });

  it('ignores title-like codes among values and titles without values', () => {
    const groups = toOptionGroups([
      info('01', '색상', [
        ['01', '색상', 'N'],
        ['0101', '블랙', 'N'],
      ]),
      info('02', '각인', []),
    ]);
    expect(groups.map((g) => g.titleCd)).toEqual(['01']);
    expect(groups[0]?.values.map((v) => v.optCd)).toEqual(['0101']);
  });
});
