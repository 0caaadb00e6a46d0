import { z } from 'zod';
import {
  CHAIN_CHANNELS,
  CHAIN_WINDOW_MAX,
  CHAIN_WINDOW_MIN,
  CHANNEL_CHAIN_MESSAGES,
  channelChainProblem,
} from '../channel-chain';

/** Paths of the delivery chain's calls (decision 052). */
export const OUTBOX_PATH = {
  list: '/v1/ebmp/pcs/outbox/list.json',
  /** Solapi's status-report webhook: no session, the configured secret proves the caller. */
  solapiReport: '/v1/ebmp/pcs/outbox/solapiReport.json',
} as const;

/** A chain as forms send it: channels in order, each once (channelChainProblem names what is wrong). */
export const channelChainSchema = z
  .array(z.enum(CHAIN_CHANNELS, { message: CHANNEL_CHAIN_MESSAGES.unknown }))
  .superRefine((chain, ctx) => {
    const problem = channelChainProblem(chain);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A form's chain field; null or absent: the company's chain (or the default, for a company). */
export const channelChainFieldSchema = channelChainSchema.nullish().transform((chain) => chain ?? null);

/** A chain in a detail reply: the channels in order, null when the owner has none of its own. */
export const channelChainReplySchema = z.array(z.enum(CHAIN_CHANNELS)).nullable();

/** The company's window (minutes) before a step without a delivery report gives way to the next. */
export const chainWindowSchema = z
  .number({ message: CHANNEL_CHAIN_MESSAGES.window })
  .int({ message: CHANNEL_CHAIN_MESSAGES.window })
  .min(CHAIN_WINDOW_MIN, { message: CHANNEL_CHAIN_MESSAGES.window })
  .max(CHAIN_WINDOW_MAX, { message: CHANNEL_CHAIN_MESSAGES.window });
