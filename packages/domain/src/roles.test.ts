import { describe, expect, it } from 'vitest';
import { ALL_AUTH_CDS, ROLE_NAME, roleOptions } from './roles';

describe('role names', () => {
  it('names every role apart, so a picker never shows two identical entries', () => {
    const names = ALL_AUTH_CDS.map((authCd) => ROLE_NAME[authCd]);
    expect(new Set(names).size).toBe(names.length);
    expect(ROLE_NAME['30']).toBe('공급사');
    expect(ROLE_NAME['35']).toBe('공급사 직원');
  });

  it('labels picker options with the name only, never the code', () => {
    const options = roleOptions(ALL_AUTH_CDS);
    expect(options.map((o) => o.value)).toEqual([...ALL_AUTH_CDS]);
    for (const option of options) expect(option.label).not.toMatch(/\d/);
  });
});
