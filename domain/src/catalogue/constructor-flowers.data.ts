import { Money } from '../money/money.value-object';
import type { Flower } from './flower.entity';

/** Spec §3's constructor flowers as id, title and price in roubles; ids run 301–312. */
const FLOWER_ROWS: readonly (readonly [id: number, title: string, roubles: number])[] = [
  [301, 'Роза', 250],
  [302, 'Пион', 600],
  [303, 'Тюльпан', 250],
  [304, 'Георгин', 550],
  [305, 'Хризантема кустовая', 350],
  [306, 'Хризантема одноголовая', 350],
  [307, 'Амариллис', 600],
  [308, 'Эустома', 250],
  [309, 'Альстромерия', 190],
  [310, 'Антуриум', 400],
  [311, 'Дельфиниум', 750],
  [312, 'Ранункулюс', 650],
];

/** Spec §3's constructor flowers, each with its picture: the seed of the flowers the shop manages. */
export const CONSTRUCTOR_FLOWERS: readonly Flower[] = FLOWER_ROWS.map(([id, title, roubles]) => ({
  id,
  title,
  price: Money.ofRoubles(roubles),
  image: `/images/flowers/f${id}.webp`,
  available: true,
  stock: null,
}));
