/// <reference types="jest" />
import { Money, formatRoubles } from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import { paidOrder } from '../testing/admin-order.fixture';
import { adminServer, renderAdminScreen, type AdminCall } from '../testing/admin-server.fixture';
import { RefundDialog } from './refund.dialog';

const order = {
  ...paidOrder(7),
  refundable_amount: 16450.5,
  refundable_lines: [
    { line_id: 71, title: 'Флорариум', quantity: 2, item_price: 8000 },
    { line_id: 0, title: 'Доставка заказа', quantity: 1, item_price: 450.5 },
  ],
};
const admin = (roubles: number) => formatRoubles(Money.ofRoubles(roubles), { decimals: 2 });

function refundServer(answer: (call: AdminCall) => { data: unknown } | { status: number; error: string }) {
  return adminServer((call) =>
    call.method === 'POST' && call.path === '/api/admin/orders/7/refund' ? answer(call) : call.method === 'GET' ? { data: [] } : undefined,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('«Вернуть деньги»', () => {
  it('returns chosen lines with their quantities and says how much goes back', async () => {
    const backend = refundServer(() => ({ data: { refund_id: 'r-1', status: 'succeeded', amount: 8000 } }));
    const closed = jest.fn();
    const user = renderAdminScreen(backend.services, <RefundDialog order={order} onClose={closed} />);
    expect(screen.getByRole('status').textContent).toBe(`Вернётся: ${admin(16450.5)}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Что вернуть' }), 'lines');
    const florarium = screen.getByRole('spinbutton', { name: `Флорариум — осталось 2 шт. по ${admin(8000)}` });
    await user.clear(florarium);
    await user.type(florarium, '1');
    expect(screen.getByRole('status').textContent).toBe(`Вернётся: ${admin(8000)}`);
    await user.type(screen.getByRole('textbox', { name: /Причина возврата/ }), 'Разбился при доставке');
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(backend.writes().map((call) => call.body)).toEqual([{ reason: 'Разбился при доставке', lines: [{ line_id: 71, quantity: 1 }] }]);
  });

  it('checks an amount before sending it and shows the server’s refusal', async () => {
    const backend = refundServer(() => ({ status: 409, error: 'Столько вернуть нельзя: по заказу осталось вернуть 100 ₽' }));
    const user = renderAdminScreen(backend.services, <RefundDialog order={order} onClose={jest.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Что вернуть' }), 'amount');
    await user.type(screen.getByRole('textbox', { name: /Сумма, ₽/ }), '20000');
    await user.type(screen.getByRole('textbox', { name: /Причина возврата/ }), 'Скидка');
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    expect(screen.getByRole('alert').textContent).toBe('Укажите сумму больше нуля, не больше оставшейся, до копеек');
    expect(backend.writes()).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: /Сумма, ₽/ }));
    await user.type(screen.getByRole('textbox', { name: /Сумма, ₽/ }), '1 500,50');
    await user.click(screen.getByRole('button', { name: 'Вернуть деньги' }));
    expect(await screen.findByText('Столько вернуть нельзя: по заказу осталось вернуть 100 ₽')).toBeTruthy();
    expect(backend.writes().map((call) => call.body)).toEqual([{ reason: 'Скидка', amount: 1500.5 }]);
  });
});
