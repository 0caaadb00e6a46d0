import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * Every project's setup: a test that logs to console.error fails (STYLE.md, after epic-stack), so an error nobody
 * expected cannot pass as noise. The message is still printed. A test that provokes one on purpose replaces
 * console.error itself (vi.spyOn(console, 'error').mockImplementation(...)) and asserts on that spy instead.
 */
const original = console.error;
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (logged.length > 0) {
    const lines = logged.map((args) => format(...args)).join('\n');
    logged = [];
    throw new Error(`console.error was called during the test:\n${lines}`);
  }
});
