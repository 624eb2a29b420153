interface Props {
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly loadMore: () => void;
  /** How many are loaded and how many match in all, when known. */
  readonly shown: number | undefined;
  readonly total: number | null;
}

/** «Показать ещё» under a paged list, with how much of it is shown; nothing once the last page is in. */
export function ShowMore({ hasMore, loadingMore, loadMore, shown, total }: Props) {
  if (!hasMore) return null;
  return (
    <div className="adm-more">
      <button type="button" className="ui-button" disabled={loadingMore} onClick={loadMore}>
        {loadingMore ? 'Загрузка…' : 'Показать ещё'}
      </button>
      {total !== null && shown !== undefined && (
        <span className="adm-more__count">
          Показано {shown} из {total}
        </span>
      )}
    </div>
  );
}
