import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Korea has no daylight saving: a fixed +09:00 offset gives the business day and time of spec §5. */
const KST_OFFSET_MINUTES = 9 * 60;

export const kst = (date: Date) => dayjs(date).utcOffset(KST_OFFSET_MINUTES);
/** YYYYMMDD in Korean time. */
export const ymdKst = (date: Date): string => kst(date).format('YYYYMMDD');
/** YYYYMMDDHHmmss in Korean time. */
export const ymdHmsKst = (date: Date): string => kst(date).format('YYYYMMDDHHmmss');
/** Start of a KST day given as YYYYMMDD, as an instant. */
export const kstDayStart = (ymd: string): Date =>
  dayjs
    .utc(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T00:00:00Z`)
    .subtract(9, 'hour')
    .toDate();
