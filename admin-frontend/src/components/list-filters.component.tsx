import { useState, type FormEvent } from 'react';
import {
  ALL_ORDERS_CONTROLS,
  DATE_FIELD_CHOICES,
  DELIVERY_CHOICES,
  NO_FILTERS,
  STAGE_CHOICES,
  isFiltered,
  statusChoices,
  type FilterControls,
  type ListFilters,
} from './list-filters.rules';
import { useIdleOnce } from './when-idle';

interface Props {
  /** Names the controls apart when a page has two lists. */
  readonly id: string;
  readonly filters: ListFilters;
  readonly onChange: (filters: ListFilters) => void;
  /** The filters the list offers; «Все заказы»'s when not given. */
  readonly controls?: FilterControls;
}

function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="adm-filters__field">
      <span className="adm-filters__label">{label}</span>
      <select className="ui-field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The search box (applied on «Найти» or Enter) and the filters (applied at once) above an admin list. */
export function ListFiltersBar({ id, filters, onChange, controls = ALL_ORDERS_CONTROLS }: Props) {
  const [q, setQ] = useState(filters.q);
  // The first date field drawn in a tab costs Chromium 40–60 ms (it loads the locale's calendar
  // then): the two come as read-only text boxes and turn into date fields once the browser is
  // idle, so the list under them is drawn first.
  const dateFieldType = useIdleOnce() ? 'date' : 'text';
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
      {controls.statuses.length > 0 && (
        <Choice label="Статус" value={filters.status} choices={statusChoices(controls.statuses)} onChange={(status) => set({ status })} />
      )}
      <Choice label="Получение" value={filters.delivery_type} choices={DELIVERY_CHOICES} onChange={(delivery_type) => set({ delivery_type })} />
      {controls.stage && <Choice label="Этап" value={filters.stage ?? ''} choices={STAGE_CHOICES} onChange={(stage) => set({ stage })} />}
      {controls.dateField && (
        <Choice label="Даты" value={filters.date_field || 'created'} choices={DATE_FIELD_CHOICES} onChange={(date_field) => set({ date_field })} />
      )}
      {controls.days !== false && (
        <div className="adm-filters__dates">
          <label className="adm-filters__field adm-filters__field--date">
            <span className="adm-filters__label">{controls.dateField ? 'С' : 'Создан с'}</span>
            <input
              className="ui-field__input"
              type={dateFieldType}
              readOnly={dateFieldType !== 'date'}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
          </label>
          <label className="adm-filters__field adm-filters__field--date">
            <span className="adm-filters__label">по</span>
            <input
              className="ui-field__input"
              type={dateFieldType}
              readOnly={dateFieldType !== 'date'}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          </label>
        </div>
      )}
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
