import {
  LIFE_EVENT_STATUS_LABEL,
  type LifeEventStatus,
  registrationStatusLabel,
  SABUN_USE_LABEL,
} from '@pcs/domain';
import { Tag } from 'antd';

const REG_STAT_COLOR: Record<string, string> = { READY: 'gold', REJECT: 'red' };

/** spec §3 registration status: null or ACCEPT 승인(등록완료), READY 등록신청, REJECT 반려. */
export function RegStatTag({ regStat }: { regStat: string | null | undefined }) {
  return <Tag color={REG_STAT_COLOR[regStat ?? ''] ?? 'green'}>{registrationStatusLabel(regStat)}</Tag>;
}

/** Use status Y/N as 사용 / 사용안함 (the spec §3 labels of sabunUseYn, the same words for every Y/N). */
export function UseYnTag({ useYn }: { useYn: 'Y' | 'N' }) {
  return <Tag color={useYn === 'Y' ? 'blue' : 'default'}>{SABUN_USE_LABEL[useYn]}</Tag>;
}

const LIFE_EVENT_COLOR: Record<LifeEventStatus, string> = {
  REQUESTED: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
  DELETED: 'default',
};

/** A life event's status (decision 036): 신청 (waiting for a manager), 승인, 반려, 삭제. */
export function LifeEventStatusTag({ statCd }: { statCd: LifeEventStatus }) {
  return <Tag color={LIFE_EVENT_COLOR[statCd]}>{LIFE_EVENT_STATUS_LABEL[statCd]}</Tag>;
}
