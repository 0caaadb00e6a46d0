import { optionPrice } from '@pcs/domain';
import type { OptionInfo } from '@pcs/domain/contracts/gift';
import { useCallback, useMemo, useState } from 'react';

/** spec §3: a two-character optCd is an option title; longer codes are its values. */
const isTitleCode = (optCd: string): boolean => optCd.length === 2;

export type OptionGroup = {
  titleCd: string;
  title: string;
  values: { optCd: string; optNm: string; soldOut: boolean; addPrice: number }[];
};

/** Turns the server's optionInfoList into titled groups of selectable values. */
export function toOptionGroups(optionInfoList: readonly OptionInfo[]): OptionGroup[] {
  return optionInfoList
    .filter((info) => isTitleCode(info.optCd))
    .map((info) => ({
      titleCd: info.optCd,
      title: info.optNm,
      values: info.optionDetailList
        .filter((v) => !isTitleCode(v.optCd))
        .map((v) => ({ optCd: v.optCd, optNm: v.optNm, soldOut: v.soldOutYn === 'Y', addPrice: v.addPrice })),
    }))
    .filter((group) => group.values.length > 0);
}

/**
 * One value per option title. `firstMissing` is the first title still without a value (the detail screen alerts
 * 옵션을 선택해주세요. and focuses it); `optCdList` is what the select call sends, in title order.
 */
export function useOptionSelection(optionInfoList: readonly OptionInfo[]) {
  const groups = useMemo(() => toOptionGroups(optionInfoList), [optionInfoList]);
  const [selected, setSelected] = useState<Record<string, string>>({});

  const select = useCallback((titleCd: string, optCd: string) => {
    setSelected((prev) => ({ ...prev, [titleCd]: optCd }));
  }, []);

  const firstMissing = groups.find((g) => !selected[g.titleCd]) ?? null;
  const optCdList = groups.map((g) => selected[g.titleCd]).filter((v): v is string => Boolean(v));
  const selectedNames = groups
    .map((g) => g.values.find((v) => v.optCd === selected[g.titleCd])?.optNm)
    .filter((v): v is string => Boolean(v));

  // What the chosen values add to the gift's price (shown before choosing; the order charges the same).
  const addPrice = optionPrice(
    groups.flatMap((g) => g.values.filter((v) => v.optCd === selected[g.titleCd])),
  );

  return { groups, selected, select, firstMissing, optCdList, selectedNames, addPrice };
}
