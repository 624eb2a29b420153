import { SHOP_INFO } from '@shop/domain';
import { sendJson, StubHttpServer, type StubHandler } from '../../test/support/stub-http-server';
import { YandexDeliveryQuotes } from './yandex-delivery.quotes';

const geocoded = (pos: string) => ({ response: { GeoObjectCollection: { featureMember: [{ GeoObject: { Point: { pos } } }] } } });

/** The geocoder and the B2B cargo API on one stub, answering as their documentation shows. */
class StubYandex extends StubHttpServer {
  geocoder: StubHandler = (_req, _body, res) => sendJson(res, 200, geocoded('37.6100 55.7500'));
  checkPrice: StubHandler = (_req, _body, res) =>
    sendJson(res, 200, { price: '612.50', currency_rules: { code: 'RUB', sign: '₽', text: 'руб.' }, distance_meters: 4200, eta: 18 });

  constructor() {
    super((req, body, res) => (req.url?.startsWith('/1.x/') ? this.geocoder : this.checkPrice)(req, body, res));
  }
}

const REQUEST = { city: 'Москва', address: 'ул. Тверская, д. 1', deliveryDate: '2026-11-23', deliverySlot: '10-13' };

describe('YandexDeliveryQuotes against a stub of the documented API', () => {
  let stub: StubYandex;
  let quotes: YandexDeliveryQuotes;
  beforeEach(async () => {
    stub = new StubYandex();
    const url = await stub.start();
    quotes = new YandexDeliveryQuotes({ token: 'test-token', url, geocoderKey: 'geo-key', geocoderUrl: url, timeoutMs: 300 });
  });
  afterEach(() => stub.stop());

  it('geocodes the address, then asks check-price with a bearer token for the trip from the shop', async () => {
    const quote = await quotes.quote(REQUEST);
    expect(quote).toEqual({ ok: true, price: expect.objectContaining({ kopecks: 61250 }), note: 'Расчёт Яндекс Доставки (экспресс)' });

    const [geocode, checkPrice] = stub.requests;
    const query = new URL(geocode.url, 'http://x').searchParams;
    expect(query.get('apikey')).toBe('geo-key');
    expect(query.get('geocode')).toBe('Москва, ул. Тверская, д. 1');
    expect(query.get('format')).toBe('json');

    expect(checkPrice.method).toBe('POST');
    expect(checkPrice.url).toBe('/b2b/cargo/integration/v2/check-price');
    expect(checkPrice.headers.authorization).toBe('Bearer test-token');
    const body = JSON.parse(checkPrice.body);
    expect(body.route_points).toEqual([
      { id: 1, coordinates: [SHOP_INFO.pickup.coordinates.lon, SHOP_INFO.pickup.coordinates.lat], fullname: SHOP_INFO.pickup.address },
      { id: 2, coordinates: [37.61, 55.75], fullname: 'ул. Тверская, д. 1' },
    ]);
    expect(body.items).toEqual([expect.objectContaining({ quantity: 1, pickup_point: 1, dropoff_point: 2 })]);
  });

  it('explains an address the geocoder does not know', async () => {
    stub.geocoder = (_req, _body, res) => sendJson(res, 200, { response: { GeoObjectCollection: { featureMember: [] } } });
    expect(await quotes.quote(REQUEST)).toEqual({ ok: false, note: 'Адрес не найден геокодером — уточните адрес и цену вручную' });
    expect(stub.requests).toHaveLength(1);
  });

  it.each([401, 400, 500, 503])('turns an HTTP %i from check-price into a note for the admin', async (status) => {
    stub.checkPrice = (_req, _body, res) => sendJson(res, status, { code: 'error', message: 'Something went wrong' });
    expect(await quotes.quote(REQUEST)).toEqual({ ok: false, note: 'Яндекс Доставка не рассчитала стоимость — укажите цену вручную' });
  });

  it('gives up after the timeout instead of holding the checkout: it hangs up on a provider that never answers', async () => {
    let hungUp = () => {};
    const hangUp = new Promise<void>((resolve) => (hungUp = resolve));
    stub.checkPrice = (_req, _body, res) => {
      res.on('close', hungUp);
    };
    expect(await quotes.quote(REQUEST)).toMatchObject({ ok: false });
    await hangUp;
  });

  it('refuses a quote in another currency or without a price', async () => {
    stub.checkPrice = (_req, _body, res) => sendJson(res, 200, { price: '10.00', currency_rules: { code: 'KZT' } });
    expect(await quotes.quote(REQUEST)).toMatchObject({ ok: false });
    stub.checkPrice = (_req, _body, res) => sendJson(res, 200, {});
    expect(await quotes.quote(REQUEST)).toMatchObject({ ok: false });
  });
});
