/**
 * Launch catalogue (spec §3 'Product' and 'Constructor flowers', §9): 11 products and the 12 constructor
 * flowers, with ids, categories and prices exactly as specified. Images are URL paths served from
 * shell/public: WebP renditions of SVG illustrations (tools/render-pictures.mjs); the first path
 * of a product is its main image.
 */

import { CONSTRUCTOR_FLOWERS, type CategoryCode } from '@shop/domain';

export interface ProductSeed {
  id: number;
  title: string;
  description: string;
  priceRoubles: number;
  priceFrom: boolean;
  category: CategoryCode;
  images: string[];
  /** Pieces in stock; left out: made to order, no limit. */
  stock?: number;
  /** Days it takes to make; left out: none. */
  leadDays?: number;
}

export interface FlowerSeed {
  id: number;
  title: string;
  priceRoubles: number;
  image: string;
}

export const PRODUCT_SEEDS: readonly ProductSeed[] = [
  {
    id: 1,
    title: 'Флорариум «Геометрия»',
    description:
      'Крупный геометрический флорариум ручной работы: стекло в металлической рамке цвета латуни, высота около 30 см, основание 25 × 20 см. ' +
      'Внутри — эхеверии, хавортия и крассула на слоях дренажа, песка и грунта, со стабилизированным мхом и декоративными камнями. ' +
      'Суккулентам нужно светлое место и полив раз в 3–4 недели по 1–2 столовые ложки воды. В комплекте — памятка по уходу.',
    priceRoubles: 8000,
    priceFrom: false,
    category: 'terrariums',
    images: ['/images/products/p1-1.webp', '/images/products/p1-2.webp', '/images/products/p1-3.webp', '/images/products/p1-4.webp'],
  },
  {
    id: 2,
    title: 'Террариум «Лесная сфера»',
    description:
      'Небольшой круглый террариум диаметром около 15 см с живым мхом, папоротником и декоративными камешками — маленький кусочек леса у вас на столе. ' +
      'Любит рассеянный свет без прямого солнца; раз в 1–2 недели достаточно опрыскать мох и растение. ' +
      'Поставляется на деревянном спиле, в комплекте — памятка по уходу.',
    priceRoubles: 4500,
    priceFrom: false,
    category: 'terrariums',
    images: ['/images/products/p2-1.webp', '/images/products/p2-2.webp', '/images/products/p2-3.webp'],
  },
  {
    id: 3,
    title: 'Искусственная олива «Прованс»',
    description:
      'Искусственное оливковое деревце высотой около 45 см с серебристо-зелёной листвой и тёмными плодами. ' +
      'Выглядит как живое и не требует ни полива, ни света — подойдёт для кухни, прихожей или офиса. ' +
      'Стоит в светлом кашпо; пыль легко убрать мягкой кисточкой или влажной салфеткой.',
    priceRoubles: 1700,
    priceFrom: false,
    category: 'Artificial_plants',
    images: ['/images/products/p3-1.webp', '/images/products/p3-2.webp', '/images/products/p3-3.webp'],
  },
  {
    id: 4,
    title: 'Искусственная монстера',
    description:
      'Искусственная монстера высотой около 50 см с крупными резными листьями насыщенного зелёного цвета. ' +
      'Листья на гибких черенках можно слегка развернуть и придать растению нужную форму. ' +
      'Поставляется в керамическом кашпо — кремовом или цвета шалфея; весь уход — протирать листья от пыли.',
    priceRoubles: 1500,
    priceFrom: false,
    category: 'Artificial_plants',
    images: ['/images/products/p4-1.webp', '/images/products/p4-2.webp', '/images/products/p4-3.webp'],
  },
  {
    id: 5,
    title: 'Набор искусственных суккулентов «Трио»',
    description:
      'Три миниатюрных искусственных суккулента — эхеверия, хавортия и крассула — в кашпо высотой 6–8 см. ' +
      'Набор оживит рабочий стол, полку или подоконник и не боится ни сквозняков, ни забывчивости. ' +
      'Кашпо терракотовое, кремовое и цвета шалфея, как на фото.',
    priceRoubles: 800,
    priceFrom: false,
    category: 'Artificial_plants',
    images: ['/images/products/p5-1.webp', '/images/products/p5-2.webp', '/images/products/p5-3.webp'],
    // The set is put together in its pots for each order.
    leadDays: 1,
  },
  {
    id: 6,
    title: 'Замиокулькас',
    description:
      'Замиокулькас, или «долларовое дерево», — одно из самых неприхотливых комнатных растений: высота около 35 см, горшок диаметром 12 см. ' +
      'Глянцевые листья спокойно переносят полутень и сухой воздух, а поливать его нужно только после полного просыхания грунта, примерно раз в 2–3 недели. ' +
      'Растение продаётся в терракотовом горшке; светлое кашпо со второго фото можно подобрать отдельно.',
    priceRoubles: 700,
    priceFrom: false,
    category: 'plants',
    images: ['/images/products/p6-1.webp', '/images/products/p6-2.webp', '/images/products/p6-3.webp'],
  },
  {
    id: 7,
    title: 'Сансевиерия «Щучий хвост»',
    description:
      'Сансевиерия с плотными полосатыми листьями и жёлтой каймой, высота около 40 см, горшок диаметром 12 см. ' +
      'Почти не требует внимания: выдерживает тень, сухой воздух и редкий полив — раз в 2–3 недели летом и раз в месяц зимой. ' +
      'Хороший выбор для спальни и офиса; декоративное кашпо можно подобрать отдельно.',
    priceRoubles: 700,
    priceFrom: false,
    category: 'plants',
    images: ['/images/products/p7-1.webp', '/images/products/p7-2.webp', '/images/products/p7-3.webp'],
  },
  {
    id: 8,
    title: 'Авторские цветочные композиции',
    description:
      'Соберём пышную композицию под ваш повод: в низкой вазе, шляпной коробке, корзине или букет в крафтовой бумаге. ' +
      'Флорист подберёт сезонные цветы — пионы, розы, ранункулюсы, эустому, дельфиниум — и зелень в нужной гамме. ' +
      'Композиции — от 15 000 ₽, итоговая цена рассчитывается индивидуально и зависит от размера и состава. Доставим по Москве к нужному времени.',
    priceRoubles: 15000,
    priceFrom: true,
    category: 'ServiceFlowers',
    images: [
      '/images/products/p8-1.webp',
      '/images/products/p8-2.webp',
      '/images/products/p8-3.webp',
      '/images/products/p8-4.webp',
      '/images/products/p8-5.webp',
      '/images/products/p8-6.webp',
    ],
  },
  {
    id: 9,
    title: 'Искусственный эвкалипт в вазе',
    description:
      'Пять искусственных веток эвкалипта с серебристо-голубыми листьями в керамической вазе пудрового цвета, общая высота около 55 см. ' +
      'Композиция не вянет, не осыпается и не требует воды — просто поставьте её на комод, стол или подоконник. ' +
      'Ветки легко переставить в свою вазу, например стеклянную, как на втором фото.',
    priceRoubles: 2000,
    priceFrom: false,
    category: 'Artificial_plants',
    images: ['/images/products/p9-1.webp', '/images/products/p9-2.webp', '/images/products/p9-3.webp'],
  },
  {
    id: 10,
    title: 'Спатифиллум «Женское счастье»',
    description:
      'Спатифиллум с тёмно-зелёными глянцевыми листьями и белыми цветами-парусами, высота около 45 см, горшок диаметром 14 см. ' +
      'Хорошо растёт в полутени, любит регулярный полив и опрыскивание и цветёт несколько раз в год. ' +
      'Растение продаётся в базовом горшке; кашпо с фото можно подобрать отдельно.',
    priceRoubles: 1100,
    priceFrom: false,
    category: 'plants',
    images: ['/images/products/p10-1.webp', '/images/products/p10-2.webp', '/images/products/p10-3.webp'],
  },
  {
    id: 11,
    title: 'Искусственный фикус лировидный',
    description:
      'Искусственный фикус лировидный высотой около 70 см с крупными «скрипичными» листьями и натуральным на вид стволом. ' +
      'Выглядит как настоящее дерево, но не сбрасывает листья и не требует ни света, ни полива. ' +
      'Поставляется в плетёном кашпо; подойдёт для гостиной, кабинета или светлой прихожей.',
    priceRoubles: 3100,
    priceFrom: false,
    category: 'Artificial_plants',
    images: ['/images/products/p11-1.webp', '/images/products/p11-2.webp', '/images/products/p11-3.webp'],
    // The last few of a delivery: the storefront says how many are left.
    stock: 3,
  },
];

/** The constructor flowers of spec §3 as the shop starts with them: in season, stems unlimited; the admin edits them since. */
export const FLOWER_SEEDS: readonly FlowerSeed[] = CONSTRUCTOR_FLOWERS.map((flower) => ({
  id: flower.id,
  title: flower.title,
  priceRoubles: flower.price.toRoubles(),
  image: flower.image,
}));
