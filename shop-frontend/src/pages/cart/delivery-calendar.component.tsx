import type { DeliveryDateDto, DeliverySlotDto } from '@shop/domain';
import { FieldError, fieldDescribedBy, RequiredMark } from '@shop/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { dateChipLines } from './delivery-calendar.rules';
import type { DeliveryCalendar } from './use-delivery-calendar';
import './delivery-calendar.css';

interface Props {
  readonly calendar: DeliveryCalendar;
  /** 'доставки' or 'самовывоза'. */
  readonly when: string;
  readonly dateError?: string;
  readonly slotError?: string;
}

/**
 * The day and the time as the shop's calendar offers them: every day and slot is there, those
 * that cannot be chosen disabled with the reason written on them (closed, full, too late).
 */
export function DeliveryCalendarPicker({ calendar, when, dateError, slotError }: Props) {
  const { dates, slots, today, peakNote } = calendar;
  const slotProblem = calendar.taken ?? slotError;
  return (
    <div className="shop-when" data-testid="delivery-calendar">
      <Group id="checkout-date" legend={`Дата ${when}`} error={dateError} busy={dates.isFetching} testId="delivery-dates">
        {dates.isError ? (
          <LoadFailure what="даты" onRetry={() => void dates.refetch()} />
        ) : !dates.data || today === null ? (
          <Pending>Загружаем свободные дни…</Pending>
        ) : (
          <div className="shop-when__options shop-when__options--dates">
            {dates.data.map((day) => (
              <DateOption key={day.date} day={day} today={today} field={calendar.registerDate()} invalid={Boolean(dateError)} />
            ))}
          </div>
        )}
        {peakNote && (
          <p className="shop-when__peak" data-testid="delivery-peak-note">
            {peakNote}
          </p>
        )}
      </Group>
      <Group id="checkout-slot" legend={`Время ${when}`} error={slotProblem} busy={slots?.isFetching ?? false} testId="delivery-slots">
        {slots === null ? (
          <p className="shop-when__hint">Выберите день, чтобы увидеть свободное время.</p>
        ) : slots.isError ? (
          <LoadFailure what="время" onRetry={() => void slots.refetch()} />
        ) : !slots.data ? (
          <Pending>Загружаем свободное время…</Pending>
        ) : (
          <div className={`shop-when__options shop-when__options--slots${slots.isPlaceholderData ? ' shop-when__options--stale' : ''}`}>
            {slots.data.map((slot) => (
              <SlotOption key={slot.code} slot={slot} field={calendar.registerSlot()} invalid={Boolean(slotProblem)} stale={slots.isPlaceholderData} />
            ))}
          </div>
        )}
      </Group>
    </div>
  );
}

function Group({
  id,
  legend,
  error,
  busy,
  testId,
  children,
}: {
  id: string;
  legend: string;
  error?: string;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="shop-when__group" aria-busy={busy} aria-describedby={fieldDescribedBy(id, { error })} data-testid={testId}>
      <legend className="ui-field__label shop-when__legend">
        {legend}
        <RequiredMark />
      </legend>
      {children}
      <div role="alert" className="shop-when__alert">
        <FieldError id={id} error={error} />
      </div>
    </fieldset>
  );
}

function DateOption({ day, today, field, invalid }: { day: DeliveryDateDto; today: string; field: UseFormRegisterReturn; invalid: boolean }) {
  const lines = dateChipLines(day.date, today);
  return (
    <label className={`shop-when__option${day.surcharge ? ' shop-when__option--peak' : ''}`} data-testid="delivery-date">
      <input type="radio" value={day.date} disabled={!day.available} aria-invalid={invalid || undefined} {...field} />
      <span className="shop-when__option-title">{lines.day}</span> <span className="shop-when__option-text">{lines.date}</span>{' '}
      <OptionNote reason={day.reason} mark={day.available && day.surcharge ? 'Праздник' : null} />
    </label>
  );
}

function SlotOption({ slot, field, invalid, stale }: { slot: DeliverySlotDto; field: UseFormRegisterReturn; invalid: boolean; stale: boolean }) {
  return (
    <label className="shop-when__option" data-testid="delivery-slot">
      <input type="radio" value={slot.code} disabled={stale || !slot.available} aria-invalid={invalid || undefined} {...field} />
      <span className="shop-when__option-title">{slot.label}</span> <OptionNote reason={slot.reason} mark={null} />
    </label>
  );
}

/** Why a day or a slot cannot be chosen, written on it (and so part of its radio's name); or a peak day's mark. */
function OptionNote({ reason, mark }: { reason: string | null; mark: string | null }) {
  if (reason) return <span className="shop-when__option-reason">{reason}</span>;
  if (mark) return <span className="shop-when__option-mark">{mark}</span>;
  return null;
}

function Pending({ children }: { children: string }) {
  return (
    <p className="shop-when__pending" role="status">
      {children}
    </p>
  );
}

function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="shop-when__failure" role="alert">
      <p>Не удалось загрузить {what}. Проверьте подключение к интернету.</p>
      <button type="button" className="shop-button shop-button--outline" onClick={onRetry}>
        Повторить
      </button>
    </div>
  );
}
