import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** React Router keeps its own history index in history.state; 0 means this entry is the first of the session. */
export const historyIndex = (): number => {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return 0;
};

/** spec §8: back goes one step; a screen opened directly (nothing to go back to) goes to `fallback` instead. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (historyIndex() > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
