import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useReturnFocus } from './use-return-focus';

/** A dialog its parent mounts only while open; it takes focus when it appears. `returnFocus` false: no hook at work. */
function Dialog({ onClose, returnFocus }: { onClose: () => void; returnFocus: boolean }) {
  useReturnFocus(returnFocus);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div role="dialog" aria-label="창">
      <input ref={input} aria-label="입력" />
      <button type="button" onClick={onClose}>
        닫기
      </button>
    </div>
  );
}

function Screen({ returnFocus }: { returnFocus: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open && <Dialog returnFocus={returnFocus} onClose={() => setOpen(false)} />}
    </>
  );
}

const openAndClose = () => {
  const opener = screen.getByRole('button', { name: '열기' });
  opener.focus();
  fireEvent.click(opener);
  expect(document.activeElement).toBe(screen.getByLabelText('입력'));
  act(() => screen.getByRole('button', { name: '닫기' }).click());
  expect(screen.queryByRole('dialog')).toBeNull();
  return opener;
};

describe('useReturnFocus', () => {
  it('gives focus back to the opener when the open dialog is taken off the page', () => {
    render(<Screen returnFocus />);
    const opener = openAndClose();
    expect(document.activeElement).toBe(opener);
  });

  it('without it focus falls to the page body (what the hook is for)', () => {
    render(<Screen returnFocus={false} />);
    openAndClose();
    expect(document.activeElement).toBe(document.body);
  });
});
