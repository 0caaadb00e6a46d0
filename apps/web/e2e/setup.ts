import { afterEach, beforeEach } from 'vitest';
import { assertNoPageErrors, clearNetworkNotes, describeOpenPages } from './browser';

// A failed browser test says what its open pages showed (browser.ts describeOpenPages).
beforeEach(({ onTestFailed, task }) => {
  clearNetworkNotes();
  onTestFailed(() => {
    const error = task.result?.errors?.[0]?.message?.split('\n')[0] ?? '';
    return describeOpenPages(`${task.file.name} > ${task.name}`, error);
  });
});

// Every browser test ends by checking that none of the pages it opened threw (browser.ts newPage, allowPageErrors).
afterEach(() => assertNoPageErrors());
