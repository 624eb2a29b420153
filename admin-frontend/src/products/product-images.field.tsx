import { PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_MIN } from '@shop/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage, ADMIN_API_FALLBACKS } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import { IMAGE_TYPES } from '../components/image-types';
import { moveImage } from './product-form.rules';

interface Props {
  readonly value: readonly string[];
  readonly onChange: (images: string[]) => void;
  readonly error?: string;
}

/**
 * The product's pictures: files go to POST /api/admin/uploads one by one (the server checks type
 * and size) and their paths join the list; the admin reorders or removes them. The first is the main one.
 */
export function ProductImagesField({ value, onChange, error }: Props) {
  const api = useAdminApi();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [uploadErrors, setUploadErrors] = useState<string[]>([]);
  const room = PRODUCT_IMAGES_MAX - value.length;

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const accepted = files.slice(0, Math.max(0, room));
    const problems = files.length > accepted.length ? [`Можно добавить не больше ${PRODUCT_IMAGES_MAX} изображений`] : [];
    setUploading(accepted.length);
    const urls: string[] = [];
    for (const file of accepted) {
      try {
        urls.push(await api.upload(file));
      } catch (failure) {
        problems.push(`${file.name}: ${errorMessage(failure, ADMIN_API_FALLBACKS.upload)}`);
      }
      setUploading((left) => left - 1);
    }
    setUploadErrors(problems);
    if (urls.length > 0) onChange([...value, ...urls]);
  }

  return (
    <fieldset className="adm-images" aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}>
      <legend className="adm-images__legend">Изображения</legend>
      <p id={`${id}-help`} className="adm-help">
        От {PRODUCT_IMAGES_MIN} до {PRODUCT_IMAGES_MAX} изображений JPEG, PNG или WebP, до 5 МБ каждое. Первое — главное.
      </p>
      {value.length > 0 && (
        <ol className="adm-images__list">
          {value.map((src, index) => (
            <li key={`${src}-${index}`} className="adm-images__item">
              <img src={src} alt={`Изображение ${index + 1}`} className="adm-images__thumb" width={96} height={96} />
              {index === 0 && <span className="adm-images__main">Главное</span>}
              <div className="adm-images__buttons">
                <button
                  type="button"
                  className="adm-icon-button"
                  aria-label={`Переместить изображение ${index + 1} раньше`}
                  disabled={index === 0}
                  onClick={() => onChange(moveImage(value, index, -1))}
                >
                  ←
                </button>
                <button
                  type="button"
                  className="adm-icon-button"
                  aria-label={`Переместить изображение ${index + 1} позже`}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moveImage(value, index, 1))}
                >
                  →
                </button>
                <button
                  type="button"
                  className="adm-icon-button adm-icon-button--danger"
                  aria-label={`Удалить изображение ${index + 1}`}
                  onClick={() => onChange(value.filter((_, other) => other !== index))}
                >
                  ×
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="adm-file-picker">
        <label htmlFor={`${id}-file`} className={room > 0 ? 'ui-button ui-button--small' : 'ui-button ui-button--small ui-button--disabled'}>
          Добавить изображения
        </label>
        <input
          id={`${id}-file`}
          className="adm-file-input"
          type="file"
          accept={IMAGE_TYPES}
          multiple
          disabled={room <= 0 || uploading > 0}
          onChange={(event) => void onFiles(event)}
        />
        <span className="adm-muted" aria-live="polite">
          {uploading > 0 ? `Загрузка… осталось файлов: ${uploading}` : `Добавлено: ${value.length} из ${PRODUCT_IMAGES_MAX}`}
        </span>
      </div>
      {uploadErrors.map((text) => (
        <p key={text} className="adm-error" role="alert">
          {text}
        </p>
      ))}
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
