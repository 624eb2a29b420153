import { ADMIN_LIST_ERRORS } from './admin-list.errors';
import { parseAdminListRequest, toAdminSearch, type PageCursor } from './admin-list.query';

const CURSOR: PageCursor = { key: '1764000000000000', id: 42 };
const decode = (raw: string): PageCursor | null => (raw === 'good' ? CURSOR : null);
const parse = (query: Record<string, unknown>) => parseAdminListRequest(query, decode);

describe('an admin list request', () => {
  it('asks for the first 50 of everything when nothing is said, and an empty value says nothing', () => {
    const everything = { ok: true, value: { filter: { dateField: 'created' }, page: { limit: 50, after: null } } };
    expect(parse({})).toEqual(everything);
    expect(parse({ cursor: '', q: '  ', status: '', delivery_type: '', stage: '', date_field: '' })).toEqual(everything);
  });

  it('reads every filter', () => {
    expect(
      parse({
        limit: '200',
        cursor: 'good',
        q: 'Анна',
        status: 'paid',
        delivery_type: 'moscow',
        stage: 'ready',
        date_field: 'delivery',
        from: '2026-03-01',
        to: '2026-03-01',
      }),
    ).toEqual({
      ok: true,
      value: {
        filter: {
          q: { text: 'анна', orderId: null, phoneDigits: null },
          status: 'paid',
          deliveryType: 'moscow',
          stage: 'ready',
          dateField: 'delivery',
          from: '2026-03-01',
          to: '2026-03-01',
        },
        page: { limit: 200, after: CURSOR },
      },
    });
  });

  it.each([
    [{ limit: '0' }, ADMIN_LIST_ERRORS.invalidLimit],
    [{ limit: '201' }, ADMIN_LIST_ERRORS.invalidLimit],
    [{ limit: '1.5' }, ADMIN_LIST_ERRORS.invalidLimit],
    [{ limit: ['1', '2'] }, ADMIN_LIST_ERRORS.invalidLimit],
    [{ cursor: 'forged' }, ADMIN_LIST_ERRORS.invalidCursor],
    [{ cursor: ['good'] }, ADMIN_LIST_ERRORS.invalidCursor],
    [{ q: 'я'.repeat(101) }, ADMIN_LIST_ERRORS.invalidSearch],
    [{ q: 'a\u0000' }, ADMIN_LIST_ERRORS.invalidSearch],
    [{ q: '\uD800' }, ADMIN_LIST_ERRORS.invalidSearch],
    [{ q: 7 }, ADMIN_LIST_ERRORS.invalidSearch],
    [{ status: 'lost' }, ADMIN_LIST_ERRORS.invalidStatus],
    [{ delivery_type: 'drone' }, ADMIN_LIST_ERRORS.invalidDeliveryType],
    [{ stage: 'gone' }, ADMIN_LIST_ERRORS.invalidStage],
    [{ date_field: 'paid' }, ADMIN_LIST_ERRORS.invalidDateField],
    [{ from: '2026-02-30' }, ADMIN_LIST_ERRORS.invalidPeriod],
    [{ to: ['2026-02-01'] }, ADMIN_LIST_ERRORS.invalidPeriod],
    [{ from: '' }, ADMIN_LIST_ERRORS.invalidPeriod],
    [{ from: '2026-03-02', to: '2026-03-01' }, ADMIN_LIST_ERRORS.invalidPeriod],
  ])('refuses %j', (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });
});

describe('the search box', () => {
  it('takes bare digits as an order number and a phone, and «№» or «#» before them as the order number alone', () => {
    expect(toAdminSearch(' 123 ')).toEqual({ text: '123', orderId: 123, phoneDigits: '123' });
    expect(toAdminSearch(' №123 ')).toEqual({ text: '123', orderId: 123, phoneDigits: null });
    expect(toAdminSearch('# 123')).toEqual({ text: '123', orderId: 123, phoneDigits: null });
    expect(toAdminSearch('12')).toEqual({ text: '12', orderId: 12, phoneDigits: null });
  });

  it('reads a Russian phone in any spelling as its last ten digits', () => {
    for (const phone of ['+7 (916) 123-45-67', '8 916 123 45 67', '79161234567', '9161234567']) expect(toAdminSearch(phone)?.phoneDigits).toBe('9161234567');
    expect(toAdminSearch('123-45')).toEqual({ text: '123-45', orderId: null, phoneDigits: '12345' });
  });

  it('takes anything else as a name or an e-mail, in lower case', () => {
    expect(toAdminSearch('Anna@Example')).toEqual({ text: 'anna@example', orderId: null, phoneDigits: null });
    expect(toAdminSearch('   ')).toBeUndefined();
  });
});
