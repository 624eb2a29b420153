import { useId, useState, type ChangeEvent } from 'react';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import { IMAGE_TYPES } from '../components/image-types';
import { ErrorLine } from '../components/error-line.component';

interface Props {
  /** The picture's path; '' when there is none yet. */
  readonly value: string;
  readonly onChange: (image: string) => void;
  readonly error?: string;
}

/** A flower's one picture: the file goes to POST /api/admin/uploads (the server checks type and size) and its path replaces the old one. */
export function FlowerImageField({ value, onChange, error }: Props) {
  const api = useAdminApi();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      onChange(await api.upload(file));
    } catch (failure) {
      setUploadError(errorMessage(failure, ADMIN_API_FALLBACKS.upload));
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="adm-images" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="adm-images__legend">Фото</legend>
      <p id={`${id}-help`} className="adm-help">
        JPEG, PNG или WebP, до 5 МБ.
      </p>
      <div className="adm-flower-image">
        {value && <img src={value} alt="Фото цветка" className="adm-images__thumb" width={96} height={96} />}
        <div className="adm-file-picker">
          <label htmlFor={`${id}-file`} className="ui-button ui-button--small">
            {value ? 'Заменить фото' : 'Загрузить фото'}
          </label>
          <input id={`${id}-file`} className="adm-file-input" type="file" accept={IMAGE_TYPES} disabled={uploading} onChange={(event) => void onFile(event)} />
          <span className="adm-muted" aria-live="polite">
            {uploading ? 'Загрузка…' : ''}
          </span>
        </div>
      </div>
      <ErrorLine text={uploadError} />
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
