import { afterEach, beforeEach } from 'vitest';
import { assertNoPageErrors, describeOpenPages } from './browser';

// A failed browser test says what its open pages showed (browser.ts describeOpenPages).
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => describeOpenPages(task.name));
});

// Every browser test ends by checking that none of the pages it opened threw (browser.ts newPage, allowPageErrors).
afterEach(() => assertNoPageErrors());
