import { describe, expect, it } from 'vitest';
import { EVENT_SEND_DIALOG_TEXT } from './texts';

describe('EVENT_SEND_DIALOG_TEXT', () => {
  it('asks before sending, now or at the scheduled time, with the particle of what is sent', () => {
    expect(EVENT_SEND_DIALOG_TEXT.sendConfirm(1200, null, '초대 알림톡')).toBe(
      '1,200명에게 초대 알림톡을 발송하시겠습니까?',
    );
    expect(EVENT_SEND_DIALOG_TEXT.sendConfirm(3, '2026.05.01 09:00', '리마인드 메일')).toBe(
      '3명에게 2026.05.01 09:00에 리마인드 메일을 발송하시겠습니까?',
    );
    expect(EVENT_SEND_DIALOG_TEXT.sendConfirm(3, null, '초대 문자(SMS/LMS)')).toBe(
      '3명에게 초대 문자(SMS/LMS)를 발송하시겠습니까?',
    );
  });

  it('asks before deleting a reminder', () => {
    expect(EVENT_SEND_DIALOG_TEXT.reminderDeleteConfirm('마감 3일 전', '알림톡')).toBe(
      '마감 3일 전 알림톡 리마인드를 삭제하시겠습니까?',
    );
  });
});
