/// <reference types="jest" />
import { SIGNED_OUT_SESSION, type ProductDto, type ShellServices } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createShopQueryClient, productQuery } from '../../catalogue/catalogue.queries';
import { likeCountQuery } from './likes.api';
import { similarCandidatesQuery } from './similar-products.section';
import { ProductPage } from './product.page';

const terrarium = (stock: number | null): ProductDto => ({
  id: 9,
  title: 'Террариум «Лес»',
  description: 'Мох и папоротник в стекле',
  price: 4500,
  price_from: false,
  category: 'terrariums',
  image: '/uploads/forest.webp',
  images: ['/uploads/forest.webp', '/uploads/forest-2.webp'],
  stock,
  lead_days: 2,
});

const services: ShellServices = {
  session: { getSnapshot: () => SIGNED_OUT_SESSION, subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
  http: { request: async () => ({ ok: false, kind: 'network', status: 0, message: 'Network Error' }) },
};

/** The page of a product the catalogue already holds (as after a server render): nothing is fetched. */
function renderPage(product: ProductDto) {
  const queries = createShopQueryClient({ retry: false });
  queries.setQueryData(productQuery(product.id).queryKey, product);
  queries.setQueryData(similarCandidatesQuery(product).queryKey, [product]);
  queries.setQueryData(likeCountQuery(product.id).queryKey, 0);
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[`/product/${product.id}`]}>
        <Routes>
          <Route path="/product/:id" element={<ProductPage services={services} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the product page’s stock', () => {
  it('says «Нет в наличии» and offers no add button when none is left', () => {
    renderPage(terrarium(0));
    expect(screen.getByTestId('stock-note').textContent).toBe('Нет в наличии');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('says «Осталось N шт.» above the add button when 3 or fewer are left', () => {
    renderPage(terrarium(3));
    expect(screen.getByTestId('stock-note').textContent).toBe('Осталось 3 шт.');
    expect(screen.getByTestId('add-to-cart').textContent).toBe('Добавить в корзину');
  });

  it('says nothing when plenty are left', () => {
    renderPage(terrarium(12));
    expect(screen.queryByTestId('stock-note')).toBeNull();
    expect(screen.getByTestId('add-to-cart')).toBeTruthy();
  });
});
