/** Alerts of the landing site that only the web shows, named once (the spec's texts are in the domain's MSG). */
export const LANDING_DIALOG_TEXT = {
  /** A registered inquiry: the spec gives only the failure text, this success text is ours. */
  contactSent: '문의가 등록되었습니다. 담당자가 빠르게 연락드리겠습니다.',
} as const;
