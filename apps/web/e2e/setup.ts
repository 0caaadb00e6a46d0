import { afterEach, beforeEach, inject } from 'vitest';
import { assertNoPageErrors, clearNetworkNotes, describeOpenPages } from './browser';

// The runner-neutral calls (server-calls.ts) find the server through the environment, as under Playwright Test.
process.env.E2E_BASE_URL = inject('baseURL');
process.env.E2E_MESSAGES_DIR = inject('messagesDir');

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
