import { formatCustomerRoubles, moneyOf, type ShellServices } from '@shop/domain';
import { prepareToasts, showToast, TOAST_MS } from '@shop/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { useShellSession } from '../account/use-shell-session';
import { CartLine } from './cart-line.component';
import { CartPromo } from './cart-promo.component';
import { cartPieces, cartTotal } from './cart-lines.rules';
import { notifyCartChanged } from './cart-events';
import { CheckoutDialog } from './checkout-dialog.component';
import { CHECKOUT_TEXTS } from './place-order';
import { SignInRequired } from './sign-in-required.component';
import { useCart } from './use-cart';
import { useCartPromo } from './use-cart-promo';
import { useCheckoutHistory } from './use-checkout-history';
import './cart.css';

/** /cart (spec §2 'Cart'): the lines, the total, checkout in a modal, the way to the order history. */
export function CartPage({ services }: { services: ShellServices }) {
  useDocumentTitle('Корзина');
  const session = useShellSession(services.session);
  useEffect(prepareToasts, []);
  return (
    <div className="shop-container shop-own-page">
      <h1 className="shop-page-title">Корзина</h1>
      {session.token === null ? (
        <SignInRequired redirect="/cart">Войдите в аккаунт, чтобы пользоваться корзиной и оформлять заказы.</SignInRequired>
      ) : (
        <SignedInCart services={services} />
      )}
    </div>
  );
}

function SignedInCart({ services }: { services: ShellServices }) {
  const session = useShellSession(services.session);
  const cart = useCart(services, session);
  const cartPromo = useCartPromo(services, session, cart.items);
  const discounted = cartPromo.promo !== null && cartPromo.promo.discount > 0;
  const checkout = useCheckoutHistory();
  // Once the order exists the cart is empty, and the dialog stays until its contact step is done.
  const orderCreated = useRef(false);

  const goToCatalogueEmpty = () => {
    showToast('warning', CHECKOUT_TEXTS.emptyCart, TOAST_MS.checkout);
    checkout.leaveCheckout('/#products');
  };

  const startCheckout = () => {
    if (cart.items.length === 0) return goToCatalogueEmpty();
    checkout.openCheckout();
  };

  const orderPlaced = () => {
    showToast('success', CHECKOUT_TEXTS.placed, TOAST_MS.checkout);
    checkout.leaveCheckout('/orders/history');
  };

  const onOrderCreated = () => {
    orderCreated.current = true;
    cart.emptied();
    notifyCartChanged();
  };

  // Reopened with the address (a reload, Forward, a sign-in) while there is nothing to order: the cart alone.
  const nothingToOrder = checkout.open && !cart.loading && cart.items.length === 0 && !orderCreated.current;
  const { closeCheckout } = checkout;
  useEffect(() => {
    if (nothingToOrder) closeCheckout();
  }, [nothingToOrder, closeCheckout]);

  if (cart.loading) {
    return (
      <p className="shop-status" role="status">
        Загрузка корзины…
      </p>
    );
  }

  return (
    <div className="shop-cart__layout">
      <section className="shop-cart__lines" aria-label="Товары в корзине">
        {cart.items.length === 0 ? (
          <EmptyCart />
        ) : (
          <ul className="shop-cart__list">
            {cart.items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={cart.busyLines.has(item.id)}
                onQuantity={(line, quantity) => void cart.setQuantity(line, quantity)}
                onRemove={(line) => void cart.remove(line)}
              />
            ))}
          </ul>
        )}
      </section>
      <aside className="shop-card shop-card--large shop-cart__summary" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="shop-cart__summary-title">
          Ваш заказ
        </h2>
        {/* The code and what it takes off come before the total they lead to. */}
        {cart.items.length > 0 && (
          <CartPromo
            promo={cartPromo.promo}
            reason={cartPromo.reason}
            busy={cartPromo.busy}
            onApply={cartPromo.apply}
            onRemove={() => void cartPromo.remove()}
            onType={cartPromo.clearReason}
          />
        )}
        <dl className="shop-cart__totals">
          <div>
            <dt>Товаров</dt>
            <dd data-testid="cart-pieces">{cartPieces(cart.items)} шт.</dd>
          </div>
          {discounted && (
            <div>
              <dt>Сумма товаров</dt>
              <dd>{formatCustomerRoubles(cartTotal(cart.items))}</dd>
            </div>
          )}
          <div className="shop-cart__grand-total">
            <dt>Итого</dt>
            <dd data-testid="cart-total">{formatCustomerRoubles(discounted && cartPromo.promo ? moneyOf(cartPromo.promo.total) : cartTotal(cart.items))}</dd>
          </div>
        </dl>
        <p className="shop-cart__delivery-note">Стоимость доставки рассчитает администратор при подтверждении заказа.</p>
        <div className="shop-cart__actions">
          <button type="button" className="shop-button shop-button--accent" onClick={startCheckout}>
            Оформить заказ
          </button>
          <Link to="/orders/history" className="shop-button shop-button--outline">
            История заказов
          </Link>
        </div>
      </aside>
      <CheckoutDialog
        open={checkout.open && !nothingToOrder}
        onClose={checkout.closeCheckout}
        services={services}
        items={cart.items}
        promo={discounted ? cartPromo.promo : null}
        onOrderCreated={onOrderCreated}
        onPlaced={orderPlaced}
        onEmptyCart={goToCatalogueEmpty}
      />
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="shop-card shop-card--large shop-panel shop-cart__empty" data-testid="cart-empty">
      <p className="shop-cart__empty-title">В корзине пока пусто</p>
      <p>Загляните в каталог или соберите свой букет в конструкторе.</p>
      <div className="shop-cart__empty-actions">
        <Link to="/#products" className="shop-button shop-button--primary">
          Перейти в каталог
        </Link>
        <Link to="/constructor" className="shop-text-link">
          Собрать букет
        </Link>
      </div>
    </div>
  );
}
