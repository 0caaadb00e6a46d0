import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1), as ASVS 2.4 asks. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a wrong password and for a stored hash argon2 cannot decode (code InvalidArg); other failures throw. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'InvalidArg') return false;
    throw error;
  }
}

/** A hash of a password nobody has, so unknown IDs cost the same time as wrong passwords. */
let decoyHash: Promise<string> | null = null;
export const decoyPasswordHash = (): Promise<string> => {
  decoyHash ??= hash(randomBytes(16).toString('hex'));
  return decoyHash;
};
