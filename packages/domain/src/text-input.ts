/**
 * Control characters no text field of the product may hold (tab, line feed and carriage return are text). A NUL
 * would otherwise reach PostgreSQL, which refuses it in text columns.
 */
const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) if (isControl(value.charCodeAt(i))) return true;
  return false;
}

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
