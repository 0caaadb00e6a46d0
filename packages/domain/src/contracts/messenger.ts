import { z } from 'zod';
import { MESSENGER_CHANNELS, MESSENGER_KINDS, MESSENGER_MESSAGES } from '../messengers';
import { identityCompanySchema } from './identity';
import { ynSchema } from './list';

/** The messenger screen's calls (decision 056): 연동 설정 > 메신저. */
export const MESSENGER_PATH = {
  list: '/v1/ebmp/pcs/integration/messenger/list.json',
  save: '/v1/ebmp/pcs/integration/messenger/save.json',
  test: '/v1/ebmp/pcs/integration/messenger/test.json',
  disconnect: '/v1/ebmp/pcs/integration/messenger/disconnect.json',
  /** The messengers a company's chains may name (the chain field of the company, event and occasion forms). */
  connected: '/v1/ebmp/pcs/integration/messenger/connected.json',
} as const;

const secretText = (max: number) => z.string().trim().max(max).nullish();

export const messengerKindRequestSchema = identityCompanySchema.extend({ kind: z.enum(MESSENGER_KINDS) });
export type MessengerKindRequest = z.input<typeof messengerKindRequestSchema>;

/**
 * Connect or change one messenger. A secret left blank keeps the stored one (required the first time); the server
 * checks the fields with messengerSettingsProblem.
 */
export const messengerSaveRequestSchema = messengerKindRequestSchema.extend({
  botToken: secretText(200),
  clientId: z.string().trim().max(100, MESSENGER_MESSAGES.clientIdRequired).nullish(),
  clientSecret: secretText(200),
  serviceAccount: z.string().trim().max(200, MESSENGER_MESSAGES.serviceAccountInvalid).nullish(),
  privateKey: z.string().trim().max(8000, MESSENGER_MESSAGES.privateKeyInvalid).nullish(),
  botId: z.string().trim().max(20, MESSENGER_MESSAGES.botIdInvalid).nullish(),
  webhookUrl: secretText(500),
  /** Y: the managers' notices (approvals waiting, ...) go here too. */
  notifyYn: ynSchema.default('Y'),
});
export type MessengerSaveRequest = z.input<typeof messengerSaveRequestSchema>;

/** One messenger as a read shows it: never a secret in full, only its masked form. */
export const messengerViewSchema = z.object({
  kind: z.enum(MESSENGER_KINDS),
  connected: z.boolean(),
  /** The masked secret (token, client secret or webhook URL), e.g. `xoxb-…a1b2`. */
  secretHint: z.string().nullable(),
  /** NAVER WORKS' identifiers (not secrets). */
  clientId: z.string().nullable(),
  serviceAccount: z.string().nullable(),
  botId: z.string().nullable(),
  privateKeySet: z.boolean(),
  notifyYn: ynSchema,
  /** yyyy-MM-dd HH:mm:ss (KST). */
  updatedDt: z.string().nullable(),
  lastTestDt: z.string().nullable(),
  lastTestOk: z.boolean().nullable(),
});
export type MessengerView = z.infer<typeof messengerViewSchema>;

export const messengerListReplySchema = z.object({
  cmpyCd: z.string(),
  list: z.array(messengerViewSchema),
  /**
   * True where the server lifts the vendors' host rules for webhook URLs (OUTBOUND_ALLOW_PRIVATE: tests and closed
   * networks with a relay): the screen checks the fields with the same rule the save will apply.
   */
  anyHost: z.boolean(),
});
export type MessengerListReply = z.infer<typeof messengerListReplySchema>;

export const messengerTestReplySchema = z.object({ ok: z.boolean(), message: z.string() });
export type MessengerTestReply = z.infer<typeof messengerTestReplySchema>;

export const messengerConnectedReplySchema = z.object({ channels: z.array(z.enum(MESSENGER_CHANNELS)) });
export type MessengerConnectedReply = z.infer<typeof messengerConnectedReplySchema>;
