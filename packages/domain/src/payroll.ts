/** spec §4 Payroll request header statuses (shared constants). */
export const PAYROLL_STATUS = {
  temporary: '01',
  registered: '02',
  processing: '03',
  processingDateChanged: '04',
  replyRegistered: '05',
  replyReRequested: '06',
  complete: '07',
  deleted: '90',
} as const;
export type PayrollStatus = (typeof PAYROLL_STATUS)[keyof typeof PAYROLL_STATUS];

export const PAYROLL_STATUS_LABEL: Record<PayrollStatus, string> = {
  '01': '임시저장',
  '02': '등록',
  '03': '처리중',
  '04': '처리일변경',
  '05': '답변등록',
  '06': '답변재요청',
  '07': '완료',
  '90': '삭제',
};

export type PayrollSide = 'client' | 'provider';
export type PayrollAreas = {
  modifyArea: boolean;
  replyArea: boolean;
  modifyButton: boolean;
  scheduledButton: boolean;
  completeButton: boolean;
};

type Flag = 'modifyArea' | 'replyArea' | 'modifyButton' | 'scheduledButton' | 'completeButton';
type View = Partial<Record<PayrollStatus, readonly Flag[]>>;

// Reading of the spec's wording: "modify" in the starter's own view is the modify area with its button;
// "modify and reply area" in the other side's view is the two areas only (it cannot edit the request);
// "reply" is the reply area; "complete" / "scheduled" are the buttons; unlisted statuses show nothing.
const MODIFY = ['modifyArea', 'modifyButton'] as const;
const REPLY_COMPLETE = ['replyArea', 'completeButton'] as const;

/** spec §4: areas shown per status, by who started the request and who is looking. */
export const PAYROLL_VIEWS: Record<PayrollSide, Record<PayrollSide, View>> = {
  client: {
    client: {
      '01': MODIFY,
      '02': MODIFY,
      '03': [...MODIFY, 'completeButton'],
      '04': REPLY_COMPLETE,
      '05': REPLY_COMPLETE,
      '06': REPLY_COMPLETE,
    },
    provider: {
      '02': ['modifyArea', 'replyArea', 'completeButton'],
      '03': ['modifyArea', 'replyArea', 'completeButton', 'scheduledButton'],
      '04': ['replyArea'],
      '05': ['replyArea', 'scheduledButton', 'completeButton'],
      '06': ['replyArea', 'scheduledButton', 'completeButton'],
    },
  },
  provider: {
    client: { '02': REPLY_COMPLETE, '05': REPLY_COMPLETE, '06': REPLY_COMPLETE },
    provider: {
      '01': MODIFY,
      '02': [...MODIFY, 'completeButton'],
      '05': REPLY_COMPLETE,
      '06': REPLY_COMPLETE,
    },
  },
};

/**
 * spec §4 Payroll request header: which areas and buttons a viewer sees for a request started by `starter`
 * in `status`. Unknown statuses show nothing.
 */
export function payrollAreas(starter: PayrollSide, viewer: PayrollSide, status: string): PayrollAreas {
  const view = PAYROLL_VIEWS[starter][viewer];
  const flags: readonly Flag[] = (Object.hasOwn(view, status) && view[status as PayrollStatus]) || [];
  return {
    modifyArea: flags.includes('modifyArea'),
    replyArea: flags.includes('replyArea'),
    modifyButton: flags.includes('modifyButton'),
    scheduledButton: flags.includes('scheduledButton'),
    completeButton: flags.includes('completeButton'),
  };
}
