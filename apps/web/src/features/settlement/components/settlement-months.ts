import { addMonths, kstYyyymm, yyyymmText } from '@pcs/domain';

/** Last month in Korea: the month a statement is usually confirmed for, and the lists' default range. */
export const lastMonth = (now = new Date()): string => addMonths(kstYyyymm(now), -1);

/** The months people pick from: this month and the 35 before it, newest first. */
export const monthOptions = (now = new Date()) =>
  Array.from({ length: 36 }, (_, i) => {
    const ym = addMonths(kstYyyymm(now), -i);
    return { value: ym, label: yyyymmText(ym) };
  });
