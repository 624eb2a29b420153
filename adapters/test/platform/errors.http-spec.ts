import { getMetadataStorage } from 'class-validator';
import { routeInventory } from '../../src/http/route-inventory';
import { pickupContact } from '../support/order-journey';
import { useTestApp } from '../support/test-context';

/** Rules that refuse nothing themselves: optional fields, @Allow(), and nesting (the nested class's rules speak). */
const SILENT_RULES = new Set(['isOptional', 'whitelistValidation', 'nestedValidation', 'conditionalValidation']);

describe('API errors', () => {
  const ctx = useTestApp();

  it('answers an unknown API path with a Russian JSON 404', async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Не найдено' });
  });

  it('answers malformed JSON with a Russian 400', async () => {
    const res = await ctx.t.app.inject({ method: 'POST', url: '/api/products', headers: { 'content-type': 'application/json' }, payload: '{oops' });
    expect([400, 404]).toContain(res.statusCode);
    expect(typeof res.json().error).toBe('string');
  });

  it('gives every rule of every request body its own Russian message, so a refusal names the field and the reason', () => {
    const bodies = new Set(routeInventory(ctx.t.app).flatMap((route) => (route.body && route.body !== Object ? [route.body] : [])));
    expect(bodies.size).toBeGreaterThan(15);
    const unnamed = [...bodies].flatMap((dto) =>
      getMetadataStorage()
        .getTargetValidationMetadatas(dto, '', true, false)
        .filter((rule) => !SILENT_RULES.has(rule.type) && !/[А-Яа-яЁё]/.test(String(rule.message ?? '')))
        .map((rule) => `${dto.name}.${rule.propertyName}: ${rule.name ?? rule.type}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('tells the owner why an order no longer takes contact details, rather than that it does not exist', async () => {
    const anna = await ctx.api.customer('anna');
    await ctx.api.request('POST', '/api/cart/add', { token: anna.token, body: { product_id: 1, quantity: 1 } });
    const { order_id } = (
      await ctx.api.request('POST', '/api/payment/create', { token: anna.token, body: { deliveryType: 'pickup', delivery_address_full: '' } })
    ).json();
    const contact = pickupContact(order_id);
    expect((await ctx.api.request('POST', '/api/delivery/update-contact', { token: anna.token, body: contact })).statusCode).toBe(200);
    const admin = await ctx.api.login(ctx.t.config.admin.email, ctx.t.config.admin.password);
    expect((await ctx.api.request('POST', '/api/admin/approve-order', { token: admin.token, body: { order_id, delivery_price: 0 } })).statusCode).toBe(200);

    const again = await ctx.api.request('POST', '/api/delivery/update-contact', { token: anna.token, body: contact });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { error: 'Заказ уже подтверждён: данные доставки больше не меняются. Чтобы их изменить, свяжитесь с магазином' },
    ]);
    const typed = await ctx.api.request('POST', '/api/delivery/update-contact', { token: anna.token, body: { ...contact, recipient_name: 7 } });
    expect([typed.statusCode, typed.json()]).toEqual([400, { error: 'Имя получателя должно быть текстом' }]);
  });
});
