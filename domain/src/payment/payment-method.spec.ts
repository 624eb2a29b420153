import { capturesAtOnce, parsePaymentMethod, PAYMENT_METHOD_LABELS, PAYMENT_METHOD_TYPES } from './payment-method';

describe('payment methods', () => {
  it('takes YooKassa’s four types, the card when none is named, and nothing else', () => {
    expect(PAYMENT_METHOD_TYPES.map((method) => parsePaymentMethod(method))).toEqual(['bank_card', 'sbp', 'sberbank', 'tinkoff_bank']);
    expect(parsePaymentMethod(undefined)).toBe('bank_card');
    expect(parsePaymentMethod(null)).toBe('bank_card');
    for (const wrong of ['', 'SBP', 'yoo_money', 'b2b_sberbank', 1, {}, ['sbp']]) expect(parsePaymentMethod(wrong)).toBeNull();
  });

  it('holds the money first for every method but SBP, which cannot pay in two stages', () => {
    expect(PAYMENT_METHOD_TYPES.filter(capturesAtOnce)).toEqual(['sbp']);
  });

  it('names each as the customer reads it', () => {
    expect(PAYMENT_METHOD_TYPES.map((method) => PAYMENT_METHOD_LABELS[method])).toEqual(['Банковская карта', 'СБП', 'SberPay', 'T-Pay']);
  });
});
