/// <reference types="jest" />
import { act, render, screen } from '@testing-library/react';
import { Dialog } from './dialog.component';

// The browser fires a dialog's 'close' a task after close(): the page may have opened it again by then.

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));

function dialogAt(open: boolean, onClose: () => void) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="title">
      <h2 id="title">Оформление заказа</h2>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('closed and at once opened again (Back, then Forward) stays open: the late close is not a request to close', async () => {
    const onClose = jest.fn();
    const { rerender } = render(dialogAt(true, onClose));
    rerender(dialogAt(false, onClose));
    rerender(dialogAt(true, onClose));
    await nextTask();

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Оформление заказа' })).toHaveProperty('open', true);
  });

  it('closed by the browser while the page holds it open asks the page to close it', async () => {
    const onClose = jest.fn();
    render(dialogAt(true, onClose));
    act(() => screen.getByRole('dialog').closest('dialog')?.close());
    await nextTask();

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closed by the page does not ask again', async () => {
    const onClose = jest.fn();
    const { rerender } = render(dialogAt(true, onClose));
    rerender(dialogAt(false, onClose));
    await nextTask();

    expect(onClose).not.toHaveBeenCalled();
  });
});
