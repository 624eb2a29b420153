import type { ReactNode } from 'react';
import type { PagedAdminList } from '../api/admin.queries';
import { ListFiltersBar } from './list-filters.component';
import { isFiltered, type FilterControls, type ListFilters } from './list-filters.rules';
import { QueryList } from './query-list.component';
import { ShowMore } from './show-more.component';

interface Props<T> {
  /** Prefixes the filter fields' ids: one per list on a page. */
  readonly id: string;
  readonly list: PagedAdminList<T>;
  readonly filters: ListFilters;
  readonly onFilters: (filters: ListFilters) => void;
  readonly controls?: FilterControls;
  /** Between the filters and the cards (the export buttons, the selection toolbar). */
  readonly toolbar?: ReactNode;
  readonly loading: string;
  readonly failure: string;
  /** Said when the unfiltered list is empty; a filtered one that finds nothing says «Ничего не найдено». */
  readonly empty: string;
  readonly visible?: (items: readonly T[]) => readonly T[];
  readonly allHidden?: string;
  /** How many of the list's units are loaded, when the cards are not the units (the products' orders). */
  readonly shown?: number;
  readonly children: (item: T) => ReactNode;
}

/** A paged admin list: its search and filters above, its cards (or why there are none), and «Показать ещё» below. */
export function PagedList<T>({ id, list, filters, onFilters, controls, toolbar, loading, failure, empty, visible, allHidden, shown, children }: Props<T>) {
  return (
    <>
      <ListFiltersBar id={id} filters={filters} onChange={onFilters} controls={controls} />
      {toolbar}
      <QueryList
        query={list.query}
        loading={loading}
        failure={failure}
        empty={isFiltered(filters) ? 'Ничего не найдено' : empty}
        visible={visible}
        allHidden={allHidden}
      >
        {children}
      </QueryList>
      <ShowMore hasMore={list.hasMore} loadingMore={list.loadingMore} loadMore={list.loadMore} shown={shown ?? list.query.data?.length} total={list.total} />
    </>
  );
}
