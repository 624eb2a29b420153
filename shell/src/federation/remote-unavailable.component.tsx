export const REMOTE_UNAVAILABLE_MESSAGE = 'Не удалось загрузить раздел. Проверьте подключение к интернету и попробуйте ещё раз.';

/** The friendly page shown instead of a section that could not be loaded. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="sh-fallback" role="alert" aria-labelledby="sh-fallback-title">
      <svg className="sh-fallback__icon" viewBox="0 0 48 48" aria-hidden="true">
        <path d="M24 42V22" />
        <path d="M24 26c-8 0-13-5-13-13 8 0 13 5 13 13Z" />
        <path d="M24 22c0-7 5-12 13-12 0 8-5 12-13 12Z" />
      </svg>
      <h1 id="sh-fallback-title" className="sh-fallback__title">
        Раздел временно недоступен
      </h1>
      <p className="sh-fallback__text">{REMOTE_UNAVAILABLE_MESSAGE}</p>
      <button type="button" className="sh-button" onClick={onRetry}>
        Повторить
      </button>
    </section>
  );
}

/** For places without a RemoteSlot to re-create: retrying means reloading the page. */
export function RemoteUnavailableReloading() {
  return <RemoteUnavailable onRetry={() => window.location.reload()} />;
}
