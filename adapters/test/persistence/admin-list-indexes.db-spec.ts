import { DataSource } from 'typeorm';
import { adminListRequest } from '../../src/http/admin-list';
import { databaseOptions } from '../../src/persistence/database-options';
import { adminListCountSql, adminListPageSql, type AdminList, type Sql } from '../../src/persistence/orders/admin-list.sql';
import { createTestDatabase } from '../support/test-database';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * Every filter and search of the admin's lists on 40 000 orders of 4 000 customers over two years,
 * spread as a shop's are (most paid and delivered, few pending, the courier most asked for): the
 * planner reads each page, and counts each filtered list, through an index, never the whole table.
 */
describe('the indexes of the admin lists', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    dataSource = await new DataSource(databaseOptions(await createTestDatabase(), 2)).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.query(
      `INSERT INTO users (username, email, password_hash) SELECT 'user' || g, 'user' || g || '@mail.example', 'x' FROM generate_series(1, 4000) AS g`,
    );
    await dataSource.query(`
      INSERT INTO orders (user_id, status, delivery_type, goods_total_kopecks, full_name, delivery_phone, email, city, recipient_name, recipient_phone,
                          delivery_date, contact_submitted_at, created_at, paid_at, payment_id, fulfilment_stage, holds_reservation)
      SELECT u.id, s.status, s.delivery_type, 350000, 'Фамилия' || g || ' Имя' || (g % 97), '+7 9' || lpad((g * 7919 % 1000000000)::text, 9, '0'),
             'buyer' || g || '@mail.example', 'Москва', 'Получатель' || g, '8 (903) ' || lpad((g::bigint * 104729 % 10000000)::text, 7, '0'),
             (s.created + interval '2 days')::date, s.created, s.created,
             CASE WHEN s.status IN ('paid', 'refunded') THEN s.created + interval '1 hour' END,
             CASE WHEN s.status IN ('paid', 'refunded') THEN 'pay-' || g END,
             CASE WHEN s.status = 'paid' THEN (CASE WHEN g % 100 = 50 THEN 'ready' WHEN g % 100 = 51 THEN 'assembling' ELSE 'delivered' END) END,
             false
        FROM generate_series(1, 40000) AS g
        JOIN users u ON u.username = 'user' || (1 + g % 4000)
        CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 < 2 THEN 'pending' WHEN g % 100 < 4 THEN 'confirmed' WHEN g % 100 < 12 THEN 'canceled'
                                        WHEN g % 100 < 16 THEN 'refunded' ELSE 'paid' END AS status,
                                   CASE WHEN g % 20 = 0 THEN 'yandex' WHEN g % 3 = 0 THEN 'pickup' ELSE 'moscow' END AS delivery_type,
                                   timestamptz '2024-11-27 10:00+03' + g * interval '26 minutes' AS created) AS s`);
    // Twenty products; every order holds one of them but every tenth, a bouquet only.
    await dataSource.query(
      `INSERT INTO products (title, description, price_kopecks, category, images) SELECT 'Товар ' || g, '', 100000, 'plants', ARRAY['/images/p.svg'] FROM generate_series(1, 20) AS g`,
    );
    await dataSource.query(`
      INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity)
      SELECT o.id, CASE WHEN o.id % 10 = 0 THEN 'bouquet:1x3' ELSE 'product:' || p.id END, CASE WHEN o.id % 10 = 0 THEN NULL ELSE p.id END, 'Товар', 100000, 1
        FROM orders o JOIN products p ON p.id = 1 + o.id % 20`);
    // Statistics of every row, not of a random sample of 30 000: the same plans on every run (a
    // sample once left the count of a rare e-mail with a sequential scan).
    await dataSource.query(`SET default_statistics_target = 1000; ANALYZE`);
  });
  afterAll(() => dataSource?.destroy());

  const plan = async ({ text, parameters }: Sql): Promise<PlanNode[]> => {
    const [row] = await dataSource.query(`EXPLAIN (FORMAT JSON) ${text}`, parameters);
    return nodes(row['QUERY PLAN'][0].Plan);
  };
  const scansOfOrders = (plan: PlanNode[]) => plan.filter((node) => node['Relation Name'] === 'orders' || node['Index Name']?.startsWith('orders'));

  // Newest first reads either index of the creation time: the lists' own (without the deleted orders) or the reports'.
  const BY_CREATION = /^orders_(listed|created)_idx$/;
  const uses = (plan: PlanNode[], index: string | RegExp) =>
    plan.some((node) => (typeof index === 'string' ? node['Index Name'] === index : index.test(node['Index Name'] ?? '')));

  const cases: [AdminList, Record<string, string>, string | RegExp][] = [
    ['listed', {}, BY_CREATION],
    ['pending', {}, 'orders_status_created_idx'],
    ['paid', {}, 'orders_paid_list_idx'],
    ['listed', { q: '12345' }, 'orders_pkey'],
    ['listed', { q: 'фамилия1234 ' }, 'orders_search_text_trgm_idx'],
    ['listed', { q: 'buyer31337@' }, 'orders_search_text_trgm_idx'],
    ['listed', { q: '+7 (903) 104-72-9' }, 'orders_search_phone_trgm_idx'],
    ['listed', { q: 'user1234@mail' }, 'orders_user_created_idx'],
    ['listed', { status: 'pending' }, 'orders_status_created_idx'],
    ['listed', { status: 'confirmed' }, 'orders_status_created_idx'],
    ['listed', { delivery_type: 'yandex' }, 'orders_delivery_type_created_idx'],
    ['paid', { stage: 'ready' }, 'orders_stage_created_idx'],
    ['listed', { from: '2026-01-10', to: '2026-01-16' }, BY_CREATION],
    ['listed', { date_field: 'delivery', from: '2026-01-10', to: '2026-01-12' }, 'orders_delivery_date_idx'],
    ['withProducts', {}, 'order_lines_product_orders_idx'],
    ['withProducts', {}, BY_CREATION],
    ['withProducts', { q: 'фамилия1234 ' }, 'orders_search_text_trgm_idx'],
    ['withProducts', { status: 'pending' }, 'orders_status_created_idx'],
  ];

  it.each(cases)('%s %j: the page and the count through %s', async (list, query, index) => {
    const request = adminListRequest(query);
    const page = await plan(adminListPageSql(list, request));
    const count = await plan(adminListCountSql(list, request));
    expect(scansOfOrders(page).map((node) => node['Node Type'])).not.toContain('Seq Scan');
    const counted = scansOfOrders(count);
    if (Object.keys(query).length > 0) expect(counted.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect([String(index), uses([...page, ...count], index)]).toEqual([String(index), true]);
  });

  it('pages on through an index from a cursor', async () => {
    const [last] = await dataSource.query(
      `SELECT id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS key FROM orders ORDER BY id LIMIT 1 OFFSET 20000`,
    );
    const cursor = Buffer.from(JSON.stringify([last.key, last.id])).toString('base64url');
    const page = await plan(adminListPageSql('listed', adminListRequest({ cursor })));
    expect(scansOfOrders(page).map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(uses(page, BY_CREATION)).toBe(true);
  });
});
