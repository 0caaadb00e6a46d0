import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyScreen, preloadScreen, type ScreenModule } from './lazy-screen';

describe("LazyScreen after preloadScreen (the recipient's first render)", () => {
  it('renders a screen that has loaded in its first render, never the loading status', async () => {
    const load = (): Promise<ScreenModule> => Promise.resolve({ default: () => <h1>선물 목록</h1> });
    await preloadScreen(load);
    const { container } = render(<LazyScreen load={load} />);
    // Synchronously: no pass through the status, which a render would otherwise draw and replace.
    expect(container.querySelector('.pcs-screen-loading')).toBeNull();
    expect(screen.getByRole('heading', { name: '선물 목록' })).toBeTruthy();
  });

  it('shows the loading status for a screen still on its way', async () => {
    let arrive: (m: ScreenModule) => void = () => {};
    const load = () => new Promise<ScreenModule>((resolve) => (arrive = resolve));
    const { container } = render(<LazyScreen load={load} />);
    expect(container.querySelector('.pcs-screen-loading')).not.toBeNull();
    arrive({ default: () => <h1>배송 조회</h1> });
    expect(await screen.findByRole('heading', { name: '배송 조회' })).toBeTruthy();
  });
});
