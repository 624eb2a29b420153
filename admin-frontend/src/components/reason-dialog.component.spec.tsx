/// <reference types="jest" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReasonDialog, type ReasonDialogTexts } from './reason-dialog.component';

const TEXTS: ReasonDialogTexts = {
  title: 'Удалить заказ?',
  message: 'Заказ исчезнет из списка.',
  label: 'Причина',
  required: 'Напишите причину',
  cancel: 'Отмена',
  confirm: 'Удалить',
  busy: 'Удаляем…',
};

function open(onConfirm: (reason: string) => Promise<void>) {
  render(<ReasonDialog texts={TEXTS} onConfirm={onConfirm} onClose={() => {}} describeFailure={() => 'Сервер не ответил'} />);
  return { field: screen.getByRole('textbox', { name: /Причина/ }), confirm: screen.getByRole('button', { name: 'Удалить' }) };
}

describe('the reason dialog', () => {
  it('asks for a reason, and takes its message away as soon as the admin starts to write one', async () => {
    const onConfirm = jest.fn(async () => {});
    const { field, confirm } = open(onConfirm);
    await userEvent.click(confirm);
    expect(screen.getByText('Напишите причину')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, '  Нет');
    expect(screen.queryByText('Напишите причину')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await userEvent.type(field, ' в наличии ');
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('Нет в наличии');
  });

  it("shows why the action failed under the reason, and the admin's next edit clears it", async () => {
    const { field, confirm } = open(async () => {
      throw new Error('503');
    });
    await userEvent.type(field, 'Брак');
    await userEvent.click(confirm);
    expect(await screen.findByText('Сервер не ответил')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Брак');
    await userEvent.type(field, '!');
    expect(screen.queryByText('Сервер не ответил')).toBeNull();
  });
});
