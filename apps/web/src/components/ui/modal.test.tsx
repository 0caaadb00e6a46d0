import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { alertMessage, useDialogs } from '../../lib/dialog';
import { DialogHost } from './dialog-host';
import { Modal } from './modal';

/** A page with an opener button and a modal holding a field and a button, beside the alert host. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <input aria-label="바깥 입력" />
      {open && (
        <Modal title="주소 검색" onClose={() => setOpen(false)}>
          <input aria-label="검색어" />
          <button type="button" onClick={() => void alertMessage('검색어를 입력해주세요.')}>
            검색
          </button>
        </Modal>
      )}
      <DialogHost />
    </>
  );
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

function openModal() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: '열기' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: '주소 검색' }) };
}

describe('Modal and DialogHost focus handling', () => {
  it('focus moves into the modal, Tab and Shift+Tab wrap inside it, and focus that leaves is brought back', async () => {
    const { dialog } = openModal();
    expect(document.activeElement).toBe(dialog);
    const close = screen.getByRole('button', { name: '닫기' });
    const search = screen.getByRole('button', { name: '검색' });

    // From the panel itself Shift+Tab goes to the last control, not to the page behind.
    tab(true);
    expect(document.activeElement).toBe(search);
    tab();
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(search);

    // Tabbing out of an embedded frame lands on the page behind: the trap takes focus back.
    screen.getByLabelText('바깥 입력').focus();
    await waitFor(() => expect(document.activeElement).toBe(close));
  });

  it('focus moved out on purpose while the modal closes stays where it was put', async () => {
    openModal();
    const outside = screen.getByLabelText('바깥 입력');
    // What a picked address does: the cursor to a field of the page, then the modal goes.
    act(() => {
      outside.focus();
      fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(outside);
  });

  it('Escape closes the modal and focus returns to the opener', () => {
    const { opener } = openModal();
    fireEvent.keyDown(screen.getByLabelText('검색어'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('an alert over the modal takes focus and Escape; closing it returns to the modal, which stays open', async () => {
    const { opener } = openModal();
    const search = screen.getByRole('button', { name: '검색' });
    search.focus();
    fireEvent.click(search);
    const alert = await screen.findByRole('alertdialog', { name: '검색어를 입력해주세요.' });
    const ok = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(ok);
    // The alert's only button: Tab stays on it; the modal under it does not pull focus back.
    tab();
    expect(document.activeElement).toBe(ok);

    await act(async () => {
      fireEvent.keyDown(alert, { key: 'Escape' });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: '주소 검색' })).toBeTruthy();
    expect(document.activeElement).toBe(search);

    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(document.activeElement).toBe(opener);
  });

  it('queued alerts: the next one takes focus, and after the last focus returns to the page', async () => {
    render(<DialogHost />);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = alertMessage('첫 번째');
      void alertMessage('두 번째');
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
      await first;
    });
    expect(screen.getByRole('alertdialog', { name: '두 번째' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(useDialogs.getState().queue).toHaveLength(0);
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });
});
