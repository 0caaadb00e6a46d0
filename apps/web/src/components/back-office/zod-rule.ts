import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An Ant Design form rule from a contract's zod field (zod at every edge): the form shows the same Korean message
 * the API would send, before the request leaves. An empty input is checked as undefined, so optional fields pass
 * and required ones give their own "입력해주세요" text.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const parsed = schema.safeParse(value === '' || value === null ? undefined : value);
      return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
    },
  };
}
