/** Where the process is in its life: it takes traffic only when ready (server.ts moves it, GET /readyz reads it). */
export type ServerLifecycle = { phase: 'starting' | 'ready' | 'stopping' };

export function createLifecycle(phase: ServerLifecycle['phase'] = 'starting'): ServerLifecycle {
  return { phase };
}
