import { type MessengerKind, maskedSecret } from '@pcs/domain';
import { z } from 'zod';
import type { NaverWorksCredentials } from '../../adapters/messaging/naver-works-messenger';
import type { Config } from '../../config';
import { decryptSecret, encryptSecret } from '../../lib/secret-box';
import type { MessengerRow } from './repository';

/** What the secret box of each messenger holds (decision 056); read back through zod, like any edge. */
const boxSchema = z.object({
  botToken: z.string().optional(),
  clientSecret: z.string().optional(),
  privateKey: z.string().optional(),
  webhookUrl: z.string().optional(),
});
export type SecretBox = z.infer<typeof boxSchema>;

export const sealSecrets = (config: Config, box: SecretBox): string =>
  encryptSecret(config, JSON.stringify(box));
export const openSecrets = (config: Config, sealed: string): SecretBox =>
  boxSchema.parse(JSON.parse(decryptSecret(config, sealed)));

/** The masked form a read shows: the token, the client secret or the webhook URL. */
export function secretHintOf(kind: MessengerKind, box: SecretBox): string {
  const shown = kind === 'SLACK' ? box.botToken : kind === 'NAVER_WORKS' ? box.clientSecret : box.webhookUrl;
  return maskedSecret(shown ?? '');
}

/** A messenger's settings ready to send with. */
export type MessengerCredentials =
  | { kind: 'SLACK'; botToken: string }
  | ({ kind: 'NAVER_WORKS' } & NaverWorksCredentials)
  | { kind: 'TEAMS' | 'JANDI' | 'DOORAY'; webhookUrl: string };

/** A stored row's settings, or null when they are incomplete (then the messenger counts as not connected). */
export function credentialsOf(config: Config, row: MessengerRow): MessengerCredentials | null {
  const box = openSecrets(config, row.secretEnc);
  switch (row.kind) {
    case 'SLACK':
      return box.botToken ? { kind: 'SLACK', botToken: box.botToken } : null;
    case 'NAVER_WORKS':
      return box.clientSecret && box.privateKey && row.clientId && row.serviceAccount && row.botId
        ? {
            kind: 'NAVER_WORKS',
            clientId: row.clientId,
            clientSecret: box.clientSecret,
            serviceAccount: row.serviceAccount,
            privateKey: box.privateKey,
            botId: row.botId,
          }
        : null;
    case 'TEAMS':
    case 'JANDI':
    case 'DOORAY':
      return box.webhookUrl ? { kind: row.kind, webhookUrl: box.webhookUrl } : null;
    default:
      return null;
  }
}
