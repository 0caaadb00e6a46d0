import { API_KEY_SCOPES } from '@pcs/domain';
import { keyFromSecret } from '../../modules/public-api';
import type { Executor } from '../client';
import { apiKey } from '../schema/index';

/**
 * The demo API key of company CLI001 with every scope (decision 038), documented in docs/integrations/public-api.md
 * like the demo password: only for `npm start` on demo data, never for a real installation.
 */
export const DEMO_API_KEY_PREFIX = 'demoCLI001';
export const DEMO_API_KEY_SECRET = 'demo-secret-for-npm-start-only-0123456789ab';
export const DEMO_API_KEY = `pcs_live_${DEMO_API_KEY_PREFIX}_${DEMO_API_KEY_SECRET}`;

export async function seedDemoIntegrations(tx: Executor, now: Date, createdBy: string): Promise<void> {
  const key = keyFromSecret(DEMO_API_KEY_PREFIX, DEMO_API_KEY_SECRET);
  await tx.insert(apiKey).values({
    cmpyCd: 'CLI001',
    keyNm: '데모 HR 연동 키',
    scopes: [...API_KEY_SCOPES],
    keyPrefix: key.keyPrefix,
    secretHash: key.secretHash,
    createdBy,
    createdAt: now,
  });
}
