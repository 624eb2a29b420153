import { formatRoubles } from '../money/money.format';
import { Money } from '../money/money.value-object';
import { SHOP_INFO } from '../shop-info/shop-info';
import { DISCUSS_COMPOSITION, discussChannels, PAYMENT_METHODS, PHOTO_PROMISE, trustFacts } from './trust.facts';

const rub = (roubles: number) => formatRoubles(Money.ofRoubles(roubles), { decimals: 0 });

describe('trust facts', () => {
  it('states delivery windows and prices from the tariff, pickup, payment, the photo and the contacts', () => {
    const facts = Object.fromEntries(trustFacts().map((fact) => [fact.key, fact]));
    expect(facts.delivery.text).toBe(
      `Курьером ежедневно 10:00–22:00, интервал 3 часа: в пределах Садового кольца ${rub(500)}, МКАД ${rub(700)}, за МКАД от ${rub(1000)}; 19:00–22:00 +${rub(300)}`,
    );
    expect(facts.pickup.text).toBe(`${SHOP_INFO.pickup.address}, ежедневно с 10:00 до 20:00`);
    expect(facts.payment.text).toBe('SberPay, Т-Банк, ВТБ');
    expect(facts.photo.title).toBe(PHOTO_PROMISE);
    expect(PHOTO_PROMISE.toLowerCase()).toBe('пришлём фото букета перед доставкой');
    expect(facts.contacts.text).toBe(`${SHOP_INFO.phone}, ${SHOP_INFO.supportEmail}`);
    expect(PAYMENT_METHODS).toEqual(['SberPay', 'Т-Банк', 'ВТБ']);
  });

  it('discusses a priced-on-request composition through the bot and the e-mail', () => {
    expect(DISCUSS_COMPOSITION).toBe('Обсудить композицию');
    expect(discussChannels().map((channel) => channel.href)).toEqual([SHOP_INFO.botUrl, `mailto:${SHOP_INFO.supportEmail}`]);
  });
});
