import type { ServerApiGet } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { firstProductsQuery } from '../../catalogue/catalogue.queries';

/** The flower-composition service's product, whose photos the page shows (the first of its category); undefined when there is none. */
export const serviceProductQuery = (get?: ServerApiGet) => {
  const first = firstProductsQuery('ServiceFlowers', 1, get);
  return queryOptions({ ...first, select: (products) => products[0] });
};
