import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../lib/session-store';
import { fakeMatchMedia } from '../test/fake-match-media';
import { useIsMobile } from './use-is-mobile';

const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

describe('useIsMobile (one cut-off: 768 px)', () => {
  let viewport: ReturnType<typeof fakeMatchMedia>;
  beforeEach(() => {
    viewport = fakeMatchMedia(false);
  });
  afterEach(() => {
    useSession.setState({ displayMode: 'PC' });
  });

  it('is false for a wide window in PC mode on a desktop route', () => {
    const { result } = renderHook(useIsMobile, { wrapper: at('/intro/main') });
    expect(result.current).toBe(false);
    expect(viewport.matchMedia).toHaveBeenCalledWith('(max-width: 768px)');
  });

  it('follows the window across the cut-off', () => {
    const { result } = renderHook(useIsMobile, { wrapper: at('/intro/main') });
    act(() => viewport.change(true));
    expect(result.current).toBe(true);
    act(() => viewport.change(false));
    expect(result.current).toBe(false);
  });

  it('is true on a /m route and in the MOBILE display mode, whatever the width', () => {
    expect(renderHook(useIsMobile, { wrapper: at('/m/gift/preview') }).result.current).toBe(true);
    useSession.setState({ displayMode: 'MOBILE' });
    expect(renderHook(useIsMobile, { wrapper: at('/gift/list') }).result.current).toBe(true);
  });
});
