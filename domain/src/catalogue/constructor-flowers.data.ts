import { Money } from '../money/money.value-object';
import type { Flower } from './flower.entity';

/** The fixed constructor flower catalogue of spec §3 (ids 301–312, prices in roubles). */
export const CONSTRUCTOR_FLOWERS: readonly Flower[] = [
  { id: 301, title: 'Роза', price: Money.ofRoubles(250) },
  { id: 302, title: 'Пион', price: Money.ofRoubles(600) },
  { id: 303, title: 'Тюльпан', price: Money.ofRoubles(250) },
  { id: 304, title: 'Георгин', price: Money.ofRoubles(550) },
  { id: 305, title: 'Хризантема кустовая', price: Money.ofRoubles(350) },
  { id: 306, title: 'Хризантема одноголовая', price: Money.ofRoubles(350) },
  { id: 307, title: 'Амариллис', price: Money.ofRoubles(600) },
  { id: 308, title: 'Эустома', price: Money.ofRoubles(250) },
  { id: 309, title: 'Альстромерия', price: Money.ofRoubles(190) },
  { id: 310, title: 'Антуриум', price: Money.ofRoubles(400) },
  { id: 311, title: 'Дельфиниум', price: Money.ofRoubles(750) },
  { id: 312, title: 'Ранункулюс', price: Money.ofRoubles(650) },
];
