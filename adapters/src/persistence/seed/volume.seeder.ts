import type { DataSource, EntityManager } from 'typeorm';
import { BOUQUET_TITLE, DEFAULT_CANCEL_REASON, slotsForDeliveryType, type CategoryCode } from '@shop/domain';

/** Every seeded customer's e-mail ends so: how a second run knows the volume is already there. */
export const VOLUME_EMAIL_DOMAIN = 'volume.example';

export interface VolumeSize {
  /** The catalogue's visible products after seeding: copies of the seeded fixed-price ones make up the rest. */
  readonly products: number;
  readonly orders: number;
  readonly customers: number;
  /** The span of the orders, ending 13 days ahead of `now` (the booked deliveries of the coming days). */
  readonly days: number;
}

export const FULL_VOLUME: VolumeSize = { products: 1_000, orders: 50_000, customers: 5_000, days: 730 };

export interface VolumeSeedOptions extends VolumeSize {
  readonly now: Date;
  /** The password hash every seeded customer signs in with. */
  readonly passwordHash: string;
}

export type VolumeSeedOutcome =
  | {
      readonly seeded: true;
      readonly orders: number;
      readonly customers: number;
      /** The catalogue's visible products now, and how many of them the seed added. */
      readonly products: number;
      readonly addedProducts: number;
    }
  | { readonly seeded: false; readonly reason: string };

/** Booked days ahead: the calendar takes dates up to 14 days ahead. */
const DAYS_AHEAD = 13;

const COURIER_SLOTS = slotsForDeliveryType('moscow').map((slot) => slot.code);
const PICKUP_SLOTS = slotsForDeliveryType('pickup').map((slot) => slot.code);

const MALE_FIRST = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Матвей',
  'Роман',
  'Егор',
  'Иван',
];
const FEMALE_FIRST = [
  'Анастасия',
  'Мария',
  'Анна',
  'Виктория',
  'Екатерина',
  'Наталья',
  'Марина',
  'Полина',
  'Дарья',
  'Алиса',
  'Ксения',
  'Елена',
  'Ольга',
  'Татьяна',
  'Ирина',
];
const SURNAME_STEMS = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
];
const STREETS = [
  'Тверская',
  'Арбат',
  'Покровка',
  'Мясницкая',
  'Сретенка',
  'Остоженка',
  'Пятницкая',
  'Большая Ордынка',
  'Садовая-Кудринская',
  'Профсоюзная',
  'Ленинский проспект',
  'Мира проспект',
];
const CARD_TEXTS = ['С днём рождения!', 'Люблю тебя', 'Спасибо за всё', 'С юбилеем!', 'Поздравляю!', 'Для самой лучшей мамы'];
const REFUND_REASONS = ['Покупатель отказался от заказа', 'Не смогли доставить в срок', 'Цветы не понравились покупателю'];
const SHOP_CANCEL_REASONS = [DEFAULT_CANCEL_REASON, 'Этих цветов сейчас нет у поставщика', 'Не доставляем по этому адресу'];
/** Pages the storefront logs views of, with their share of a day's visits (per order placed that day). */
const PAGES: readonly (readonly [string, number])[] = [
  ['/', 40],
  ['/products/plants', 18],
  ['/products/terrariums', 12],
  ['/products/Artificial_plants', 6],
  ['/bouquet', 10],
  ['/cart', 4],
];

/** Sizes by height, the smallest called «мини». */
const heights = (cm: readonly number[]): string[] => cm.map((height, i) => `${i === 0 ? 'мини, ' : ''}высота ${height} см`);

/**
 * How the catalogue's copies of a seeded product differ from it, by category: a size (ascending: the
 * price grows with it) and a pot, stand or packing. Each source gets every pair once before a copy
 * is numbered.
 */
const VARIANTS: { readonly [C in Exclude<CategoryCode, 'ServiceFlowers'>]: { readonly sizes: readonly string[]; readonly kinds: readonly string[] } } = {
  plants: {
    sizes: heights([15, 25, 30, 40, 50, 60, 70, 80, 100, 120]),
    kinds: [
      'в терракотовом горшке',
      'в белом керамическом кашпо',
      'в кашпо цвета шалфея',
      'в плетёной корзине',
      'в бетонном кашпо',
      'в подвесном кашпо',
      'в чёрном матовом кашпо',
      'в кашпо на ножках',
      'в деревянном ящике',
      'в подарочной упаковке',
    ],
  },
  terrariums: {
    sizes: heights([12, 15, 18, 20, 25, 30, 35, 40, 45, 50]),
    kinds: [
      'с подсветкой',
      'на деревянной подставке',
      'с кварцевым песком',
      'с фигуркой оленя',
      'с фиттонией',
      'с суккулентами',
      'с папоротником',
      'с цветным грунтом',
      'в подарочной коробке',
      'на спиле берёзы',
    ],
  },
  Artificial_plants: {
    sizes: heights([15, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
    kinds: [
      'в белом кашпо',
      'в плетёном кашпо',
      'в бетонном кашпо',
      'в кашпо цвета шалфея',
      'в стеклянной вазе',
      'в керамической вазе',
      'в корзине из ротанга',
      'в чёрном кашпо',
      'в кашпо на ножках',
      'в подарочной упаковке',
    ],
  },
};

/** A deterministic 0 ≤ x < m from an order's number and what is being chosen: the same volume on every run. */
const pick = (n: string, salt: string, m: number): string => `mod(abs(hashtext(${n} || ':${salt}')), ${m})`;

const sqlArray = (values: readonly string[]): string => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/**
 * Fills the shop's database with a realistic volume in set-based SQL, in one transaction: a catalogue
 * of `products` visible products (the seeded ones and variants of them), customers, orders over `days`
 * in every status, stage and delivery type (product lines of the whole catalogue and bouquets with
 * their compositions), their payments with receipts, refunds, status and stage history, page views
 * and open carts. Each order is what the Order aggregate would have stored: totals are the sums of
 * its lines, `fulfilment_day` and `holds_reservation` follow its rules, no slot holds more orders than
 * its default capacity. Refuses to run twice (the seeded customers are there). A running shop sees
 * the new products within CATALOGUE_CACHE_MS: its catalogue version is a hash of the products it
 * reads, and every prepared answer and kept page follows that version.
 */
export async function seedVolume(dataSource: DataSource, options: VolumeSeedOptions): Promise<VolumeSeedOutcome> {
  const outcome = await dataSource.transaction(async (manager): Promise<VolumeSeedOutcome> => {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('shop'), hashtext('volume-seed'))`);
    const [present] = await manager.query(`SELECT count(*)::int AS count FROM users WHERE email LIKE $1`, [`%@${VOLUME_EMAIL_DOMAIN}`]);
    if (present.count > 0) return { seeded: false, reason: `the volume is already seeded (${present.count} customers @${VOLUME_EMAIL_DOMAIN})` };
    const [catalogue] = await manager.query(
      `SELECT (SELECT count(*)::int FROM products WHERE is_visible AND NOT price_from AND price_kopecks > 0) AS products,
              (SELECT count(*)::int FROM flowers WHERE price_kopecks > 0) AS flowers`,
    );
    if (catalogue.products < 3 || catalogue.flowers < 3) return { seeded: false, reason: 'the catalogue is not seeded: start the shop once first' };

    const added = await fillCatalogue(manager, options);
    await seedCustomers(manager, options);
    await planOrders(manager, options);
    await insertOrders(manager, options.now);
    await insertPaymentsAndRefunds(manager);
    await insertHistory(manager, options.now);
    await insertViewsAndCarts(manager, options);
    await manager.query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
    const [visible] = await manager.query(`SELECT count(*)::int AS count FROM products WHERE is_visible`);
    return { seeded: true, orders: options.orders, customers: options.customers, products: visible.count, addedProducts: added };
  });
  // Statistics for the planner, and the visibility map the index-only reads of the dashboard need (outside the transaction, as VACUUM must be).
  if (outcome.seeded) await dataSource.query(`VACUUM (ANALYZE) products, users, orders, order_lines, payments, refunds, order_events, page_views, cart_lines`);
  return outcome;
}

/**
 * Grows the catalogue to `products` visible products with copies of the seeded visible fixed-price
 * ones, taken in turn (so each category keeps its share): the same category, description, images,
 * stock and days to make, a title naming a size and a pot («Замиокулькас в бетонном кашпо, высота
 * 60 см»), a price in whole tens of roubles around the source's, larger for a larger size. They
 * existed before the volume's first order. Returns how many it added (none when the catalogue is
 * that large already).
 */
async function fillCatalogue(manager: EntityManager, { products, days, now }: VolumeSeedOptions): Promise<number> {
  const variants = Object.entries(VARIANTS)
    .map(([category, { sizes, kinds }]) => `('${category}', ${sqlArray(sizes)}, ${sqlArray(kinds)})`)
    .join(', ');
  const [added] = await manager.query(
    `WITH sources AS (
       SELECT row_number() OVER (ORDER BY p.id) - 1 AS s, count(*) OVER () AS count, p.*, v.sizes, v.kinds
       FROM products p JOIN (VALUES ${variants}) v(category, sizes, kinds) ON v.category = p.category
       WHERE p.is_visible AND NOT p.price_from AND p.price_kopecks > 0
     ), copies AS (
       SELECT k, src.*, k / src.count AS c
       FROM generate_series(0, $1::int - (SELECT count(*)::int FROM products WHERE is_visible) - 1) k
       JOIN sources src ON src.s = k % src.count
     ), named AS (
       SELECT cp.*, cp.c / cardinality(cp.kinds) % cardinality(cp.sizes) AS size, cp.c % cardinality(cp.kinds) AS kind,
              cp.c / (cardinality(cp.kinds) * cardinality(cp.sizes)) AS lap
       FROM copies cp
     ), inserted AS (
       INSERT INTO products (id, title, description, price_kopecks, price_from, category, images, is_visible, stock, lead_days, created_at, updated_at)
       SELECT (SELECT max(id) FROM products) + 1 + n.k,
              -- A pot of its own replaces the source's («Искусственный эвкалипт в вазе» → «… в стеклянной вазе»).
              regexp_replace(n.title, ' в [^«»]+$', '') || ' ' || n.kinds[1 + n.kind] || ', ' || n.sizes[1 + n.size] || CASE WHEN n.lap > 0 THEN ', № ' || (n.lap + 1) ELSE '' END,
              n.description,
              -- 70 % of the source's for the smallest size, up to 151 % for the largest, give or take 5 %, in tens of roubles.
              100 * greatest(10, 10 * round(n.price_kopecks / 100.0 * (0.7 + 0.09 * n.size) * (0.95 + ${pick('n.k::text', 'price', 11)} / 100.0) / 10)::int),
              false, n.category, n.images, true, n.stock, n.lead_days,
              $2::timestamptz - make_interval(days => $3::int + 30, mins => n.k::int),
              $2::timestamptz - make_interval(days => $3::int + 30, mins => n.k::int)
       FROM named n
       RETURNING 1
     )
     SELECT count(*)::int AS count FROM inserted`,
    [products, now, days],
  );
  await manager.query(`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`);
  return added.count;
}

async function seedCustomers(manager: EntityManager, { customers, days, now, passwordHash }: VolumeSeedOptions): Promise<void> {
  const male = sqlArray(MALE_FIRST);
  const female = sqlArray(FEMALE_FIRST);
  const stems = sqlArray(SURNAME_STEMS);
  await manager.query(
    `CREATE TEMP TABLE volume_customers ON COMMIT DROP AS
     SELECT c, (SELECT coalesce(max(id), 0) FROM users) + c AS id,
            CASE WHEN c % 2 = 0 THEN (${male})[1 + (c / 2) % ${MALE_FIRST.length}] || ' ' || (${stems})[1 + (c / 30) % ${SURNAME_STEMS.length}]
                 ELSE (${female})[1 + (c / 2) % ${FEMALE_FIRST.length}] || ' ' || (${stems})[1 + (c / 30) % ${SURNAME_STEMS.length}] || 'а' END AS full_name,
            -- 1789 is prime and divides no power of ten: every customer has a number of their own.
            '+7 (9' || lpad((10 + c % 90)::text, 2, '0') || ') ' || overlay(overlay(lpad((1000000 + (c * 1789) % 9000000)::text, 7, '0') placing '-' from 4 for 0) placing '-' from 7 for 0) AS phone,
            'customer' || lpad(c::text, 5, '0') || '@${VOLUME_EMAIL_DOMAIN}' AS email
     FROM generate_series(1, $1::int) c`,
    [customers],
  );
  await manager.query(
    `INSERT INTO users (id, username, email, password_hash, full_name, phone, role, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, 'volume' || lpad(c::text, 5, '0'), email, $1, full_name, phone, 'user', $2::timestamptz - make_interval(days => $3 + 30 - c % 30)
     FROM volume_customers`,
    [passwordHash, now, days],
  );
  await manager.query(`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`);
}

/**
 * One row per order with everything decided: its customer (a few regulars order often), delivery
 * type, the day and slot it is delivered, when it was placed, and where its life got to. A day's
 * courier and pickup orders are spread over the day's slots so none holds more than its capacity.
 */
async function planOrders(manager: EntityManager, { orders, customers, days, now }: VolumeSeedOptions): Promise<void> {
  const n = 'p.n::text';
  await manager.query(
    `CREATE TEMP TABLE volume_plan ON COMMIT DROP AS
     WITH kinds AS (
       SELECT n,
              CASE WHEN n % 17 < 3 THEN 'moscow' WHEN n % 17 = 3 THEN 'yandex' ELSE 'pickup' END AS delivery_type,
              CASE WHEN n % 17 < 4 THEN 'courier' WHEN n % 17 < 9 THEN 'pickup' ELSE 'dateless' END AS grp
       FROM generate_series(0, $1::int - 1) n
     ), ranked AS (
       SELECT *, row_number() OVER (PARTITION BY grp ORDER BY n) - 1 AS r, count(*) OVER (PARTITION BY grp) AS cnt FROM kinds
     ), anchored AS (
       SELECT *, ($2::timestamptz AT TIME ZONE 'Europe/Moscow')::date AS today,
              (r * $3::int / cnt)::int AS day_index
       FROM ranked
     )
     SELECT n, delivery_type, grp, today,
            CASE WHEN grp = 'dateless' THEN today - ($3::int - 1) + day_index ELSE today - ($3::int - 1 - ${DAYS_AHEAD}) + day_index END AS anchor,
            CASE WHEN grp = 'courier' THEN (${sqlArray(COURIER_SLOTS)})[1 + r % ${COURIER_SLOTS.length}]
                 WHEN grp = 'pickup' THEN (${sqlArray(PICKUP_SLOTS)})[1 + r % ${PICKUP_SLOTS.length}] END AS slot
     FROM anchored`,
    [orders, now, days],
  );
  await manager.query(
    `CREATE TEMP TABLE volume_orders ON COMMIT DROP AS
     WITH timed AS (
       SELECT p.*, (SELECT coalesce(max(id), 0) FROM orders) + p.n + 1 AS id,
              -- u^1.6 over the customers: the first ones are regulars with a long history.
              1 + floor($2::int * power(${pick(n, 'customer', 100000)} / 100000.0, 1.6))::int AS c,
              ${pick(n, 'status', 100)} AS u,
              least(((CASE WHEN p.grp = 'dateless' THEN p.anchor ELSE p.anchor - (1 + ${pick(n, 'lead', 3)}) END) + time '09:00'
                       + make_interval(mins => ${pick(n, 'minute', 720)})) AT TIME ZONE 'Europe/Moscow',
                    $1::timestamptz - make_interval(mins => 5 + p.n % 600)) AS created_at
       FROM volume_plan p
     ), phased AS (
       SELECT t.*,
              CASE WHEN t.grp = 'dateless' THEN (CASE WHEN t.anchor >= t.today - 2 THEN 'open' ELSE 'past' END)
                   WHEN t.anchor > t.today THEN 'open' WHEN t.anchor = t.today THEN 'today' ELSE 'past' END AS phase
       FROM timed t
     ), decided AS (
       SELECT ph.*,
              CASE WHEN phase = 'open' THEN
                     CASE WHEN u < 25 THEN 'pending' WHEN u < 45 THEN 'confirmed' WHEN u < 90 THEN 'paid' WHEN u < 95 THEN 'rejected' ELSE 'by_shop' END
                   ELSE
                     CASE WHEN u < 84 THEN 'paid' WHEN u < 87 THEN 'refunded' WHEN u < 92 THEN 'rejected'
                          WHEN u < 96 AND created_at < $1::timestamptz - interval '5 days' THEN 'expired' WHEN u < 96 THEN 'rejected' ELSE 'by_shop' END
              END AS fate
       FROM phased ph
     )
     SELECT d.id, d.n, d.c, vc.id AS user_id, vc.full_name, vc.phone, vc.email, d.delivery_type, d.grp, d.phase, d.u, d.fate,
            CASE d.fate WHEN 'paid' THEN 'paid' WHEN 'refunded' THEN 'refunded' WHEN 'pending' THEN 'pending' WHEN 'confirmed' THEN 'confirmed' ELSE 'canceled' END AS status,
            -- A few open pickups stopped before the contact step.
            NOT (d.fate = 'pending' AND d.grp = 'dateless' AND d.u % 2 = 0) AS contact,
            d.fate IN ('confirmed', 'paid', 'refunded', 'expired') AS is_approved,
            CASE WHEN d.grp = 'dateless' THEN NULL ELSE d.anchor END AS delivery_date,
            d.slot AS delivery_slot,
            d.created_at,
            CASE WHEN d.phase = 'past' OR d.phase = 'today' THEN least(d.created_at + make_interval(mins => 20 + ${pick('d.n::text', 'approve', 280)}), $1::timestamptz - interval '2 minutes')
                 ELSE d.created_at + ($1::timestamptz - d.created_at) * 0.3 END AS approved_at,
            CASE WHEN d.phase = 'past' OR d.phase = 'today' THEN least(d.created_at + make_interval(mins => 320 + ${pick('d.n::text', 'pay', 600)}), $1::timestamptz - interval '1 minute')
                 ELSE d.created_at + ($1::timestamptz - d.created_at) * 0.6 END AS paid_at_planned,
            CASE WHEN d.fate NOT IN ('paid', 'refunded') THEN NULL
                 WHEN d.fate = 'refunded' THEN (ARRAY[NULL, 'assembling', CASE WHEN d.delivery_type = 'pickup' THEN 'picked_up' ELSE 'delivered' END])[1 + d.u % 3]
                 WHEN d.phase = 'open' THEN (ARRAY[NULL, 'assembling', 'ready'])[1 + ${pick('d.n::text', 'stage', 3)}]
                 WHEN d.phase = 'today' AND d.delivery_type <> 'pickup' AND d.u % 2 = 0 THEN 'out_for_delivery'
                 WHEN d.phase = 'today' AND d.delivery_type = 'pickup' AND d.u % 2 = 0 THEN 'ready'
                 WHEN d.delivery_type = 'pickup' THEN 'picked_up' ELSE 'delivered' END AS stage
     FROM decided d JOIN volume_customers vc ON vc.c = least(d.c, $2::int)`,
    [now, customers],
  );
  await manager.query(`CREATE INDEX ON volume_orders (id)`);
  await planLines(manager);
}

/** One to three lines an order; the first is a collected bouquet for about a third of them. */
async function planLines(manager: EntityManager): Promise<void> {
  const n = 'o.n::text';
  await manager.query(
    `CREATE TEMP TABLE volume_products ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, title, price_kopecks, images[1] AS image
     FROM products WHERE is_visible AND NOT price_from AND price_kopecks > 0`,
  );
  await manager.query(
    `CREATE TEMP TABLE volume_flowers ON COMMIT DROP AS
     SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, title, price_kopecks, image FROM flowers WHERE price_kopecks > 0`,
  );
  await manager.query(
    `CREATE TEMP TABLE volume_lines ON COMMIT DROP AS
     WITH counts AS (
       SELECT o.id, o.n, (SELECT count(*) FROM volume_products) AS products, (SELECT count(*) FROM volume_flowers) AS flowers,
              CASE WHEN ${pick(n, 'lines', 10)} < 6 THEN 1 WHEN ${pick(n, 'lines', 10)} < 9 THEN 2 ELSE 3 END AS line_count,
              ${pick(n, 'bouquet', 10)} < 3 AS bouquet_first,
              ${pick(n, 'product', 1000)} AS p0
       FROM volume_orders o
     ), slots AS (
       SELECT c.*, j FROM counts c CROSS JOIN LATERAL generate_series(0, c.line_count - 1) j
     ), bouquets AS (
       SELECT s.id, s.j, jsonb_agg(jsonb_build_object('flower_id', f.id, 'title', f.title, 'quantity', q.quantity, 'price_kopecks', f.price_kopecks, 'image', f.image) ORDER BY q.k) AS composition,
              'bouquet:' || string_agg(f.id || 'x' || q.quantity, ',' ORDER BY q.k) AS line_key,
              sum(f.price_kopecks * q.quantity) AS unit_price
       FROM slots s
       CROSS JOIN LATERAL (
         SELECT k, 3 + ${pick("s.n::text || ':' || k::text", 'stems', 13)} AS quantity,
                (${pick('s.n::text', 'flower', 1000)} + k) % s.flowers AS flower_index
         FROM generate_series(0, ${pick('s.n::text', 'kinds', 3)}) k
       ) q
       JOIN volume_flowers f ON f.i = q.flower_index
       WHERE s.j = 0 AND s.bouquet_first
       GROUP BY s.id, s.j
     )
     SELECT s.id AS order_id, s.j,
            coalesce(b.line_key, 'product:' || p.id) AS line_key,
            CASE WHEN b.id IS NULL THEN p.id END AS product_id,
            CASE WHEN b.id IS NULL THEN p.title ELSE '${BOUQUET_TITLE}' END AS title,
            coalesce(b.unit_price, p.price_kopecks)::int AS unit_price_kopecks,
            CASE WHEN ${pick("s.n::text || ':' || s.j::text", 'quantity', 10)} < 8 THEN 1 ELSE 2 END AS quantity,
            CASE WHEN b.id IS NULL THEN p.image END AS image_url,
            coalesce(b.composition, '[]'::jsonb) AS composition
     FROM slots s
     LEFT JOIN bouquets b ON b.id = s.id AND b.j = s.j
     JOIN volume_products p ON p.i = (s.p0 + s.j) % s.products`,
  );
}

async function insertOrders(manager: EntityManager, now: Date): Promise<void> {
  const n = 'o.n::text';
  await manager.query(
    `INSERT INTO orders (
       id, user_id, status, is_approved, delivery_type, delivery_address_full, delivery_price_kopecks, goods_total_kopecks,
       full_name, delivery_phone, email, city, recipient_name, recipient_phone, card_text, delivery_date, delivery_slot,
       contact_submitted_at, personal_data_consent_at, created_at, confirmed_at, canceled_at, paid_at, payment_id, refunded_at,
       fulfilment_stage, cancel_reason, deleted_at, fulfilment_day, holds_reservation)
     SELECT o.id, o.user_id, o.status, o.is_approved, o.delivery_type,
            CASE WHEN o.delivery_type = 'pickup' THEN 'Самовывоз'
                 ELSE 'Москва, ' || (${sqlArray(STREETS)})[1 + ${pick(n, 'street', STREETS.length)}] || ', д. ' || (1 + ${pick(n, 'house', 60)}) || ', кв. ' || (1 + ${pick(n, 'flat', 200)}) END,
            CASE WHEN o.delivery_type = 'pickup' THEN 0 WHEN o.is_approved THEN 50000 + 5000 * ${pick(n, 'courier-price', 8)} END,
            g.goods,
            CASE WHEN o.contact THEN o.full_name END, CASE WHEN o.contact THEN o.phone END, CASE WHEN o.contact THEN o.email END,
            CASE WHEN o.contact THEN 'Москва' END,
            CASE WHEN o.contact AND o.u % 5 = 0 THEN 'Получатель ' || o.n END,
            CASE WHEN o.contact AND o.u % 5 = 0 THEN '+7 (903) ' || lpad(((o.n * 7) % 1000)::text, 3, '0') || '-00-00' END,
            CASE WHEN o.contact AND o.u % 4 = 0 THEN (${sqlArray(CARD_TEXTS)})[1 + ${pick(n, 'card', CARD_TEXTS.length)}] END,
            CASE WHEN o.contact THEN o.delivery_date END, CASE WHEN o.contact THEN o.delivery_slot END,
            CASE WHEN o.contact THEN o.created_at + interval '2 minutes' END, CASE WHEN o.contact THEN o.created_at + interval '2 minutes' END,
            o.created_at,
            CASE WHEN o.is_approved THEN o.approved_at END,
            o.canceled_at,
            o.paid_at,
            o.payment_id,
            o.refunded_at,
            o.stage,
            CASE WHEN o.fate = 'by_shop' THEN (${sqlArray(SHOP_CANCEL_REASONS)})[1 + ${pick(n, 'reason', SHOP_CANCEL_REASONS.length)}] END,
            CASE WHEN o.fate = 'by_shop' THEN o.canceled_at END,
            -- Order.fulfilmentDay(): the chosen date, else the Moscow day of payment.
            coalesce(CASE WHEN o.contact THEN o.delivery_date END, (o.paid_at AT TIME ZONE 'Europe/Moscow')::date),
            -- Order.holdsReservation(): not canceled, and a refunded one only once it had left the shop.
            o.status <> 'canceled' AND (o.status <> 'refunded' OR coalesce(o.stage IN ('out_for_delivery', 'delivered', 'picked_up'), false))
     FROM (
       SELECT v.*,
              CASE WHEN v.fate IN ('paid', 'refunded') THEN v.paid_at_planned END AS paid_at,
              CASE WHEN v.fate IN ('paid', 'refunded') THEN
                overlay(overlay(overlay(overlay(md5('volume-payment:' || v.n) placing '-' from 9 for 0) placing '-' from 14 for 0) placing '-' from 19 for 0) placing '-' from 24 for 0)
              END AS payment_id,
              CASE WHEN v.fate = 'refunded' THEN least(v.paid_at_planned + make_interval(hours => 1 + v.u % 48), $1::timestamptz) END AS refunded_at,
              CASE WHEN v.fate IN ('rejected', 'by_shop') THEN least(v.created_at + make_interval(mins => 10 + v.u * 3), v.created_at + ($1::timestamptz - v.created_at) / 2)
                   WHEN v.fate = 'expired' THEN v.approved_at + make_interval(hours => 72, mins => 1 + v.u * 5) END AS canceled_at
       FROM volume_orders v
     ) o
     JOIN (SELECT order_id, sum(unit_price_kopecks * quantity)::int AS goods FROM volume_lines GROUP BY order_id) g ON g.order_id = o.id`,
    [now],
  );
  await manager.query(
    `INSERT INTO order_lines (order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition)
     SELECT order_id, line_key, product_id, title, unit_price_kopecks, quantity, image_url, composition FROM volume_lines ORDER BY order_id, j`,
  );
}

/** The paid orders' payments (with the fiscal receipt), and a full refund of each refunded one. */
async function insertPaymentsAndRefunds(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO payments (id, order_id, provider, status, amount_kopecks, receipt, created_at, updated_at, succeeded_at)
     SELECT o.payment_id, o.id, 'yookassa', 'succeeded', o.goods_total_kopecks + o.delivery_price_kopecks,
            jsonb_build_object(
              'cardLast4', lpad(((o.id * 37) % 10000)::text, 4, '0'),
              'rrn', lpad(((o.id::bigint * 7919) % 1000000000000)::text, 12, '0'),
              'authCode', lpad(((o.id * 131) % 1000000)::text, 6, '0'),
              'createdAt', to_char(o.paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'fiscalDocumentNumber', (10000 + o.id)::text,
              'shiftNumber', (1 + (o.paid_at AT TIME ZONE 'Europe/Moscow')::date - date '2024-01-01')::text),
            o.paid_at - interval '3 minutes', o.paid_at, o.paid_at
     FROM orders o JOIN volume_orders v ON v.id = o.id
     WHERE o.payment_id IS NOT NULL`,
  );
  await manager.query(
    `INSERT INTO refunds (id, order_id, payment_id, idempotence_key, amount_kopecks, status, reason, created_at)
     SELECT overlay(overlay(overlay(overlay(md5('volume-refund:' || o.id) placing '-' from 9 for 0) placing '-' from 14 for 0) placing '-' from 19 for 0) placing '-' from 24 for 0),
            o.id, o.payment_id, 'refund-order-' || o.id, p.amount_kopecks, 'succeeded', (${sqlArray(REFUND_REASONS)})[1 + o.id % ${REFUND_REASONS.length}], o.refunded_at
     FROM orders o JOIN volume_orders v ON v.id = o.id JOIN payments p ON p.id = o.payment_id
     WHERE o.status = 'refunded'`,
  );
}

/** The status changes and the florist's stages, as the order's history lists them. */
async function insertHistory(manager: EntityManager, now: Date): Promise<void> {
  await manager.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor_user_id, note, created_at, kind)
     SELECT e.order_id, e.from_status, e.to_status, CASE WHEN e.by_admin THEN (SELECT min(id) FROM users WHERE role = 'admin') END, e.note, e.at, 'status'
     FROM volume_orders v JOIN orders o ON o.id = v.id
     CROSS JOIN LATERAL (VALUES
       (o.id, 'pending', 'confirmed', true, NULL::text, o.confirmed_at, o.confirmed_at IS NOT NULL),
       (o.id, 'confirmed', 'paid', false, 'payment ' || o.payment_id, o.paid_at, o.paid_at IS NOT NULL),
       (o.id, 'paid', 'refunded', true, NULL, o.refunded_at, o.refunded_at IS NOT NULL),
       (o.id, CASE WHEN o.is_approved THEN 'confirmed' ELSE 'pending' END, 'canceled', NOT o.is_approved, o.cancel_reason, o.canceled_at, o.canceled_at IS NOT NULL)
     ) e(order_id, from_status, to_status, by_admin, note, at, happened)
     WHERE e.happened`,
  );
  await manager.query(
    `INSERT INTO order_events (order_id, from_status, to_status, actor_user_id, note, created_at, kind)
     SELECT o.id, coalesce(lag(s.stage) OVER (PARTITION BY o.id ORDER BY s.step), 'not_started'), s.stage, (SELECT min(id) FROM users WHERE role = 'admin'), NULL,
            least(o.paid_at + make_interval(mins => 30 * s.step::int), $1::timestamptz), 'fulfilment'
     FROM volume_orders v JOIN orders o ON o.id = v.id
     CROSS JOIN LATERAL unnest(CASE WHEN o.delivery_type = 'pickup' THEN ARRAY['assembling', 'ready', 'picked_up'] ELSE ARRAY['assembling', 'ready', 'out_for_delivery', 'delivered'] END)
       WITH ORDINALITY AS s(stage, step)
     WHERE o.fulfilment_stage IS NOT NULL
       AND s.step <= array_position(CASE WHEN o.delivery_type = 'pickup' THEN ARRAY['assembling', 'ready', 'picked_up'] ELSE ARRAY['assembling', 'ready', 'out_for_delivery', 'delivered'] END, o.fulfilment_stage)`,
    [now],
  );
}

/** The storefront's logged page views of every day, and open carts of some customers. */
async function insertViewsAndCarts(manager: EntityManager, { days, now }: VolumeSeedOptions): Promise<void> {
  const pages = PAGES.map(([page, share]) => `('${page}', ${share})`).join(', ');
  await manager.query(
    `INSERT INTO page_views (page, day, views)
     SELECT pg.page, d.day, greatest(1, (coalesce(placed.orders, 0) + 1) * pg.share * (80 + ${pick('pg.page || d.day::text', 'views', 40)}) / 100)
     FROM generate_series(($1::timestamptz AT TIME ZONE 'Europe/Moscow')::date - ($2::int - 1), ($1::timestamptz AT TIME ZONE 'Europe/Moscow')::date, interval '1 day') AS g(at)
     CROSS JOIN LATERAL (SELECT g.at::date AS day) d
     CROSS JOIN (VALUES ${pages}) pg(page, share)
     LEFT JOIN (SELECT (created_at AT TIME ZONE 'Europe/Moscow')::date AS day, count(*) AS orders FROM volume_orders GROUP BY 1) placed ON placed.day = d.day
     ON CONFLICT (page, day) DO UPDATE SET views = page_views.views + excluded.views`,
    [now, days],
  );
  await manager.query(
    `INSERT INTO cart_lines (user_id, product_id, quantity, created_at)
     SELECT vc.id, p.id, 1 + vc.c % 3, $1::timestamptz - make_interval(mins => vc.c % 5000)
     FROM volume_customers vc
     JOIN volume_products p ON p.i = vc.c % (SELECT count(*) FROM volume_products) OR p.i = (vc.c + 1) % (SELECT count(*) FROM volume_products)
     WHERE vc.c % 10 = 0`,
    [now],
  );
}
