import {
  CONDOLENCE_RELATION_LABEL,
  type CondolenceRelation,
  isLifeEventStatus,
  isLifeEventType,
  LIFE_EVENT_STATUS_LABEL,
  type LifeEventRow,
  type ListMasking,
  type MyLifeEventRow,
  maskPersonal,
  OCCASION_TYPE_LABEL,
} from '@pcs/domain';
import { ymdHmsKst } from '../../lib/time';
import type { LifeEventDbRow, MyLifeEventDbRow } from './life-event-repository';

const relationOf = (v: string | null): CondolenceRelation | null =>
  v && v in CONDOLENCE_RELATION_LABEL ? (v as CondolenceRelation) : null;

/** A life event as the employee's own list shows it (the statuses and codes the table's checks allow). */
export function toMyLifeEventRow(r: MyLifeEventDbRow): MyLifeEventRow {
  const occasionType = isLifeEventType(r.occasionType) ? r.occasionType : 'WEDDING';
  const statCd = isLifeEventStatus(r.statCd) ? r.statCd : 'DELETED';
  const relationCd = relationOf(r.relationCd);
  return {
    lifeEventSn: r.lifeEventSn,
    occasionType,
    occasionTypeNm: OCCASION_TYPE_LABEL[occasionType],
    eventDt: r.eventDt,
    relationCd,
    relationNm: relationCd ? CONDOLENCE_RELATION_LABEL[relationCd] : null,
    statCd,
    statNm: LIFE_EVENT_STATUS_LABEL[statCd],
    memo: r.memo,
    rejectReason: r.rejectReason,
    frstRgstDt: ymdHmsKst(r.createdAt),
    decidedDt: r.decidedAt ? ymdHmsKst(r.decidedAt) : null,
  };
}

/** A row of the managers' list: the name masked as the user list masks it for this viewer (personal-data.ts). */
export function toLifeEventRow(r: LifeEventDbRow, masking: ListMasking): LifeEventRow {
  return {
    ...toMyLifeEventRow(r),
    unqUserId: r.unqUserId,
    userId: r.userId,
    userNm: maskPersonal(masking, { name: r.userNm }).name,
    cmpyCd: r.cmpyCd,
    cmpyNm: r.cmpyNm,
    grupNm: r.grupNm,
    requestedYn: r.createdBy === r.unqUserId ? 'Y' : 'N',
  };
}
