import { stockLabel } from '@shop/domain';
import { useId, useState } from 'react';
import { useReloadFlowers } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminFlowerDto } from '../api/admin-api.types';
import { ErrorLine } from '../components/error-line.component';
import { firstImage, formatAdminRoubles } from '../format/admin-format';
import { flowerStockText } from './flower-form.rules';

interface Props {
  readonly flower: AdminFlowerDto;
  readonly onEdit: (flower: AdminFlowerDto) => void;
  readonly onNotice: (text: string) => void;
}

/** A flower of the list: picture, title, price per stem, in season or not, stems left; edit, or take it out of (back into) the constructor. */
export function FlowerCard({ flower, onEdit, onNotice }: Props) {
  const api = useAdminApi();
  const reloadFlowers = useReloadFlowers();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggleAvailable() {
    setBusy(true);
    setError(null);
    try {
      await api.updateFlower(flower.id, { available: !flower.available });
      await reloadFlowers();
      onNotice(flower.available ? `Цветок «${flower.title}» снят с продажи.` : `Цветок «${flower.title}» снова в продаже.`);
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.saveFlower));
    } finally {
      setBusy(false);
    }
  }

  const low = stockLabel(flower.stock) !== null;
  return (
    <article className={flower.available ? 'adm-product' : 'adm-product adm-product--hidden'} aria-labelledby={titleId} data-testid={`flower-${flower.id}`}>
      <div className="adm-product__main">
        <img className="adm-product__image" src={firstImage(flower.image)} alt="" width={112} height={112} loading="lazy" />
        <div className="adm-product__info">
          <h3 id={titleId} className="adm-product__title">
            {flower.title}
          </h3>
          <p className="adm-product__meta">
            <span className="adm-product__price">{formatAdminRoubles(flower.price)} за стебель</span>
            <span className={flower.available ? 'adm-badge adm-badge--visible' : 'adm-badge adm-badge--hidden'}>
              {flower.available ? 'В продаже' : 'Не в сезоне'}
            </span>
            <span className={low ? 'adm-badge adm-badge--changed' : 'adm-muted'}>{flowerStockText(flower.stock)}</span>
            <span className="adm-muted">№{flower.id}</span>
          </p>
          <div className="adm-product__actions">
            <button type="button" className="ui-button ui-button--small" aria-label={`Изменить «${flower.title}»`} onClick={() => onEdit(flower)}>
              Изменить
            </button>
            <button
              type="button"
              className="ui-button ui-button--small"
              aria-label={flower.available ? `Снять «${flower.title}» с продажи` : `Вернуть «${flower.title}» в продажу`}
              disabled={busy}
              onClick={() => void toggleAvailable()}
            >
              {flower.available ? 'Снять с продажи' : 'Вернуть в продажу'}
            </button>
          </div>
          <ErrorLine text={error} />
        </div>
      </div>
    </article>
  );
}
