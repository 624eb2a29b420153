import {
  BOUQUET_SELECTION_STORAGE_KEY,
  clearSelection,
  createFlowerCatalogue,
  decrementFlower,
  EMPTY_BOUQUET_MESSAGE,
  EMPTY_SELECTION,
  flowerCount,
  incrementFlower,
  MAX_FLOWERS_OF_ONE_KIND,
  pickableCount,
  restoreSelection,
  setFlowerCount,
  searchFlowers,
  storedSelection,
  toBouquetItems,
  type AddBouquetPayloadDto,
  type BouquetSelection,
  type ShellServices,
} from '@shop/domain';
import { prepareToasts, showToast, TOAST_MS, type ToastKind } from '@shop/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { notifyCartChanged } from '../cart/cart-events';
import { BouquetSummary } from './bouquet-summary.component';
import { FlowerCard } from './flower-card.component';
import { useFlowers, useReloadFlowers, type FlowerView } from './flowers.api';
import './constructor.css';
import { readSessionItem, writeSessionItem } from '../../components/session-storage';

/** Spec §8 'Add-bouquet'. */
export const BOUQUET_TEXTS = {
  added: 'Букет добавлен в корзину',
  failed: 'Ошибка при создании букета',
  network: 'Ошибка сервера',
  empty: EMPTY_BOUQUET_MESSAGE,
} as const;

const notice = (kind: ToastKind, text: string) => showToast(kind, text, TOAST_MS.notice);

/** /constructor (spec §2 'Bouquet constructor'). */
export function ConstructorPage({ services }: { services: ShellServices }) {
  useDocumentTitle('Конструктор букетов');
  useEffect(prepareToasts, []);
  const flowers = useFlowers(services.http);
  return (
    <div className="shop-container shop-constructor">
      <header className="shop-page-head">
        <h1 className="shop-page-title">Конструктор букетов</h1>
        <p className="shop-page-lead">
          Соберите букет сами: выберите цветы и их количество, а флорист аккуратно соберёт и упакует его. Цена букета — сумма выбранных цветов.
        </p>
      </header>
      {flowers.isPending && (
        <p className="shop-status" role="status">
          Загружаем цветы…
        </p>
      )}
      {flowers.isError && (
        <div className="shop-status shop-status--error" role="alert">
          <p>Не удалось загрузить каталог цветов. Проверьте подключение к интернету и попробуйте ещё раз.</p>
          <button type="button" className="shop-button shop-button--primary" onClick={() => void flowers.refetch()}>
            Повторить
          </button>
        </div>
      )}
      {flowers.data && <BouquetBuilder flowers={flowers.data} services={services} />}
    </div>
  );
}

const readStoredSelection = (): string | null => readSessionItem(BOUQUET_SELECTION_STORAGE_KEY);

const writeStoredSelection = (selection: BouquetSelection): void => writeSessionItem(BOUQUET_SELECTION_STORAGE_KEY, storedSelection(selection));

/** A kept selection with no more stems of a flower than are left now. */
const withinStock = (selection: BouquetSelection, flowers: readonly FlowerView[]): BouquetSelection =>
  flowers.reduce(
    (kept, flower) =>
      flowerCount(kept, flower.id) > 0
        ? setFlowerCount(kept, flower.id, Math.min(flowerCount(kept, flower.id), pickableCount(flower.stock, MAX_FLOWERS_OF_ONE_KIND)))
        : kept,
    selection,
  );

/**
 * The selection, kept in session storage until it goes into the cart or is cleared. The page is
 * rendered on the server, so the first render (and hydration) always starts empty; the stored
 * selection is restored in an effect afterwards (and again whenever the flowers offered change),
 * and only then is every change written back.
 */
function useRememberedSelection(flowers: readonly FlowerView[]) {
  const [selection, setSelection] = useState<BouquetSelection>(EMPTY_SELECTION);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const stored = withinStock(
      restoreSelection(
        readStoredSelection(),
        flowers.map((flower) => flower.id),
      ),
      flowers,
    );
    setSelection(stored);
    setRestored(true);
  }, [flowers]);
  useEffect(() => {
    if (restored) writeStoredSelection(selection);
  }, [restored, selection]);
  return [selection, setSelection] as const;
}

function BouquetBuilder({ flowers, services }: { flowers: readonly FlowerView[]; services: ShellServices }) {
  const navigate = useNavigate();
  const [selection, setSelection] = useRememberedSelection(flowers);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const reloadFlowers = useReloadFlowers();
  const catalogue = useMemo(() => createFlowerCatalogue(flowers), [flowers]);
  const shown = searchFlowers(flowers, query);

  const addToCart = async () => {
    if (busy) return;
    if (selection.size === 0) return notice('info', BOUQUET_TEXTS.empty);
    if (!services.session.getSnapshot().token) return navigate('/login?redirect=/constructor');
    setBusy(true);
    const payload: AddBouquetPayloadDto = { items: toBouquetItems(selection) };
    const answer = await services.http.request<unknown>('/api/cart/add-bouquet', { method: 'POST', body: payload });
    setBusy(false);
    if (answer.ok) {
      setSelection(clearSelection());
      notifyCartChanged();
      return notice('success', BOUQUET_TEXTS.added);
    }
    // A 401/403 that could not be renewed: the shell has already signed out and opened /login.
    if (!services.session.getSnapshot().token) return;
    if (answer.kind === 'network') return notice('error', BOUQUET_TEXTS.network);
    notice('error', (answer.kind === 'status' && answer.message) || BOUQUET_TEXTS.failed);
    // A flower ran out or was withdrawn meanwhile: show the constructor as the shop now has it.
    if (answer.status === 409) void reloadFlowers();
  };

  return (
    <div className="shop-constructor__layout">
      <section className="shop-constructor__flowers" aria-labelledby="constructor-flowers-title">
        <h2 id="constructor-flowers-title" className="shop-visually-hidden">
          Цветы
        </h2>
        <div className="shop-constructor__search">
          <label htmlFor="constructor-search" className="shop-constructor__search-label">
            Поиск цветов
          </label>
          <div className="shop-constructor__search-control">
            <svg viewBox="0 0 24 24" aria-hidden="true" className="shop-constructor__search-icon">
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4.5 4.5" />
            </svg>
            <input
              id="constructor-search"
              type="search"
              className="shop-constructor__search-input"
              placeholder="Например, роза"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <p className="shop-visually-hidden" role="status">
          {query.trim() === '' ? '' : `Найдено цветов: ${shown.length}`}
        </p>
        {shown.length === 0 ? (
          <p className="shop-constructor__nothing" data-testid="flowers-not-found">
            Ничего не нашлось по запросу «{query.trim()}». Попробуйте другое название.
          </p>
        ) : (
          <ul className="shop-constructor__grid shop-card-grid">
            {shown.map((flower) => (
              <FlowerCard
                key={flower.id}
                flower={flower}
                count={flowerCount(selection, flower.id)}
                onIncrease={() => setSelection((current) => incrementFlower(current, flower.id))}
                onDecrease={() => setSelection((current) => decrementFlower(current, flower.id))}
              />
            ))}
          </ul>
        )}
      </section>
      <BouquetSummary selection={selection} catalogue={catalogue} busy={busy} onAdd={() => void addToCart()} onClear={() => setSelection(clearSelection())} />
    </div>
  );
}
