import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenWarmer, useWarmScreenWhenIdle } from './screen-warm';

function Probe({ path }: { path: string | null }) {
  useWarmScreenWhenIdle(path);
  return null;
}

describe('useWarmScreenWhenIdle', () => {
  afterEach(() => {
    setScreenWarmer(null);
    vi.useRealTimers();
  });

  it('warms the named screen once the page is idle, not during the render', () => {
    vi.useFakeTimers();
    const warm = vi.fn();
    setScreenWarmer(warm);
    render(<Probe path="/occasion/save/CLI001/0" />);
    expect(warm).not.toHaveBeenCalled();
    // Not within the first second after the screen drew: that belongs to the screen's own first load.
    vi.advanceTimersByTime(900);
    expect(warm).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(warm).toHaveBeenCalledWith('/occasion/save/CLI001/0');
  });

  it('warms nothing without a path, and nothing once the screen has gone', () => {
    vi.useFakeTimers();
    const warm = vi.fn();
    setScreenWarmer(warm);
    render(<Probe path={null} />);
    const gone = render(<Probe path="/event/settingSave/CLI001/1/detail" />);
    gone.unmount();
    vi.runAllTimers();
    expect(warm).not.toHaveBeenCalled();
  });
});
