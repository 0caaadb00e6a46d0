import { birthDateTextFor, type HrDatesInput, isOperator, type UserDetail } from '@pcs/domain';
import type { appUser } from '../../db/schema/index';

type HrColumns = Pick<
  typeof appUser.$inferInsert,
  'birthDt' | 'lunarYn' | 'leapMonthYn' | 'hireDt' | 'leaveDt'
>;
type StoredHrDates = {
  birthDt: string | null;
  lunarYn: string;
  leapMonthYn: string;
  hireDt: string | null;
  leaveDt: string | null;
};
const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/**
 * The HR columns a save writes (decision 036): a field left out of the request stays as it is, null clears it. The
 * birth date goes with its lunar and leap-month flags, all three or none, so a client manager who never saw the
 * year (and did not retype the date) leaves it untouched.
 */
export function hrColumnsOf(input: HrDatesInput): HrColumns {
  const set: HrColumns = {};
  if (input.birthDt !== undefined) {
    set.birthDt = input.birthDt;
    set.lunarYn = input.birthDt ? (input.lunarYn ?? 'N') : 'N';
    set.leapMonthYn = input.birthDt ? (input.leapMonthYn ?? 'N') : 'N';
  }
  if (input.hireDt !== undefined) set.hireDt = input.hireDt;
  if (input.leaveDt !== undefined) set.leaveDt = input.leaveDt;
  return set;
}

/**
 * The HR fields of a user's detail as this viewer may read them: the birth date with its year for operators only
 * (birthDateTextFor; a client manager reads '양력 5월 2일'), the hire and leave dates for every manager.
 */
export function hrDatesDetail(
  viewerAuthCd: string,
  r: StoredHrDates,
): Pick<UserDetail, 'birthDt' | 'lunarYn' | 'leapMonthYn' | 'birthDateText' | 'hireDt' | 'leaveDt'> {
  const birth = r.birthDt
    ? { birthDt: r.birthDt, lunarYn: yn(r.lunarYn), leapMonthYn: yn(r.leapMonthYn) }
    : null;
  return {
    birthDt: birth && isOperator(viewerAuthCd) ? birth.birthDt : null,
    lunarYn: birth?.lunarYn ?? 'N',
    leapMonthYn: birth?.leapMonthYn ?? 'N',
    birthDateText: birth ? birthDateTextFor(viewerAuthCd, birth) : '',
    hireDt: r.hireDt,
    leaveDt: r.leaveDt,
  };
}
