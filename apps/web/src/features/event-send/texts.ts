import { formatNumber, withParticle } from '@pcs/domain';

/** Confirms of sending and reminders that only the web shows, named once (the other sending texts are in the
 *  domain's EVENT_SEND_MESSAGES). */
export const EVENT_SEND_DIALOG_TEXT = {
  /** `sendAt` is the scheduled time as shown (null sends now); `what` names the kind and channel, e.g. 초대 알림톡. */
  sendConfirm: (count: number, sendAt: string | null, what: string) =>
    `${formatNumber(count)}명에게 ${sendAt ? `${sendAt}에 ` : ''}${withParticle(what, '을/를')} 발송하시겠습니까?`,
  reminderDeleteConfirm: (schedule: string, channel: string) =>
    `${schedule} ${channel} 리마인드를 삭제하시겠습니까?`,
} as const;
