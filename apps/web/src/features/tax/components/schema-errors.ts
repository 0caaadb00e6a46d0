import type { FormInstance } from 'antd';
import type { z } from 'zod';

/**
 * Checks a form's request with its contract's zod schema and puts each issue's message on the field it names
 * (nested paths too: a list row's column), so the form shows the very text the API would send. Returns the parsed
 * request, or null when something is wrong.
 */
export function parseIntoForm<S extends z.ZodType>(
  form: FormInstance,
  schema: S,
  request: unknown,
  fieldOf: (path: PropertyKey[]) => (string | number)[] = (path) =>
    path.map((p) => (typeof p === 'number' ? p : String(p))),
): z.output<S> | null {
  const parsed = schema.safeParse(request);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  const fields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of parsed.error.issues) {
    const name = fieldOf(issue.path);
    const key = JSON.stringify(name);
    if (seen.has(key)) continue;
    seen.add(key);
    fields.push({ name, errors: [issue.message] });
  }
  form.setFields(fields);
  return null;
}
