import { addMonths, kstYyyymm, SETTLEMENT_MONTH_CHOICES, yyyymmText } from '@pcs/domain';

/** Last month in Korea: the margins' default range (the bill and statement lists ask the server for theirs). */
export const lastMonth = (now = new Date()): string => addMonths(kstYyyymm(now), -1);

/** The months people pick from: this month and the 35 before it, newest first. */
export const monthOptions = (now = new Date()) =>
  Array.from({ length: SETTLEMENT_MONTH_CHOICES }, (_, i) => {
    const ym = addMonths(kstYyyymm(now), -i);
    return { value: ym, label: yyyymmText(ym) };
  });
