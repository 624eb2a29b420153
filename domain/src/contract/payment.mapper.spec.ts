import { Money } from '../money/money.value-object';
import { toPaymentIncidentDto, toReceiptDto } from './payment.mapper';

describe('payment wire mapping', () => {
  it('writes the receipt amount as YooKassa does and blanks what the provider did not give', () => {
    const receipt = { cardLast4: '4477', rrn: '123', authCode: '999', createdAt: '2025-05-01T10:00:00Z', fiscalDocumentNumber: '7', shiftNumber: null };
    expect(toReceiptDto(Money.ofKopecks(210_050), receipt, 'bank_card')).toEqual({
      amount: { value: '2100.50', currency: 'RUB' },
      payment_method: { type: 'bank_card', card: { last4: '4477' } },
      authorization_details: { rrn: '123', auth_code: '999' },
      created_at: '2025-05-01T10:00:00Z',
      fiscal_document_number: '7',
      shift_number: '',
    });
    expect(toReceiptDto(Money.ofRoubles(5), null, 'sbp').payment_method).toEqual({ type: 'sbp', card: { last4: '' } });
  });

  it('lists an incident in roubles', () => {
    const createdAt = new Date('2025-05-01T10:00:00Z');
    expect(toPaymentIncidentDto({ paymentId: 'p1', orderId: 3, amount: Money.ofKopecks(70_000), status: 'succeeded', incident: 'Сумма', createdAt })).toEqual({
      payment_id: 'p1',
      order_id: 3,
      amount: 700,
      status: 'succeeded',
      incident: 'Сумма',
      created_at: '2025-05-01T10:00:00.000Z',
    });
  });
});
