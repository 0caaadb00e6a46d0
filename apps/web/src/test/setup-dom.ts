import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only with vitest globals; this project keeps them off.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
