import {
  type ChainStep,
  type ChannelChain,
  DEFAULT_CHAIN_WINDOW_MIN,
  parseChannelChain,
  resolveChannelChain,
} from '@pcs/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The chain a send goes by and the company's window (decision 052). */
export type ChainSettings = { chain: ChannelChain; windowMin: number };

/** A message's chain as its outbox row holds it. */
export type MessageChain = { steps: readonly ChainStep[]; windowMin: number };

/**
 * The chain that applies to a send of company `cmpyCd`: `override` (an event's or occasion rule's own, as stored)
 * when set, else the company's, else the default (packages/domain resolveChannelChain); the window is the company's.
 */
export async function chainSettings(
  db: Executor,
  cmpyCd: string,
  override: string | null,
): Promise<ChainSettings> {
  const [company] = await queryRows<{ channelChain: string | null; chainWindowMin: number }>(
    db,
    sql`select channel_chain as "channelChain", chain_window_min as "chainWindowMin" from company
        where cmpy_cd = ${cmpyCd}`,
  );
  return {
    chain: resolveChannelChain(parseChannelChain(company?.channelChain), parseChannelChain(override)),
    windowMin: company?.chainWindowMin ?? DEFAULT_CHAIN_WINDOW_MIN,
  };
}
