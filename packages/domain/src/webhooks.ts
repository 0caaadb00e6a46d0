/**
 * Signed webhooks (decision 038): the event types a company may subscribe to, their Korean labels and groups for the
 * screen, the delivery states and the retry schedule. Pure rules shared by the API (queueing, the sender) and the
 * web app (the subscription form, the delivery log).
 */

/** Every event a subscription may choose. `ping` is not here: only the test button sends it. */
export const WEBHOOK_EVENT_TYPES = [
  'event.opened',
  'event.closed',
  'gift.applied',
  'gift.cancelled',
  'payment.approved',
  'payment.refunded',
  'delivery.shipped',
  'delivery.delivered',
  'return.requested',
  'return.completed',
  'employee.created',
  'employee.deactivated',
  'tax.month_confirmed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The test button's message type; never stored in a subscription's events. */
export const WEBHOOK_PING = 'ping' as const;
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_PING;

export const WEBHOOK_EVENT_LABEL: Record<WebhookMessageType, string> = {
  'event.opened': '이벤트 시작',
  'event.closed': '이벤트 종료',
  'gift.applied': '선물 신청',
  'gift.cancelled': '선물 신청 취소',
  'payment.approved': '결제 승인',
  'payment.refunded': '결제 환불',
  'delivery.shipped': '배송 출고',
  'delivery.delivered': '배송 완료',
  'return.requested': '반품 신청',
  'return.completed': '반품 완료',
  'employee.created': '임직원 등록',
  'employee.deactivated': '임직원 비활성화',
  'tax.month_confirmed': '세무 월 확정',
  ping: '테스트(ping)',
};

/** Groups of the subscription form's checkboxes, in screen order. */
export const WEBHOOK_EVENT_GROUPS: readonly { label: string; types: readonly WebhookEventType[] }[] = [
  { label: '이벤트', types: ['event.opened', 'event.closed'] },
  { label: '선물', types: ['gift.applied', 'gift.cancelled'] },
  { label: '결제', types: ['payment.approved', 'payment.refunded'] },
  { label: '배송', types: ['delivery.shipped', 'delivery.delivered'] },
  { label: '반품', types: ['return.requested', 'return.completed'] },
  { label: '임직원', types: ['employee.created', 'employee.deactivated'] },
  { label: '세무', types: ['tax.month_confirmed'] },
];

/** A code's Korean name as the public API shows it beside the code: its label, else the code itself. */
export const codeNameOf = (labels: Readonly<Record<string, string>>, code: string): string =>
  labels[code] ?? code;

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

export const WEBHOOK_DELIVERY_STATUS = ['PENDING', 'SENDING', 'SENT', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUS)[number];
export const WEBHOOK_DELIVERY_STATUS_LABEL: Record<WebhookDeliveryStatus, string> = {
  PENDING: '대기',
  SENDING: '전송 중',
  SENT: '성공',
  FAILED: '실패',
};

/** A delivery is retried until this long after it was queued, then marked FAILED. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/**
 * The wait before the next try after `attempts` failed tries: 30 s doubling, capped at 1 h, with "equal jitter"
 * (half fixed, half random), so receivers that came back are not hit by every sender at once while the wait still
 * grows. `random` is in [0, 1).
 */
export function webhookBackoffMs(attempts: number, random: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base / 2 + (base / 2) * random);
}

/**
 * What happens after a try (decision 038): 2xx is sent; 410 Gone turns the subscription off; anything else is
 * retried with backoff until the window from its creation has passed.
 */
export function webhookNextStep(input: {
  statusCode: number | null;
  attempts: number;
  createdAt: Date;
  now: Date;
  random: number;
}): { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; at: Date } | { kind: 'failed' } {
  const { statusCode } = input;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return { kind: 'sent' };
  if (statusCode === 410) return { kind: 'gone' };
  const at = new Date(input.now.getTime() + webhookBackoffMs(input.attempts, input.random));
  if (at.getTime() > input.createdAt.getTime() + WEBHOOK_RETRY_WINDOW_MS) return { kind: 'failed' };
  return { kind: 'retry', at };
}

export const WEBHOOK_MESSAGES = {
  urlRequired: '수신 URL을 입력해주세요.',
  urlInvalid: '수신 URL 형식이 올바르지 않습니다.',
  urlHttps: '수신 URL은 https:// 로 시작해야 합니다.',
  urlCredentials: '수신 URL에 아이디/비밀번호를 넣을 수 없습니다.',
  urlAddress: '내부망 주소로는 보낼 수 없습니다.',
  eventsRequired: '이벤트를 하나 이상 선택해주세요.',
  companyRequired: '고객사를 선택해주세요.',
  subscriptionNotFound: '웹훅 구독을 찾을 수 없습니다.',
  deliveryNotFound: '전송 기록을 찾을 수 없습니다.',
  inactive: '사용 중지된 구독입니다.',
  goneReason: '수신 서버가 410 Gone으로 응답하여 사용 중지되었습니다.',
} as const;

/**
 * Checks a webhook URL's form (the server also checks the address on every send). Parsed by hand: this package has
 * no URL class (it runs without DOM or Node types).
 */
export function webhookUrlProblem(value: string, allowPrivate: boolean): string | null {
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#\s]*)([/?#]\S*)?$/i.exec(value.trim());
  if (!parts) return WEBHOOK_MESSAGES.urlInvalid;
  const scheme = (parts[1] ?? '').toLowerCase();
  const authority = parts[2] ?? '';
  if (authority.includes('@')) return WEBHOOK_MESSAGES.urlCredentials;
  if (scheme !== 'https' && !(allowPrivate && scheme === 'http')) return WEBHOOK_MESSAGES.urlHttps;
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0];
  if (!host || host === '[]' || (authority.startsWith('[') && !authority.includes(']')))
    return WEBHOOK_MESSAGES.urlInvalid;
  return null;
}
