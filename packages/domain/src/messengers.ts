/*
 * Workplace messengers (decision 056): Slack, NAVER WORKS and Microsoft Teams as channels of the delivery chain, and
 * those plus Jandi and Dooray incoming webhooks for the managers' notices. A company connects each on 연동 설정 >
 * 메신저; the secrets stay on the server (encrypted) and a read shows them masked.
 */

/** Messengers that can carry a person's message (a chain step); each finds the person by their e-mail. */
export const MESSENGER_CHANNELS = ['SLACK', 'NAVER_WORKS', 'TEAMS'] as const;
export type MessengerChannel = (typeof MESSENGER_CHANNELS)[number];

/** Team messengers reached only by a company's incoming webhook: they carry managers' notices, never a person's. */
export const TEAM_WEBHOOK_CHANNELS = ['JANDI', 'DOORAY'] as const;
export type TeamWebhookChannel = (typeof TEAM_WEBHOOK_CHANNELS)[number];

/** Everything a company can connect on the messenger screen. */
export const MESSENGER_KINDS = [...MESSENGER_CHANNELS, ...TEAM_WEBHOOK_CHANNELS] as const;
export type MessengerKind = (typeof MESSENGER_KINDS)[number];

export const MESSENGER_LABEL: Record<MessengerKind, string> = {
  SLACK: 'Slack',
  NAVER_WORKS: '네이버웍스',
  TEAMS: 'Microsoft Teams',
  JANDI: '잔디',
  DOORAY: '두레이',
};

export const isMessengerChannel = (c: string): c is MessengerChannel =>
  (MESSENGER_CHANNELS as readonly string[]).includes(c);
export const isMessengerKind = (c: string): c is MessengerKind =>
  (MESSENGER_KINDS as readonly string[]).includes(c);

/**
 * Whom a messenger reaches: Slack and NAVER WORKS message one person (found by e-mail), a Teams Workflows webhook
 * and the team webhooks post into the one channel or chat the company set up.
 */
export const MESSENGER_REACHES_PERSON: Record<MessengerKind, boolean> = {
  SLACK: true,
  NAVER_WORKS: true,
  TEAMS: false,
  JANDI: false,
  DOORAY: false,
};

/** The label a messenger message's button carries, with the link the body already has. */
export const MESSENGER_BUTTON_LABEL = '바로가기';
/** The button of a manager's notice: the back-office screen where it is decided. */
export const MANAGER_NOTICE_BUTTON_LABEL = '관리 화면 열기';

export const MESSENGER_MESSAGES = {
  saved: (kind: MessengerKind) => `${MESSENGER_LABEL[kind]} 연결을 저장했습니다.`,
  disconnected: (kind: MessengerKind) => `${MESSENGER_LABEL[kind]} 연결을 해제했습니다.`,
  disconnectConfirm: (kind: MessengerKind) =>
    `${MESSENGER_LABEL[kind]} 연결을 해제하시겠습니까? 발송 채널 순서의 ${MESSENGER_LABEL[kind]} 단계는 건너뛰고 다음 채널로 보내며, 관리자 알림도 더 이상 가지 않습니다.`,
  notConnected: (kind: MessengerKind) =>
    `${MESSENGER_LABEL[kind]}이(가) 연결되어 있지 않습니다. 먼저 연결해 주세요.`,
  chainNotConnected: (kinds: readonly MessengerKind[]) =>
    `연결되지 않은 메신저가 발송 채널 순서에 있습니다: ${kinds.map((k) => MESSENGER_LABEL[k]).join(', ')}. 연동 설정 > 메신저에서 먼저 연결해 주세요.`,
  slackTokenInvalid: 'Slack 봇 토큰은 xoxb- 로 시작합니다. 봇 토큰(Bot User OAuth Token)을 입력해 주세요.',
  clientIdRequired: '클라이언트 ID를 입력해 주세요.',
  clientSecretRequired: '클라이언트 시크릿을 입력해 주세요.',
  serviceAccountInvalid:
    '서비스 계정은 serviceaccount 가 들어간 ID로 입력해 주세요. (예: abcde.serviceaccount@example.com)',
  privateKeyInvalid: '개인 키는 -----BEGIN PRIVATE KEY----- 로 시작하는 PEM 형식으로 입력해 주세요.',
  botIdInvalid: '봇 ID는 숫자로 입력해 주세요.',
  teamsUrlInvalid: 'Teams 워크플로 URL을 https 주소로 입력해 주세요. (Workflows 앱의 웹후크 요청 URL)',
  jandiUrlInvalid: '잔디 웹훅 URL은 https://wh.jandi.com/connect-api/webhook/ 으로 시작합니다.',
  doorayUrlInvalid: '두레이 웹훅 URL은 https://hook.dooray.com/services/ 으로 시작합니다.',
  secretRequired: '처음 연결할 때는 모든 값을 입력해 주세요.',
  addressBlocked: '허용되지 않는 주소입니다. 공개된 https 주소를 입력해 주세요.',
  testNoEmail: '테스트 발송을 받을 내 이메일이 계정에 없습니다. 내 정보에서 이메일을 먼저 등록해 주세요.',
  testSent: (kind: MessengerKind) =>
    MESSENGER_REACHES_PERSON[kind]
      ? `${MESSENGER_LABEL[kind]}으로 내 계정에 테스트 메시지를 보냈습니다.`
      : `${MESSENGER_LABEL[kind]} 채널에 테스트 메시지를 보냈습니다.`,
  testFailed: (kind: MessengerKind, reason: string) =>
    `${MESSENGER_LABEL[kind]} 테스트 발송에 실패했습니다: ${reason}`,
  testUserNotFound:
    '내 이메일로 메신저 사용자를 찾지 못했습니다. 메신저 계정의 이메일이 같은지 확인해 주세요.',
  testAuthFailed: '인증에 실패했습니다. 토큰이나 키를 다시 확인해 주세요.',
  testUnreachable: '메신저 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  testText: '[PCS] 메신저 연결 테스트입니다. 이 메시지가 보이면 연결이 정상입니다.',
} as const;

/**
 * A secret as a read shows it: enough to recognise it (its first and last characters), never enough to use it.
 * A URL keeps its scheme and host, whose path is the secret (webhooks).
 */
export function maskedSecret(value: string): string {
  const v = value.trim();
  const url = /^https?:\/\/[^/]+/.exec(v);
  if (url) return `${url[0]}/…${v.length - url[0].length > 8 ? v.slice(-4) : ''}`;
  if (v.length <= 8) return '••••';
  return `${v.slice(0, Math.min(5, v.length - 8))}…${v.slice(-4)}`;
}

/** The messengers a chain names that the company has not connected (in the chain's order). */
export function unconnectedMessengers(
  chain: readonly string[] | null | undefined,
  connected: readonly MessengerChannel[],
): MessengerChannel[] {
  return (chain ?? []).filter((c): c is MessengerChannel => isMessengerChannel(c) && !connected.includes(c));
}

const JANDI_PREFIX = 'https://wh.jandi.com/connect-api/webhook/';
const DOORAY_HOST = /^https:\/\/hook\.dooray\.com\/services\/\S+$/;

/** Why a messenger's settings are refused (null: fine); fields left out keep what is stored (`stored`). */
export function messengerSettingsProblem(
  kind: MessengerKind,
  s: {
    botToken?: string | null;
    clientId?: string | null;
    clientSecret?: string | null;
    serviceAccount?: string | null;
    privateKey?: string | null;
    botId?: string | null;
    webhookUrl?: string | null;
  },
  stored: boolean,
  /** Lift the vendors' host rules (OUTBOUND_ALLOW_PRIVATE: tests and closed networks with a relay). */
  anyHost = false,
): string | null {
  const url = (v: string) => (anyHost ? /^https?:\/\/\S+$/.test(v) : null);
  const given = (v: string | null | undefined) => (v ?? '').trim() !== '';
  switch (kind) {
    case 'SLACK':
      if (!given(s.botToken)) return stored ? null : MESSENGER_MESSAGES.secretRequired;
      return /^xoxb-[A-Za-z0-9-]+$/.test(s.botToken!.trim()) ? null : MESSENGER_MESSAGES.slackTokenInvalid;
    case 'NAVER_WORKS':
      if (!given(s.clientId)) return MESSENGER_MESSAGES.clientIdRequired;
      if (!given(s.serviceAccount) || !/serviceaccount/i.test(s.serviceAccount!))
        return MESSENGER_MESSAGES.serviceAccountInvalid;
      if (!given(s.botId) || !/^\d{1,20}$/.test(s.botId!.trim())) return MESSENGER_MESSAGES.botIdInvalid;
      if (!stored && !given(s.clientSecret)) return MESSENGER_MESSAGES.clientSecretRequired;
      if (given(s.privateKey) && !/-----BEGIN (RSA )?PRIVATE KEY-----/.test(s.privateKey!))
        return MESSENGER_MESSAGES.privateKeyInvalid;
      if (!stored && !given(s.privateKey)) return MESSENGER_MESSAGES.privateKeyInvalid;
      return null;
    case 'TEAMS':
      if (!given(s.webhookUrl)) return stored ? null : MESSENGER_MESSAGES.secretRequired;
      return (url(s.webhookUrl!.trim()) ?? /^https:\/\/\S+$/.test(s.webhookUrl!.trim()))
        ? null
        : MESSENGER_MESSAGES.teamsUrlInvalid;
    case 'JANDI':
      if (!given(s.webhookUrl)) return stored ? null : MESSENGER_MESSAGES.secretRequired;
      return (url(s.webhookUrl!.trim()) ??
        (s.webhookUrl!.trim().startsWith(JANDI_PREFIX) && s.webhookUrl!.trim().length > JANDI_PREFIX.length))
        ? null
        : MESSENGER_MESSAGES.jandiUrlInvalid;
    case 'DOORAY':
      if (!given(s.webhookUrl)) return stored ? null : MESSENGER_MESSAGES.secretRequired;
      return (url(s.webhookUrl!.trim()) ?? DOORAY_HOST.test(s.webhookUrl!.trim()))
        ? null
        : MESSENGER_MESSAGES.doorayUrlInvalid;
  }
}

/** The first web address in a text: the link a messenger message's button opens (the body keeps it too). */
export function firstLinkOf(text: string): string | null {
  const m = /https?:\/\/[^\s<>"')]+/.exec(text);
  return m ? m[0] : null;
}
