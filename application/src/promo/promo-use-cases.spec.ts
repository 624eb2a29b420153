import { Money, PROMO_ERRORS, promoTerms, type PromoTermsInput } from '@shop/domain';
import { PlaceOrder } from '../orders/commands/place-order.command';
import { InMemoryCatalogue, product, snapshotOf } from '../testing/catalogue.fakes';
import { InMemoryCarts, InMemoryOrders } from '../testing/orders.fakes';
import { InMemoryPromoCodes } from '../testing/promo.fakes';
import { FixedClock, ImmediateTransactions } from '../testing/shared.fakes';
import { inMemoryStock } from '../testing/stock.fakes';
import { ApplyCartPromo } from './commands/apply-cart-promo.command';
import { DeletePromoCode } from './commands/delete-promo-code.command';
import { RemoveCartPromo } from './commands/remove-cart-promo.command';
import { SavePromoCode } from './commands/save-promo-code.command';
import { PromoUses } from './promo-uses.service';
import { CartPromoQuery } from './queries/cart-promo.query';
import { PromoCodesQuery } from './queries/promo-codes.query';
import { customerRoubles, orderMoneyFacts } from '../orders/order-summary';

const FICUS = product({ id: 6, price: Money.ofRoubles(1500), category: 'plants' });
const TERRARIUM = product({ id: 8, price: Money.ofRoubles(2000), category: 'terrariums' });

const FORM: PromoTermsInput = {
  code: 'spring',
  kind: 'percent',
  value: 10,
  minGoods: 3000,
  startsAt: null,
  endsAt: null,
  maxUses: 1,
  maxUsesPerCustomer: null,
  categories: [],
  productIds: [],
  bouquets: false,
  active: true,
};

function setup() {
  const orders = new InMemoryOrders();
  const products = [FICUS, TERRARIUM];
  const carts = new InMemoryCarts(snapshotOf(products));
  const catalogue = new InMemoryCatalogue(products);
  const promos = new InMemoryPromoCodes(orders);
  const clock = new FixedClock();
  const transactions = new ImmediateTransactions();
  const { stock } = inMemoryStock();
  return {
    orders,
    carts,
    promos,
    save: new SavePromoCode(promos),
    remove: new DeletePromoCode(transactions, promos),
    list: new PromoCodesQuery(promos),
    apply: new ApplyCartPromo(promos, carts, catalogue, clock),
    removeFromCart: new RemoveCartPromo(promos),
    cartPromo: new CartPromoQuery(promos, carts, catalogue, clock),
    place: new PlaceOrder(transactions, carts, orders.repository, stock, new PromoUses(promos), clock),
  };
}

describe('promo codes', () => {
  it('creates, edits and lists codes with their live uses; a duplicate, an unknown id and a bad form are refused', async () => {
    const { save, list } = setup();
    const created = await save.create(FORM);
    expect(created.ok && created.value.code).toBe('SPRING');
    expect(await save.create({ ...FORM, code: ' Spring ' })).toEqual({ ok: false, error: PROMO_ERRORS.codeTaken });
    expect(await save.create({ ...FORM, value: 0 })).toEqual({ ok: false, error: PROMO_ERRORS.percentInvalid });
    expect(await save.update(99, FORM)).toEqual({ ok: false, error: PROMO_ERRORS.unknownId });
    expect(await save.update(1, { ...FORM, value: 0 })).toEqual({ ok: false, error: PROMO_ERRORS.percentInvalid });
    const edited = await save.update(1, { ...FORM, kind: 'fixed', value: 500 });
    expect(edited.ok && [edited.value.kind, edited.value.value, edited.value.uses]).toEqual(['fixed', 500, 0]);
    expect(await list.execute()).toMatchObject([{ id: 1, code: 'SPRING', kind: 'fixed', value: 500, min_goods: 3000, uses: 0 }]);
  });

  it('applies a code to the cart with the new totals, re-checks it on every read, and removes it', async () => {
    const { save, carts, apply, cartPromo, removeFromCart } = setup();
    await save.create(FORM);
    await carts.addProduct(5, 6, 1, 99);
    expect(await apply.execute(5, 'nope')).toEqual({ ok: false, error: PROMO_ERRORS.notFound });
    const below = await apply.execute(5, 'spring');
    expect(below.ok).toBe(false);
    expect(!below.ok && below.error.code).toBe('PROMO.BELOW_MINIMUM');
    await carts.addProduct(5, 8, 1, 99);
    expect(await apply.execute(5, ' spring ')).toEqual({ ok: true, value: { code: 'SPRING', discount: 350, goods: 3500, total: 3150 } });
    expect(await cartPromo.execute(5)).toEqual({ code: 'SPRING', discount: 350, goods: 3500, total: 3150 });
    await carts.removeLine(5, { productId: 8 });
    expect(await cartPromo.execute(5)).toMatchObject({ discount: 0, goods: 1500, total: 1500, problem: expect.stringContaining('Минимальная сумма заказа') });
    await removeFromCart.execute(5);
    expect(await cartPromo.execute(5)).toBeNull();
  });

  it('places the order with the discount and takes a use; the next customer is refused once the uses are gone, and a canceled order gives it back', async () => {
    const { save, carts, apply, place, orders, promos, list } = setup();
    await save.create(FORM);
    for (const customer of [5, 6]) {
      await carts.addProduct(customer, 8, 2, 99);
      expect((await apply.execute(customer, 'SPRING')).ok).toBe(true);
    }
    const first = await place.execute(5, { deliveryType: 'pickup', deliveryAddress: null });
    expect(first.ok && [first.value.discount().toRoubles(), first.value.totalPayable().toRoubles(), first.value.promo?.code]).toEqual([400, 3600, 'SPRING']);
    expect(promos.carts.has(5)).toBe(false);
    expect(await place.execute(6, { deliveryType: 'pickup', deliveryAddress: null })).toEqual({ ok: false, error: PROMO_ERRORS.usedUp });
    expect(carts.of(6)).toHaveLength(1);

    const rejected = orders.orders.get(1)!.reject(new Date('2026-05-01T07:00:00Z'));
    if (!rejected.ok) throw new Error('rejects');
    await orders.repository.save(rejected.value, 1);
    expect(await list.execute()).toMatchObject([{ uses: 0 }]);
    expect((await place.execute(6, { deliveryType: 'pickup', deliveryAddress: null })).ok).toBe(true);
  });

  it('refuses placing with a code switched off meanwhile', async () => {
    const { save, carts, apply, place, promos } = setup();
    await save.create(FORM);
    await carts.addProduct(5, 8, 2, 99);
    await apply.execute(5, 'SPRING');
    const terms = promoTerms({ ...FORM, active: false });
    if (!terms.ok) throw new Error('valid');
    await promos.update(1, terms.value);
    expect(await place.execute(5, { deliveryType: 'pickup', deliveryAddress: null })).toEqual({ ok: false, error: PROMO_ERRORS.notFound });
  });

  it('deletes only a code no order carried', async () => {
    const { save, carts, apply, place, remove } = setup();
    await save.create(FORM);
    await save.create({ ...FORM, code: 'UNUSED' });
    await carts.addProduct(5, 8, 2, 99);
    await apply.execute(5, 'SPRING');
    await place.execute(5, { deliveryType: 'pickup', deliveryAddress: null });
    expect(await remove.execute(1)).toEqual({ ok: false, error: PROMO_ERRORS.usedNotDeletable });
    expect(await remove.execute(2)).toEqual({ ok: true, value: undefined });
    expect(await remove.execute(2)).toEqual({ ok: false, error: PROMO_ERRORS.unknownId });
  });
});

describe('the order mails and alerts of an order with a promo code', () => {
  it('write the discount and the total, a pickup too', async () => {
    const { save, carts, apply, place } = setup();
    await save.create(FORM);
    await carts.addProduct(5, 8, 2, 99);
    await apply.execute(5, 'SPRING');
    const placed = await place.execute(5, { deliveryType: 'pickup', deliveryAddress: null });
    if (!placed.ok) throw new Error('placed');
    const facts = orderMoneyFacts(placed.value, customerRoubles);
    expect(facts.slice(1)).toEqual([
      { label: 'Сумма товаров', value: customerRoubles(Money.ofRoubles(4000)) },
      { label: 'Скидка по промокоду SPRING', value: `−${customerRoubles(Money.ofRoubles(400))}` },
      { label: 'Итого', value: customerRoubles(Money.ofRoubles(3600)) },
    ]);
  });
});
