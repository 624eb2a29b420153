import { DataSource } from 'typeorm';
import { CartRepository, type AddOutcome } from '@shop/application';
import { MAX_LINE_QUANTITY } from '@shop/domain';
import { ADD_PRODUCTS } from '../../src/persistence/cart/cart-add.sql';
import { connectionPoolOf } from '../../src/persistence/shared/connection-pool';
import { useTestApp } from '../support/test-context';

const CUSTOMERS = Array.from({ length: 8 }, (_, i) => `batch${i}`);

describe('the cart’s adds, sent in batches, on real PostgreSQL', () => {
  const ctx = useTestApp({ customers: CUSTOMERS });
  let carts: CartRepository;
  let dataSource: DataSource;
  let ids: number[];

  const quantityOf = async (userId: number, productId: number): Promise<number> => {
    const rows: { quantity: number }[] = await dataSource.query('SELECT quantity FROM cart_lines WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    return rows[0]?.quantity ?? 0;
  };
  const countOf = (outcomes: readonly AddOutcome[], outcome: AddOutcome) => outcomes.filter((o) => o === outcome).length;

  beforeAll(async () => {
    carts = ctx.t.app.get(CartRepository);
    dataSource = ctx.t.app.get(DataSource);
    const rows: { id: number }[] = await dataSource.query('SELECT id FROM users WHERE username = ANY($1) ORDER BY id', [CUSTOMERS]);
    ids = rows.map((row) => row.id);
  });

  beforeEach(() => dataSource.query('DELETE FROM cart_lines'));
  afterEach(() => jest.restoreAllMocks());

  it('counts every one of 160 adds made at once by 8 customers, in fewer statements than adds', async () => {
    const sent = jest.spyOn(connectionPoolOf(dataSource), 'query');
    const adds = Array.from({ length: 160 }, (_, i) => carts.addProduct(ids[i % ids.length], 1 + (Math.floor(i / ids.length) % 2), 1, MAX_LINE_QUANTITY));
    expect(countOf(await Promise.all(adds), 'added')).toBe(160);
    for (const id of ids) {
      expect(await quantityOf(id, 1)).toBe(10);
      expect(await quantityOf(id, 2)).toBe(10);
    }
    const batches = sent.mock.calls.filter(([text]) => text === ADD_PRODUCTS).length;
    expect(batches).toBeGreaterThan(0);
    expect(sent.mock.calls.length).toBeLessThan(160);
  });

  it('stops every line at its cap to the piece when adds to lines near it race in batches', async () => {
    for (const id of ids) await carts.addProduct(id, 3, 90, MAX_LINE_QUANTITY);
    const adds = Array.from({ length: 15 * ids.length }, (_, i) => carts.addProduct(ids[i % ids.length], 3, 1, MAX_LINE_QUANTITY));
    const outcomes = await Promise.all(adds);
    expect(countOf(outcomes, 'added')).toBe(9 * ids.length);
    expect(countOf(outcomes, 'limit')).toBe(6 * ids.length);
    for (const id of ids) expect(await quantityOf(id, 3)).toBe(MAX_LINE_QUANTITY);
  });

  it('fails only the add PostgreSQL refuses in a batch (a product gone) and makes the others', async () => {
    const missingProduct = 999_999;
    const sent = jest.spyOn(connectionPoolOf(dataSource), 'query');
    const adds = ids.map((id, i) => carts.addProduct(id, i === 3 ? missingProduct : 4, 1, MAX_LINE_QUANTITY));
    const outcomes = await Promise.allSettled(adds);
    expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: expect.objectContaining({ message: expect.stringMatching(/foreign key/) }) });
    expect(outcomes.filter((o) => o.status === 'fulfilled' && o.value === 'added')).toHaveLength(ids.length - 1);
    for (const [i, id] of ids.entries()) expect(await quantityOf(id, 4)).toBe(i === 3 ? 0 : 1);
    expect(sent.mock.calls.filter(([text]) => text === ADD_PRODUCTS)).toHaveLength(1);
  });
});
