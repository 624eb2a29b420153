import { formatCustomerRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';
import { SHOP_INFO } from '../shop-info/shop-info';
import { DISCUSS_COMPOSITION, discussChannels, PAYMENT_METHODS, PHOTO_PROMISES, productTrustContext, receivingOf, trustFacts } from './trust.facts';

const rub = (roubles: number) => formatCustomerRoubles(Money.ofRoubles(roubles));
const factsOf = (...args: Parameters<typeof trustFacts>) => Object.fromEntries(trustFacts(...args).map((fact) => [fact.key, fact]));

describe('trust facts', () => {
  it('says how the order is received once a delivery type is picked', () => {
    expect([receivingOf(''), receivingOf('yandex'), receivingOf('moscow'), receivingOf('pickup')]).toEqual([null, 'courier', 'courier', 'pickup']);
  });

  it('states delivery windows and prices from the tariff, pickup, payment, the photo and the contacts', () => {
    const facts = factsOf({ bouquet: true, receiving: 'courier' });
    expect(facts.delivery.text).toBe(
      `Курьером ежедневно 10:00–22:00, интервал 3 часа: в пределах Садового кольца ${rub(500)}, МКАД ${rub(700)}, за МКАД от ${rub(1000)}; 19:00–22:00 +${rub(300)}`,
    );
    expect(facts.pickup.text).toBe(`${SHOP_INFO.pickup.address}, ежедневно с 10:00 до 20:00`);
    expect(facts.payment.text).toBe('SberPay, Т-Банк, ВТБ');
    expect(facts.photo).toEqual({ key: 'photo', title: 'Пришлём фото букета перед доставкой', text: 'Согласуем букет с вами до отправки' });
    expect(facts.contacts.text).toBe(`${SHOP_INFO.phone}, ${SHOP_INFO.supportEmail}`);
    expect(PAYMENT_METHODS).toEqual(['SberPay', 'Т-Банк', 'ВТБ']);
  });

  it('promises the bouquet photo only with a bouquet, worded for pickup, courier or neither chosen yet', () => {
    for (const receiving of ['courier', 'pickup', null] as const) {
      expect(trustFacts({ bouquet: false, receiving }).map((fact) => fact.key)).toEqual(['delivery', 'pickup', 'payment', 'contacts']);
    }
    expect(factsOf({ bouquet: true, receiving: 'pickup' }).photo).toMatchObject(PHOTO_PROMISES.pickup);
    expect(factsOf({ bouquet: true, receiving: null }).photo).toMatchObject(PHOTO_PROMISES.undecided);
    for (const promise of [PHOTO_PROMISES.pickup, PHOTO_PROMISES.undecided]) {
      expect(`${promise.title} ${promise.text}`).not.toMatch(/доставк/);
    }
  });

  it("counts a flower composition's page as a bouquet's, a plant's or a terrarium's not", () => {
    expect(productTrustContext({ category: 'ServiceFlowers' })).toEqual({ bouquet: true, receiving: null });
    for (const category of ['plants', 'terrariums', 'Artificial_plants'] as const)
      expect(productTrustContext({ category })).toEqual({ bouquet: false, receiving: null });
  });

  it('discusses a priced-on-request composition through the bot and the e-mail', () => {
    expect(DISCUSS_COMPOSITION).toBe('Обсудить композицию');
    expect(discussChannels().map((channel) => channel.href)).toEqual([SHOP_INFO.botUrl, `mailto:${SHOP_INFO.supportEmail}`]);
  });
});
