import {
  type ChainStep,
  type ChannelChain,
  DEFAULT_CHAIN_WINDOW_MIN,
  isMessengerChannel,
  MESSENGER_CHANNELS,
  type MessengerChannel,
  parseChannelChain,
  resolveChannelChain,
} from '@pcs/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The chain a send goes by and the company's window (decision 052), and the messengers the company connected
 * (decision 056): a chain's messenger step goes only where its messenger is connected.
 */
export type ChainSettings = { chain: ChannelChain; windowMin: number; messengers: MessengerChannel[] };

/**
 * The messengers a company (an SQL expression of its code) has connected that can carry a person's message, as
 * 'SLACK,TEAMS' (null: none); the company_messenger rows are written by the messenger module.
 */
export const connectedMessengersSql = (cmpyCd: SQL | string): SQL =>
  sql`(select string_agg(m.kind, ',' order by m.kind) from company_messenger m
       where m.cmpy_cd = ${cmpyCd} and m.kind in (${sql.join(
         MESSENGER_CHANNELS.map((c) => sql`${c}`),
         sql`, `,
       )}))`;

/** connectedMessengersSql's text as a list. */
export const messengersOf = (text: string | null | undefined): MessengerChannel[] =>
  (text ?? '').split(',').filter(isMessengerChannel);

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
  const [company] = await queryRows<{
    channelChain: string | null;
    chainWindowMin: number;
    messengers: string | null;
  }>(
    db,
    sql`select c.channel_chain as "channelChain", c.chain_window_min as "chainWindowMin",
          ${connectedMessengersSql(sql`c.cmpy_cd`)} as messengers
        from company c where c.cmpy_cd = ${cmpyCd}`,
  );
  return {
    chain: resolveChannelChain(parseChannelChain(company?.channelChain), parseChannelChain(override)),
    windowMin: company?.chainWindowMin ?? DEFAULT_CHAIN_WINDOW_MIN,
    messengers: messengersOf(company?.messengers),
  };
}
