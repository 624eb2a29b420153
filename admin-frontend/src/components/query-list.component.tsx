import type { ReactNode } from 'react';
import { errorMessage } from '../api/admin-api';
import { useFirstScreenful } from './first-screenful';

/** What a list needs of its query: a single one's result, or the pages of a paged one flattened. */
export interface ListQuery<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly data: readonly T[] | undefined;
  readonly refetch: () => unknown;
}

interface Props<T> {
  readonly query: ListQuery<T>;
  readonly loading: string;
  /** Said when the request fails and the server gives no reason (ADMIN_API_FALLBACKS). */
  readonly failure: string;
  readonly empty: string;
  /** What of the items to show (all of them unless some are hidden). */
  readonly visible?: (items: readonly T[]) => readonly T[];
  /** Said when items exist but none is visible. */
  readonly allHidden?: string;
  /** One item's card, with its key. */
  readonly children: (item: T) => ReactNode;
}

/** A list read from the API: its loading, failure (with a retry) and empty states, then the cards. */
export function QueryList<T>({ query, loading, failure, empty, visible, allHidden = empty, children }: Props<T>) {
  if (query.isPending) return <ListState kind="loading" text={loading} />;
  if (query.isError) return <ListState kind="error" text={errorMessage(query.error, failure)} onRetry={() => void query.refetch()} />;
  const items = query.data ?? [];
  if (items.length === 0) return <ListState kind="empty" text={empty} />;
  const shown = visible ? visible(items) : items;
  if (shown.length === 0) return <ListState kind="empty" text={allHidden} />;
  return <Cards items={shown}>{children}</Cards>;
}

function Cards<T>({ items, children }: { items: readonly T[]; children: (item: T) => ReactNode }) {
  return <div className="adm-list">{useFirstScreenful(items).map(children)}</div>;
}

/** Loading, failure and empty states of a list, worded for the screen. */
function ListState({ kind, text, onRetry }: { kind: 'loading' | 'error' | 'empty'; text: string; onRetry?: () => void }) {
  if (kind === 'error') {
    return (
      <div className="adm-state adm-state--error" role="alert">
        <p>{text}</p>
        {onRetry && (
          <button type="button" className="ui-button" onClick={onRetry}>
            Повторить
          </button>
        )}
      </div>
    );
  }
  return (
    <p className={`adm-state adm-state--${kind}`} role="status">
      {text}
    </p>
  );
}
