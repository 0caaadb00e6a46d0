import { randomInt } from 'node:crypto';
import { passwordPolicyError } from '@pcs/domain';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%*?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;
/** The length of every temporary password (a message that carries one is measured with it). */
export const TEMP_PASSWORD_LENGTH = 12;
const pick = (set: string) => set[randomInt(0, set.length)]!;

/**
 * A temporary password (reset, new account): 12 characters from a CSPRNG with a letter, a digit and a special
 * character as the policy asks, without look-alikes (0/O, 1/l/I) since people type it from an SMS. The owner must
 * replace it at the first login.
 */
export function tempPassword(): string {
  for (;;) {
    const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
    while (chars.length < TEMP_PASSWORD_LENGTH) chars.push(pick(ALL));
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (!passwordPolicyError(password)) return password;
  }
}
