/** Confirms and notices of the management screens, named once (alerts and confirms go through lib/dialog). */
export const ORG_TEXT = {
  approveConfirm: '승인하시겠습니까?',
  approved: '승인되었습니다.',
  rejected: '반려되었습니다.',
  saveConfirm: '저장하시겠습니까?',
  saved: '저장되었습니다.',
  lockConfirm: '이 계정을 잠그시겠습니까? 잠긴 계정은 로그인할 수 없습니다.',
  unlockConfirm: '이 계정의 잠금을 해제하시겠습니까?',
  locked: '계정을 잠갔습니다.',
  unlocked: '계정 잠금을 해제했습니다.',
  resetPasswordConfirm: '임시 비밀번호를 발송하시겠습니까? 다음 로그인 때 비밀번호를 새로 설정해야 합니다.',
  /** `target` is the group code; null moves the users out of every group. */
  moveConfirm: (count: number, target: string | null) =>
    `선택한 ${count}명을 '${target ?? '그룹 없음'}'(으)로 이동하시겠습니까?`,
  moved: (count: number) => `${count}명을 이동했습니다.`,
  moveTargetRequired: '이동할 그룹을 선택해주세요.',
  leaveConfirm: '저장하지 않은 내용이 있습니다. 목록으로 이동하시겠습니까?',
  imageFileInvalid: '이미지는 10MB 이하의 jpg, png, webp 파일만 등록할 수 있습니다.',
} as const;
