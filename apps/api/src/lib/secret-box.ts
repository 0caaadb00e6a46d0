import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

const KEY_FILE = 'sso-secret.key';
const keys = new Map<string, Buffer>();

/**
 * The key that encrypts the companies' integration secrets at rest (AES-256-GCM): the SSO client secrets (decision
 * 038) and the messengers' tokens, keys and webhook URLs (decision 056). SSO_SECRET_KEY when set (any string; its
 * SHA-256 is the key), else a random key made once and kept in DATA_DIR/sso-secret.key (mode 0600); the names stay
 * those of the first user so installations keep their key. Several servers need the same SSO_SECRET_KEY.
 */
function secretKey(config: Config): Buffer {
  if (config.ssoSecretKey) return createHash('sha256').update(config.ssoSecretKey).digest();
  const file = path.join(config.dataDir, KEY_FILE);
  const cached = keys.get(file);
  if (cached) return cached;
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': a second process starting at the same time keeps the key the first one wrote.
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${KEY_FILE} does not hold a 32-byte hex key`);
  keys.set(file, key);
  return key;
}

/** `v1:<iv>:<tag>:<ciphertext>` (base64url). */
export function encryptSecret(config: Config, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptSecret(config: Config, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unreadable stored secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
