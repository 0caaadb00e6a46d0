/**
 * Control characters no text field of the product may hold (tab, line feed and carriage return are text). A NUL
 * would otherwise reach PostgreSQL, which refuses it in text columns.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/**
 * The dotted path of the first string holding a control character in a parsed JSON value (object keys included),
 * or null. `root` names the part of the request ('body', 'query', ...); depth is capped like the body size is.
 */
export function findControlCharacter(value: unknown, root: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? root : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    if (hasControlCharacter(key)) return root;
    const found = findControlCharacter(child, `${root}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
