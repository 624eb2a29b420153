import { useState, type FormEvent } from 'react';
import { DELIVERY_CHOICES, NO_FILTERS, STATUS_CHOICES, isFiltered, type ListFilters } from './list-filters.rules';

interface Props {
  /** Names the controls apart when a page has two lists. */
  readonly id: string;
  readonly filters: ListFilters;
  readonly onChange: (filters: ListFilters) => void;
}

/** The search box (applied on «Найти» or Enter) and the filters (applied at once) above an admin list. */
export function ListFiltersBar({ id, filters, onChange }: Props) {
  const [q, setQ] = useState(filters.q);
  const set = (change: Partial<ListFilters>) => onChange({ ...filters, q, ...change });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set({});
  };
  return (
    <form className="adm-filters" role="search" aria-label="Поиск и фильтры" onSubmit={search}>
      <label className="adm-filters__search">
        <span className="adm-visually-hidden">Поиск</span>
        <input
          id={`${id}-q`}
          className="ui-field__input"
          type="search"
          value={q}
          maxLength={100}
          placeholder="Номер, имя, телефон или e-mail"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <button type="submit" className="ui-button ui-button--small">
        Найти
      </button>
      <label className="adm-filters__field">
        <span className="adm-filters__label">Статус</span>
        <select className="ui-field__input" value={filters.status} onChange={(event) => set({ status: event.target.value })}>
          {STATUS_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-filters__field">
        <span className="adm-filters__label">Получение</span>
        <select className="ui-field__input" value={filters.delivery_type} onChange={(event) => set({ delivery_type: event.target.value })}>
          {DELIVERY_CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="adm-filters__field">
        <span className="adm-filters__label">Создан с</span>
        <input
          className="ui-field__input"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </label>
      <label className="adm-filters__field">
        <span className="adm-filters__label">по</span>
        <input
          className="ui-field__input"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </label>
      {isFiltered(filters) && (
        <button
          type="button"
          className="ui-button ui-button--small"
          onClick={() => {
            setQ('');
            onChange(NO_FILTERS);
          }}
        >
          Сбросить
        </button>
      )}
    </form>
  );
}
