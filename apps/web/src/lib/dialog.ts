import { create } from 'zustand';

/**
 * Alerts and confirms with the spec's exact texts, shown by <DialogHost/> in a light accessible modal that works on
 * every layout (landing and mobile do not load Ant Design). One dialog at a time; later ones queue.
 */
export type DialogRequest = {
  id: number;
  kind: 'alert' | 'confirm';
  text: string;
  resolve: (ok: boolean) => void;
};

type DialogState = { queue: DialogRequest[]; close: (id: number, ok: boolean) => void };

let nextId = 1;

export const useDialogs = create<DialogState>()((set, get) => ({
  queue: [],
  close: (id, ok) => {
    const request = get().queue.find((d) => d.id === id);
    set({ queue: get().queue.filter((d) => d.id !== id) });
    request?.resolve(ok);
  },
}));

function open(kind: DialogRequest['kind'], text: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request: DialogRequest = { id: nextId++, kind, text, resolve };
    useDialogs.setState((s) => ({ queue: [...s.queue, request] }));
  });
}

/** Shows the text and resolves when the user closes it. */
export const alertMessage = async (text: string): Promise<void> => {
  await open('alert', text);
};

/** Resolves true on 확인, false on 취소. */
export const confirmMessage = (text: string): Promise<boolean> => open('confirm', text);

/** Resolves once no alert or confirm is open or queued (at once when none is). */
export function dialogsAnswered(): Promise<void> {
  if (useDialogs.getState().queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useDialogs.subscribe((s) => {
      if (s.queue.length > 0) return;
      stop();
      resolve();
    });
  });
}
