import { SEND_CHANNEL_LABEL, SEND_CHANNELS, type SendChannel } from './event-send';
import { isMessengerChannel, MESSENGER_CHANNELS, MESSENGER_LABEL, type MessengerChannel } from './messengers';

/**
 * The delivery chain (decision 052): the channels one message tries in order, e.g. 알림톡 -> 문자 -> 메일.
 * A company sets its default; an event or an occasion rule may set its own. The next channel goes only when the
 * previous one failed or was not delivered within the company's window; a delivered message never gets another.
 */
export type ChannelChain = readonly ChainChannel[];

/**
 * Channels a chain may name: the send channels, and the workplace messengers (decision 056), which a person is
 * reached on only where their company connected the messenger and the person has an e-mail.
 */
export const CHAIN_CHANNELS = [...SEND_CHANNELS, ...MESSENGER_CHANNELS] as const;
export type ChainChannel = (typeof CHAIN_CHANNELS)[number];
export const CHAIN_CHANNEL_LABEL: Record<ChainChannel, string> = {
  ...SEND_CHANNEL_LABEL,
  ...MESSENGER_LABEL,
};

/** The chain a company starts with. */
export const DEFAULT_CHANNEL_CHAIN: ChannelChain = ['ALIMTALK', 'SMS', 'MAIL'];

/** How long (minutes) a step may wait for its delivery report before the next channel goes. */
export const CHAIN_WINDOW_MIN = 5;
export const CHAIN_WINDOW_MAX = 1440;
export const DEFAULT_CHAIN_WINDOW_MIN = 30;

export const CHANNEL_CHAIN_MESSAGES = {
  empty: '발송 채널을 하나 이상 선택해 주세요.',
  duplicate: '같은 채널을 두 번 넣을 수 없습니다.',
  unknown: '알 수 없는 발송 채널입니다.',
  window: `대체 발송 대기 시간은 ${CHAIN_WINDOW_MIN}분에서 ${CHAIN_WINDOW_MAX}분 사이로 입력해 주세요.`,
} as const;

/** Why a chain is refused (null: it is fine): at least one channel, each known and at most once. */
export function channelChainProblem(chain: readonly string[]): string | null {
  if (chain.length === 0) return CHANNEL_CHAIN_MESSAGES.empty;
  if (chain.some((c) => !(CHAIN_CHANNELS as readonly string[]).includes(c)))
    return CHANNEL_CHAIN_MESSAGES.unknown;
  if (new Set(chain).size !== chain.length) return CHANNEL_CHAIN_MESSAGES.duplicate;
  return null;
}

/** The chain as the database keeps it ('ALIMTALK,SMS,MAIL'), and back; an unreadable value reads as none. */
export const formatChannelChain = (chain: ChannelChain): string => chain.join(',');
/** A form's chain as the database keeps it; null (none of its own) stays null. */
export const storedChannelChain = (chain: ChannelChain | null | undefined): string | null =>
  chain && chain.length > 0 ? formatChannelChain(chain) : null;
export function parseChannelChain(text: string | null | undefined): ChannelChain | null {
  if (!text) return null;
  const chain = text.split(',');
  return channelChainProblem(chain) ? null : (chain as ChainChannel[]);
}

/** A stored chain as a reply carries it (a copy of its own), null when none or unreadable. */
export function channelChainOf(text: string | null | undefined): ChainChannel[] | null {
  const chain = parseChannelChain(text);
  return chain ? [...chain] : null;
}

/** The chain as a screen shows it: 알림톡 → 문자(SMS/LMS) → 메일. */
export const channelChainLabel = (chain: ChannelChain): string =>
  chain.map((c) => CHAIN_CHANNEL_LABEL[c]).join(' → ');

/** The chain that applies: the occasion rule's or event's own when set, else the company's, else the default. */
export function resolveChannelChain(
  companyChain: ChannelChain | null,
  override?: ChannelChain | null,
): ChannelChain {
  return override ?? companyChain ?? DEFAULT_CHANNEL_CHAIN;
}

/** One step of a message's chain: a channel and the address it goes to there. */
export type ChainStep = { channel: ChainChannel; recipient: string };

/**
 * The steps one message takes. The channel the send chose (`first`) always goes; the chain's channels after it
 * follow in the chain's order - a sender who chose 문자 never gets an 알림톡 behind their back; a first channel the
 * chain does not name goes alone. The chain's messengers *before* the chosen channel go ahead of it (decision 056):
 * they cost nothing and the company put them first, so a company whose chain starts with Slack reaches people there
 * first whatever paid channel a sender picked. A step the person has no address for is left out: 알림톡 only where
 * the message has a registered template (`alimtalk`), a messenger only where the company connected it (`messengers`)
 * and the person has an e-mail (the messenger finds them by it), and never one channel twice.
 */
export function chainSteps(
  chain: ChannelChain,
  first: { channel: SendChannel; recipient: string },
  contacts: { phone: string | null; mail: string | null },
  alimtalk: boolean,
  messengers: readonly MessengerChannel[] = [],
): ChainStep[] {
  const at = chain.indexOf(first.channel);
  if (at < 0) return [first];
  const steps: ChainStep[] = [];
  const add = (channel: ChainChannel) => {
    if (steps.some((s) => s.channel === channel)) return;
    if (isMessengerChannel(channel)) {
      if (messengers.includes(channel) && contacts.mail) steps.push({ channel, recipient: contacts.mail });
      return;
    }
    if (channel === 'ALIMTALK' && !alimtalk) return;
    const recipient = channel === 'MAIL' ? contacts.mail : contacts.phone;
    // An alimtalk and an SMS to the same phone are two channels; two SMS to it would be one channel twice.
    if (recipient) steps.push({ channel, recipient });
  };
  for (const channel of chain.slice(0, at)) if (isMessengerChannel(channel)) add(channel);
  steps.push(first);
  for (const channel of chain.slice(at + 1)) add(channel);
  return steps;
}

/** What became of one step: still waiting, delivered, failed (at send or by report), or no report in the window. */
export type StepOutcome = 'WAITING' | 'DELIVERED' | 'FAILED' | 'TIMEOUT';

/**
 * The step that goes next (its index), or null when the chain stops: after a delivered step never, while a step
 * waits not yet, after a failed or timed-out step the next one if there is one.
 */
export function nextChainStep(stepCount: number, current: number, outcome: StepOutcome): number | null {
  if (outcome === 'DELIVERED' || outcome === 'WAITING') return null;
  return current + 1 < stepCount ? current + 1 : null;
}

/** When a sent step stops waiting for its report: sent time plus the window, or null for the chain's last step. */
export function stepDeadline(sentAt: Date, windowMin: number, isLast: boolean): Date | null {
  return isLast ? null : new Date(sentAt.getTime() + windowMin * 60_000);
}

/** Whether a window (minutes) is one a company may set. */
export const isChainWindow = (minutes: number) =>
  Number.isInteger(minutes) && minutes >= CHAIN_WINDOW_MIN && minutes <= CHAIN_WINDOW_MAX;
