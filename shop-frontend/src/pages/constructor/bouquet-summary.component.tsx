import {
  formatCustomerLineSum,
  formatCustomerRoubles,
  GIFT_NOTICE,
  idealBouquetHint,
  selectionTotal,
  showsGiftNotice,
  totalFlowerCount,
  type BouquetSelection,
  type FlowerCatalogue,
} from '@shop/domain';
import { Icon } from '../../components/icon.component';

interface Props {
  readonly selection: BouquetSelection;
  readonly catalogue: FlowerCatalogue;
  readonly busy: boolean;
  readonly onAdd: () => void;
  readonly onClear: () => void;
}

/** The bouquet so far: its flowers, count and running total, the countdown hint, the gift notice, the actions. */
export function BouquetSummary({ selection, catalogue, busy, onAdd, onClear }: Props) {
  const count = totalFlowerCount(selection);
  const total = selectionTotal(selection, catalogue);
  const hint = idealBouquetHint(count);
  const chosen = [...selection.entries()].flatMap(([id, quantity]) => {
    const flower = catalogue.get(id);
    return flower ? [{ ...flower, quantity }] : [];
  });
  return (
    <aside className="shop-bouquet" aria-labelledby="bouquet-summary-title" data-testid="bouquet-summary">
      <h2 id="bouquet-summary-title" className="shop-bouquet__title">
        Ваш букет
      </h2>
      {chosen.length === 0 ? (
        <p className="shop-bouquet__empty">Пока пусто: добавьте цветы кнопкой «+».</p>
      ) : (
        <ul className="shop-bouquet__list">
          {chosen.map((flower) => (
            <li key={flower.id} className="shop-bouquet__line">
              <span>{flower.title}</span>
              <span className="shop-bouquet__sum">{formatCustomerLineSum({ quantity: flower.quantity, unitPrice: flower.price })}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="shop-bouquet__totals">
        <div>
          <dt>Цветов</dt>
          <dd data-testid="bouquet-count">{count}</dd>
        </div>
        <div className="shop-bouquet__total">
          <dt>Итого</dt>
          <dd data-testid="bouquet-total" aria-live="polite">
            {formatCustomerRoubles(total)}
          </dd>
        </div>
      </dl>
      <div className="shop-bouquet__notes" aria-live="polite">
        {hint && (
          <p className="shop-bouquet__hint" data-testid="bouquet-hint">
            {hint}
          </p>
        )}
        {showsGiftNotice(total) && (
          <p className="shop-bouquet__gift" data-testid="gift-notice">
            <Icon name="gift" />
            {GIFT_NOTICE}
          </p>
        )}
      </div>
      <div className="shop-bouquet__actions">
        <button type="button" className="shop-button shop-button--accent" onClick={onAdd} aria-busy={busy} disabled={busy}>
          Добавить в корзину
        </button>
        <button type="button" className="shop-button shop-button--outline shop-bouquet__clear" onClick={onClear} disabled={count === 0}>
          <Icon name="trash" />
          <span className="shop-bouquet__clear-text">Очистить</span>
        </button>
      </div>
    </aside>
  );
}
