import { randomBytes } from 'node:crypto';

/**
 * unqUserIds for accounts an operator creates or imports: 'U', the millisecond in base 36, 4 random characters and
 * a counter, 20 characters at most. Stable and never shown to other people; the random part keeps two imports in
 * the same millisecond apart.
 */
export function newUserIds(count: number, now: Date): string[] {
  const stamp = now.getTime().toString(36);
  const salt = randomBytes(3).toString('hex').slice(0, 4);
  return Array.from({ length: count }, (_, i) => `U${stamp}${salt}${i.toString(36).padStart(4, '0')}`);
}
