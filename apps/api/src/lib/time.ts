import { KST_OFFSET_MINUTES, kstDayStart, kstStamp, kstToday } from '@pcs/domain';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/*
 * Korean time for the API (decision 047). The arithmetic is the domain's (packages/domain/src/kst.ts), the one place
 * that knows the +09:00 offset; this file keeps the API's names for it, and a dayjs view for the few call sites that
 * format a free pattern or add calendar units (years, months).
 */

/** A dayjs of the instant in Korean time, for free formats and calendar arithmetic. */
export const kst = (date: Date) => dayjs(date).utcOffset(KST_OFFSET_MINUTES);
/** YYYYMMDD in Korean time. */
export const ymdKst: (date: Date) => string = kstToday;
/** YYYYMMDDHHmmss in Korean time. */
export const ymdHmsKst: (date: Date) => string = kstStamp;
/** Start of a KST day given as YYYYMMDD, as an instant. */
export { kstDayStart };
