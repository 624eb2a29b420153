import { CALENDAR_TEXTS, peakSurchargeLabel } from '@shop/domain';
import { useId } from 'react';
import type { CalendarDayDto, CalendarSlotDto } from '../api/admin-api.types';
import { dayTitle } from '../deliveries/delivery-day.rules';
import { SLOT_KINDS, isSlotFull, slotLoadText } from './calendar-day.rules';
import { CalendarDayForm } from './calendar-day.form';

interface Props {
  readonly day: CalendarDayDto;
  readonly today: string;
  readonly editing: boolean;
  readonly onEdit: (date: string | null) => void;
  readonly onNotice: (text: string) => void;
}

/** A day of the calendar: closed or peak, each slot's load; «Изменить» opens its settings in place. */
export function CalendarDay({ day, today, editing, onEdit, onNotice }: Props) {
  const titleId = useId();
  const title = dayTitle(day.date, today);
  const classes = ['adm-cal-day', day.closed && 'adm-cal-day--closed', day.peak && 'adm-cal-day--peak', editing && 'adm-cal-day--editing'];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={titleId} data-testid={`calendar-day-${day.date}`}>
      <div className="adm-cal-day__summary">
        <div className="adm-cal-day__head">
          <h3 id={titleId} className="adm-cal-day__title">
            {title}
          </h3>
          {day.closed && <p className="adm-badge adm-badge--hidden adm-cal-day__mark">Закрыт: {day.reason}</p>}
          {day.peak && <p className="adm-badge adm-badge--changed adm-cal-day__mark">{peakSurchargeLabel(day.peak.surcharge)}</p>}
        </div>
        {SLOT_KINDS.map(({ kind, title: kindTitle }) => (
          <div key={kind} className="adm-cal-day__kind">
            <h4 className="adm-cal-day__kind-title">{kindTitle}</h4>
            <ul className="adm-cal-slots" aria-label={`${kindTitle}: загрузка интервалов`}>
              {day.slots[kind].map((slot) => (
                <CalendarSlot key={slot.code} slot={slot} />
              ))}
            </ul>
          </div>
        ))}
        {!editing && (
          <button
            type="button"
            className="ui-button ui-button--small adm-cal-day__edit"
            aria-label={`Изменить день: ${title}`}
            onClick={() => onEdit(day.date)}
          >
            Изменить
          </button>
        )}
      </div>
      {editing && (
        <CalendarDayForm
          day={day}
          title={title}
          onDone={(notice) => {
            onEdit(null);
            if (notice) onNotice(notice);
          }}
        />
      )}
    </article>
  );
}

function CalendarSlot({ slot }: { slot: CalendarSlotDto }) {
  const state = slot.closed ? 'closed' : isSlotFull(slot) ? 'full' : 'open';
  return (
    <li className={`adm-cal-slot adm-cal-slot--${state}`} data-testid={`slot-${slot.code}`}>
      <span className="adm-cal-slot__label">{slot.label}</span>
      <span className="adm-cal-slot__load">{slotLoadText(slot)}</span>
      {slot.closed && <span className="adm-cal-slot__reason">{slot.reason ?? CALENDAR_TEXTS.slotClosed}</span>}
    </li>
  );
}
