import { percentOf } from './dashboard';

/*
 * The claim funnel (decision 053): how far each recipient of an event got, from the message to the door.
 * One owner of the arithmetic: the API's SQL computes the same per-person stages and is tied to these functions by
 * apps/api/test/funnel.test.ts; the screens read the counts, rates and filter names from here.
 */

/** The stages in the order a recipient passes them. */
export const FUNNEL_STAGES = [
  'sent',
  'delivered',
  'opened',
  'loggedIn',
  'chose',
  'applied',
  'doorDelivered',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABEL: Record<FunnelStage, string> = {
  sent: '발송',
  delivered: '수신',
  opened: '링크 열람',
  loggedIn: '로그인',
  chose: '선물 선택',
  applied: '신청 완료',
  doorDelivered: '배송 완료',
};

/** What each stage means, for the screens' help text. */
export const FUNNEL_STAGE_HELP: Record<FunnelStage, string> = {
  sent: '초대·리마인드 메시지를 발송 시도한 사람',
  delivered: '메시지가 수신된 사람(채널별)',
  opened: '메시지의 선물 링크를 연 사람(1인 1회)',
  loggedIn: '첫 메시지 이후 로그인한 사람',
  chose: '선물을 고른 사람(취소 제외)',
  applied: '배송지까지 입력해 신청을 마친 사람(취소·반품 제외)',
  doorDelivered: '선물이 배송 완료된 사람',
};

/** One recipient's stages: each is read on its own (someone may log in without opening the link). */
export type FunnelFlags = Record<FunnelStage, boolean>;

export type FunnelCounts = { recipientCnt: number } & Record<FunnelStage, number>;

/** The counts of a set of recipients: how many reached each stage. */
export function funnelCounts(people: Iterable<FunnelFlags>): FunnelCounts {
  const counts: FunnelCounts = {
    recipientCnt: 0,
    sent: 0,
    delivered: 0,
    opened: 0,
    loggedIn: 0,
    chose: 0,
    applied: 0,
    doorDelivered: 0,
  };
  for (const p of people) {
    counts.recipientCnt += 1;
    for (const s of FUNNEL_STAGES) if (p[s]) counts[s] += 1;
  }
  return counts;
}

/** Adds the counts of several events (an occasion rule opens one event per send day). */
export function addFunnelCounts(all: Iterable<FunnelCounts>): FunnelCounts {
  const sum = funnelCounts([]);
  for (const c of all) {
    sum.recipientCnt += c.recipientCnt;
    for (const s of FUNNEL_STAGES) sum[s] += c[s];
  }
  return sum;
}

export type FunnelStep = {
  stage: FunnelStage;
  label: string;
  count: number;
  /** Of the event's recipients. */
  ofRecipients: number;
  /** Of the stage before (the first stage: of the recipients). */
  ofPrevious: number;
};

/** The funnel as the screens draw it: each stage with its share of the recipients and of the stage before. */
export function funnelSteps(c: FunnelCounts): FunnelStep[] {
  return FUNNEL_STAGES.map((stage, i) => {
    const before = i === 0 ? c.recipientCnt : c[FUNNEL_STAGES[i - 1]!];
    return {
      stage,
      label: FUNNEL_STAGE_LABEL[stage],
      count: c[stage],
      ofRecipients: percentOf(c[stage], c.recipientCnt),
      ofPrevious: percentOf(c[stage], before),
    };
  });
}

/**
 * The filters of the per-recipient funnel, each "reached these stages, not that one": the targeted reminder sends to
 * exactly the people a filter lists (the API builds its SQL from the same definition, funnelFilterMatches is the rule).
 */
export const FUNNEL_FILTERS = {
  NOT_SENT: { has: [], lacks: 'sent', label: '발송 안 됨' },
  SENT_NOT_DELIVERED: { has: ['sent'], lacks: 'delivered', label: '발송했으나 수신 안 됨' },
  DELIVERED_NOT_OPENED: { has: ['delivered'], lacks: 'opened', label: '수신했으나 링크 미열람' },
  OPENED_NOT_LOGGED_IN: { has: ['opened'], lacks: 'loggedIn', label: '링크 열람 후 미로그인' },
  OPENED_NOT_CHOSEN: { has: ['opened'], lacks: 'chose', label: '링크 열람 후 미선택' },
  CHOSE_NOT_APPLIED: { has: ['chose'], lacks: 'applied', label: '선택 후 신청 미완료' },
  NOT_CHOSEN: { has: [], lacks: 'chose', label: '선물 미선택' },
  APPLIED_NOT_AT_DOOR: { has: ['applied'], lacks: 'doorDelivered', label: '신청 후 배송 전' },
} as const satisfies Record<string, { has: readonly FunnelStage[]; lacks: FunnelStage; label: string }>;
export type FunnelFilter = keyof typeof FUNNEL_FILTERS;
export const FUNNEL_FILTER_CODES = Object.keys(FUNNEL_FILTERS) as [FunnelFilter, ...FunnelFilter[]];

export const funnelFilterMatches = (filter: FunnelFilter, p: FunnelFlags): boolean => {
  const f = FUNNEL_FILTERS[filter];
  return (f.has as readonly FunnelStage[]).every((s) => p[s]) && !p[f.lacks];
};

/**
 * Filters a reminder may follow: the person has not applied (a reminder only ever reaches those, event-send's rule),
 * so a filter whose people all applied is no reminder's target.
 */
export const REMINDABLE_FUNNEL_FILTERS: readonly FunnelFilter[] = FUNNEL_FILTER_CODES.filter(
  (f) => !(FUNNEL_FILTERS[f].has as readonly FunnelStage[]).includes('applied'),
);

/** The furthest stage a person reached in the funnel's order (null: none), for the recipient list's column. */
export function furthestStage(p: FunnelFlags): FunnelStage | null {
  for (let i = FUNNEL_STAGES.length - 1; i >= 0; i--) if (p[FUNNEL_STAGES[i]!]) return FUNNEL_STAGES[i]!;
  return null;
}

/** The length of a claim-link code: 32 hex digits (a random UUID's 122 bits), so a phone text's bytes are known. */
export const CLAIM_CODE_LENGTH = 32;
export const isClaimCode = (code: string): boolean => /^[0-9a-f]{32}$/.test(code);

/**
 * The link a message carries: one random code per person and event, nothing personal in it. Opening it is counted
 * once on the server (GET /i/{code}), which then sends the browser to the entry page (/checkDevice) like before.
 */
export const claimLink = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/$/, '')}/i/${code}`;

/**
 * Link-preview fetchers (KakaoTalk, Slack, Facebook, Teams, ...) open links by themselves the moment a message arrives:
 * their visits are not a person opening the gift.
 */
export const isLinkPreviewAgent = (userAgent: string | null | undefined): boolean =>
  /kakaotalk-scrap|facebookexternalhit|slackbot|twitterbot|telegrambot|discordbot|whatsapp|skypeuripreview|teams|linkedinbot|yeti|daum|bingpreview|google-?inspectiontool|headlesschrome\/.*preview/i.test(
    userAgent ?? '',
  );
