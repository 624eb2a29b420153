import { Money } from '../money/money.value-object';
import type { Flower } from './flower.entity';

const flowerImage = (id: number): string => `/images/flowers/f${id}.svg`;

/** The fixed constructor flower catalogue of spec §3 (ids 301–312, prices in roubles) with its pictures. */
export const CONSTRUCTOR_FLOWERS: readonly Flower[] = [
  { id: 301, title: 'Роза', price: Money.ofRoubles(250), image: flowerImage(301) },
  { id: 302, title: 'Пион', price: Money.ofRoubles(600), image: flowerImage(302) },
  { id: 303, title: 'Тюльпан', price: Money.ofRoubles(250), image: flowerImage(303) },
  { id: 304, title: 'Георгин', price: Money.ofRoubles(550), image: flowerImage(304) },
  { id: 305, title: 'Хризантема кустовая', price: Money.ofRoubles(350), image: flowerImage(305) },
  { id: 306, title: 'Хризантема одноголовая', price: Money.ofRoubles(350), image: flowerImage(306) },
  { id: 307, title: 'Амариллис', price: Money.ofRoubles(600), image: flowerImage(307) },
  { id: 308, title: 'Эустома', price: Money.ofRoubles(250), image: flowerImage(308) },
  { id: 309, title: 'Альстромерия', price: Money.ofRoubles(190), image: flowerImage(309) },
  { id: 310, title: 'Антуриум', price: Money.ofRoubles(400), image: flowerImage(310) },
  { id: 311, title: 'Дельфиниум', price: Money.ofRoubles(750), image: flowerImage(311) },
  { id: 312, title: 'Ранункулюс', price: Money.ofRoubles(650), image: flowerImage(312) },
];
