import { useId, useState, type ChangeEvent } from 'react';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminDeliveryDto } from '../api/admin-api.types';
import { IMAGE_TYPES } from '../components/image-types';
import { ErrorLine } from '../components/error-line.component';

/**
 * The bouquet's photo for the customer to answer, while the order is assembled or ready (the
 * server says when through allowed_actions). The server checks the file's type and size; a new
 * photo replaces the old one and waits for a new answer.
 */
export function OrderPhotoUpload({ order }: { order: AdminDeliveryDto }) {
  const api = useAdminApi();
  const reloadOrders = useReloadOrders();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!order.allowed_actions.includes('upload-photo')) return null;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      await api.uploadOrderPhoto(order.order_id, file);
      await reloadOrders();
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.orderPhoto));
    }
    setUploading(false);
  }

  return (
    <div className="adm-photo-upload">
      <div className="adm-file-picker">
        <label htmlFor={id} className={uploading ? 'ui-button ui-button--small ui-button--disabled' : 'ui-button ui-button--small'}>
          {order.photo_url ? 'Заменить фото букета' : 'Загрузить фото букета'}
        </label>
        <input
          id={id}
          className="adm-file-input"
          type="file"
          accept={IMAGE_TYPES}
          disabled={uploading}
          aria-describedby={`${id}-help`}
          onChange={(event) => void onFile(event)}
        />
        <span id={`${id}-help`} className="adm-muted" aria-live="polite">
          {uploading ? 'Загрузка фото…' : 'JPEG, PNG или WebP, до 5 МБ. Покупатель увидит фото и ответит.'}
        </span>
      </div>
      <ErrorLine text={error} />
    </div>
  );
}
