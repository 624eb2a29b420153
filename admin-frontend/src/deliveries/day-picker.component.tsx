import { FormField } from '@shop/ui';
import { useId } from 'react';
import { shiftDay } from './delivery-day.rules';

interface Props {
  /** 'YYYY-MM-DD' */
  readonly date: string;
  readonly today: string;
  readonly onChange: (date: string) => void;
}

/** The day to show: a date field between the day before and the day after, and a way back to today. */
export function DayPicker({ date, today, onChange }: Props) {
  const id = useId();
  return (
    <div className="adm-day-picker" role="group" aria-label="День доставок">
      <button type="button" className="ui-button ui-button--small" onClick={() => onChange(shiftDay(date, -1))}>
        <span aria-hidden="true">←</span> Предыдущий день
      </button>
      <FormField
        id={`${id}-date`}
        label="Дата"
        compact
        className="adm-day-picker__date"
        type="date"
        value={date}
        // A cleared or half-typed date keeps the day shown.
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
      <button type="button" className="ui-button ui-button--small" onClick={() => onChange(shiftDay(date, 1))}>
        Следующий день <span aria-hidden="true">→</span>
      </button>
      {date !== today && (
        <button type="button" className="ui-button ui-button--small adm-day-picker__today" onClick={() => onChange(today)}>
          Сегодня
        </button>
      )}
    </div>
  );
}
