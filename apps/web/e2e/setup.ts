import { afterEach } from 'vitest';
import { assertNoPageErrors } from './browser';

// Every browser test ends by checking that none of the pages it opened threw (browser.ts newPage, allowPageErrors).
afterEach(() => assertNoPageErrors());
