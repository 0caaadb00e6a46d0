import {
  isAuthCd,
  isVendor,
  type ListMasking,
  maskPersonal,
  ROLE_NAME,
  registrationStatusLabel,
  type UserRow,
} from '@pcs/domain';
import { ymdKst } from '../../lib/time';
import type { UserDbRow } from './repository';

const yn = (v: string): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');

/**
 * A user as the list and detail show it. An account not yet approved is an application: a vendor manager's login
 * is a vendor application, any other a sign-up.
 */
export function toUserRow(r: UserDbRow, masking: ListMasking | null): UserRow {
  const person = masking
    ? maskPersonal(masking, { name: r.userNm, phone: r.telNo, email: r.email })
    : { name: r.userNm, phone: r.telNo, email: r.email };
  const regStat = r.regStat === 'READY' || r.regStat === 'REJECT' ? r.regStat : 'ACCEPT';
  return {
    unqUserId: r.unqUserId,
    userId: r.userId,
    userNm: person.name,
    authCd: r.authCd,
    authNm: isAuthCd(r.authCd) ? ROLE_NAME[r.authCd] : r.authCd,
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    grupCd: r.grupCd,
    grupNm: r.grupNm,
    telNo: person.phone,
    email: person.email,
    sabun: r.sabun,
    regStat,
    regStatNm: registrationStatusLabel(regStat),
    applicationType: regStat === 'ACCEPT' ? null : isVendor(r.authCd) ? 'VENDOR' : 'SIGN_UP',
    applyCmpyNm: r.applyCmpyNm,
    useYn: yn(r.useYn),
    lockYn: yn(r.lockYn),
    firstLoginYn: yn(r.firstLoginYn),
    frstRgstDt: ymdKst(r.createdAt),
  };
}
