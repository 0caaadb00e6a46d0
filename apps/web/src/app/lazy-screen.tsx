import { LAZY_SCREEN_TIMEOUT_MS } from '@pcs/domain';
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { useT } from '../i18n/texts';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export class ScreenLoadTimeoutError extends Error {
  constructor() {
    super(`screen did not load within ${LAZY_SCREEN_TIMEOUT_MS} ms`);
    this.name = 'ScreenLoadTimeoutError';
  }
}

/** spec §9 lazy screen load timeout: a chunk that has not arrived after 120000 ms counts as failed. */
export function withTimeout<T>(promise: Promise<T>, ms: number = LAZY_SCREEN_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Each loader's load, started once (by the first render or by preloadScreen); a failed one is asked again. */
const loads = new Map<ScreenLoader, Promise<ScreenModule>>();
/** The screens whose load has finished, by loader. */
const loaded = new Map<ScreenLoader, ComponentType>();
function started(load: ScreenLoader): Promise<ScreenModule> {
  let loading = loads.get(load);
  if (!loading) {
    loading = withTimeout(load());
    loads.set(load, loading);
    loading.then(
      (module) => loaded.set(load, module.default),
      () => loads.delete(load),
    );
  }
  return loading;
}

/** How long a first render waits for its screen (preloadScreen): past it, the layout and the loading status show. */
export const SCREEN_PRELOAD_WAIT_MS = 1000;

/**
 * Starts a screen's load ahead of its first render and settles once it has loaded (or failed) and `alongside` (the
 * screen's first data) has settled, or SCREEN_PRELOAD_WAIT_MS passed. A start-up that awaits it renders the screen
 * in its first render, not the loading status first: one render and one layout less on a phone's first load, and
 * the screen's chunk is evaluated in a task of its own, not inside the render's.
 */
export function preloadScreen(load: ScreenLoader, alongside?: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, SCREEN_PRELOAD_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const settled = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        () => undefined,
      );
    void Promise.all([settled(started(load)), alongside && settled(alongside)]).then(done);
  });
}

/**
 * One component per loader, shared by every visit, so a screen that has loaded once renders without a loading
 * flash: the screen itself when it had loaded before its first render (preloadScreen), which then renders at once,
 * not after a pass through the loading status; else a lazy one. A failed load is dropped from the cache so 다시 시도
 * really asks again.
 */
const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType> | ComponentType>();
function lazyFor(load: ScreenLoader): LazyExoticComponent<ComponentType> | ComponentType {
  let screen = cache.get(load);
  if (!screen) {
    screen =
      loaded.get(load) ??
      lazy(() =>
        started(load).catch((error: unknown) => {
          cache.delete(load);
          throw error;
        }),
      );
    cache.set(load, screen);
  }
  return screen;
}

/** A route's screen, loaded on first visit (ARCHITECTURE "Screens are lazy-loaded per route"). */
export function LazyScreen({ load }: { load: ScreenLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyFor(load);
  return (
    <LoadErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </LoadErrorBoundary>
  );
}

export function ScreenLoading() {
  const t = useT();
  return (
    <div className="pcs-status-page pcs-screen-loading" role="status" aria-live="polite">
      <div className="pcs-spinner" aria-hidden="true" />
      <p>{t('common.screen.loading')}</p>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; onRetry: () => void };
type BoundaryState = { error: unknown; caught: boolean };

/** Catches a chunk that failed or timed out; other errors are passed up to the route's errorElement. */
class LoadErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, caught: true };
  }

  override componentDidCatch(error: unknown): void {
    if (isLoadError(error)) console.warn('screen chunk failed to load:', (error as Error).name);
  }

  override render() {
    const { error, caught } = this.state;
    if (!caught) return this.props.children;
    // Not ours to handle: rethrowing from render hands it to the next boundary up.
    if (!isLoadError(error)) throw error;
    return <LoadFailed onRetry={this.props.onRetry} />;
  }
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="pcs-status-page" role="alert">
      <h1>{t('common.screen.loadFailed')}</h1>
      <p>{t('common.screen.checkNetwork')}</p>
      <button type="button" className="pcs-button pcs-button--primary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Chunk failures: our timeout, or the browser's failed dynamic import (message differs per browser). */
function isLoadError(error: unknown): boolean {
  if (error instanceof ScreenLoadTimeoutError) return true;
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    error.message,
  );
}
