/// <reference types="jest" />
import { SIGNED_OUT_SESSION, type HttpResult, type ProductDto, type ShellServices } from '@shop/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ProductCard } from './product-card.component';

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

/** A signed-in shell whose cart add answers `answer`. */
function shell(answer: HttpResult<unknown> = { ok: true, status: 200, data: {} }) {
  const posted: string[] = [];
  const services: ShellServices = {
    session: { getSnapshot: () => ({ ...SIGNED_OUT_SESSION, token: 'token' }), subscribe: () => () => {}, signIn: () => {}, logOut: async () => {} },
    http: {
      request: async <T,>(path: string) => {
        posted.push(path);
        return answer as HttpResult<T>;
      },
    },
  };
  return { services, posted };
}

function renderCard(product: ProductDto, services = shell().services) {
  render(
    <MemoryRouter>
      <ul>
        <ProductCard product={product} services={services} />
      </ul>
    </MemoryRouter>,
  );
  return within(screen.getByTestId('product-card'));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a catalogue card’s stock', () => {
  it('says «Нет в наличии» instead of the add button when none is left', () => {
    const card = renderCard(terrarium(0));
    expect(card.queryByRole('button', { name: /В корзину/ })).toBeNull();
    expect(card.getAllByTestId('stock-note').map((note) => note.textContent)).toEqual(['Нет в наличии']);
  });

  it('says how many are left from 3 down, beside the add button', () => {
    const card = renderCard(terrarium(2));
    expect(card.getByTestId('stock-note').textContent).toBe('Осталось 2 шт.');
    expect(card.getByRole('button', { name: 'В корзину: Террариум «Лес»' })).toBeTruthy();
  });

  it('says nothing of plenty or of a product made to order', () => {
    expect(renderCard(terrarium(4)).queryByTestId('stock-note')).toBeNull();
    document.body.innerHTML = '';
    expect(renderCard(terrarium(null)).queryByTestId('stock-note')).toBeNull();
  });

  it('shows the server’s refusal of more than is left as it shows other add errors', async () => {
    const server = shell({ ok: false, kind: 'status', status: 409, message: 'Товара «Террариум „Лес“» осталось 2 шт.' });
    const card = renderCard(terrarium(2), server.services);
    await userEvent.setup().click(card.getByRole('button', { name: /В корзину/ }));
    expect((await card.findByTestId('cart-notice')).textContent).toBe('Товара «Террариум „Лес“» осталось 2 шт.');
    expect(server.posted).toEqual(['/api/cart/add']);
  });
});
