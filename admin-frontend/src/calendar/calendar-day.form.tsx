import { CALENDAR_TEXTS, MAX_SLOT_CAPACITY, MIN_LEAD_HOURS, SAME_DAY_CUTOFF_HOUR } from '@shop/domain';
import { FormField, SelectField } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useReloadCalendar } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { CalendarDayDto } from '../api/admin-api.types';
import { COUNT_INPUT } from '../components/count-input';
import { domainResolver } from '../components/domain-resolver';
import { ErrorLine } from '../components/error-line.component';
import {
  SLOT_KINDS,
  calendarDayFormErrors,
  calendarDayFormValues,
  toCalendarDayPayload,
  type CalendarDayFormValues,
  type CalendarSlotFormValues,
} from './calendar-day.rules';

const SURCHARGE_KINDS = [
  { value: 'roubles', label: 'рублей' },
  { value: 'percent', label: 'процентов' },
];

/** The rules' errors, each at its field's path ('slots.courier.0.capacity'). */
const calendarResolver = domainResolver(calendarDayFormErrors);

interface Props {
  readonly day: CalendarDayDto;
  /** The day as its card names it. */
  readonly title: string;
  readonly onDone: (notice: string | null) => void;
}

/** A day's settings: closed with a reason, each slot's places and closing, and a peak day's surcharge, cut-off and lead time. */
export function CalendarDayForm({ day, title, onDone }: Props) {
  const api = useAdminApi();
  const reloadCalendar = useReloadCalendar();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CalendarDayFormValues>({ defaultValues: calendarDayFormValues(day), resolver: calendarResolver });
  const closed = watch('closed');
  const peak = watch('peak');

  useEffect(() => {
    // Focusing scrolls the form into view when it is not.
    heading.current?.focus();
  }, []);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.saveCalendarDay(day.date, toCalendarDayPayload(values));
      await reloadCalendar();
      onDone(`День «${title}» сохранён.`);
    } catch (failure) {
      setServerError(errorMessage(failure, ADMIN_API_FALLBACKS.saveDay));
    }
  });

  return (
    <section className="adm-cal-form" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="adm-panel__title">
        Настройки дня: {title}
      </h4>
      <form className="adm-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="adm-images">
          <legend className="adm-images__legend">День</legend>
          <label className="adm-check">
            <input type="checkbox" {...register('closed')} />
            Закрыт: заказы на этот день не принимаются
          </label>
          {closed && (
            <FormField
              id={`${id}-reason`}
              label="Причина для покупателей"
              hint={`Пусто — «${CALENDAR_TEXTS.dayClosed}»`}
              compact
              maxLength={200}
              placeholder={CALENDAR_TEXTS.dayClosed}
              {...register('reason')}
            />
          )}
        </fieldset>

        {SLOT_KINDS.map(({ kind, title: kindTitle }) => (
          <fieldset key={kind} className="adm-images">
            <legend className="adm-images__legend">{kindTitle}: места в интервалах</legend>
            <p className="adm-help">Пустое поле — сколько мест по умолчанию.</p>
            <div className="adm-cal-form__slots">
              {watch(`slots.${kind}`).map((slot, index) => (
                <SlotSettings
                  key={slot.code}
                  id={`${id}-${kind}-${slot.code}`}
                  slot={slot}
                  kindTitle={kindTitle}
                  path={`slots.${kind}.${index}`}
                  register={register}
                  error={errors.slots?.[kind]?.[index]?.capacity?.message}
                />
              ))}
            </div>
          </fieldset>
        ))}

        <fieldset className="adm-images">
          <legend className="adm-images__legend">Праздничный день</legend>
          <label className="adm-check">
            <input type="checkbox" {...register('peak')} />
            Праздничный день: надбавка к доставке курьером и свои сроки заказа
          </label>
          {peak && (
            <div className="adm-cal-form__peak">
              <FormField
                id={`${id}-surcharge`}
                label="Надбавка к доставке"
                compact
                {...COUNT_INPUT}
                min="1"
                error={errors.surchargeValue?.message}
                {...register('surchargeValue')}
              />
              <SelectField id={`${id}-surcharge-kind`} label="В чём" compact options={SURCHARGE_KINDS} {...register('surchargeKind')} />
              <FormField
                id={`${id}-cutoff`}
                label="Заказы на этот день в тот же день до, ч"
                hint={`Пусто — до ${SAME_DAY_CUTOFF_HOUR} ч, как обычно`}
                compact
                {...COUNT_INPUT}
                max="23"
                error={errors.cutoffHour?.message}
                {...register('cutoffHour')}
              />
              <FormField
                id={`${id}-lead`}
                label="Часов от заказа до начала интервала"
                hint={`Пусто — ${MIN_LEAD_HOURS} ч, как обычно`}
                compact
                {...COUNT_INPUT}
                max="168"
                error={errors.leadHours?.message}
                {...register('leadHours')}
              />
            </div>
          )}
        </fieldset>

        <ErrorLine text={serverError} />
        <div className="adm-form__actions">
          <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Сохранение…' : 'Сохранить день'}
          </button>
          <button type="button" className="ui-button" onClick={() => onDone(null)}>
            Отмена
          </button>
        </div>
      </form>
    </section>
  );
}

interface SlotSettingsProps {
  readonly id: string;
  readonly slot: CalendarSlotFormValues;
  readonly kindTitle: string;
  readonly path: `slots.${'courier' | 'pickup'}.${number}`;
  readonly register: UseFormRegister<CalendarDayFormValues>;
  readonly error: string | undefined;
}

/** One slot's places (empty: the default), and closing it with a reason. */
function SlotSettings({ id, slot, kindTitle, path, register, error }: SlotSettingsProps) {
  return (
    <div className="adm-cal-form__slot" role="group" aria-label={`${kindTitle}, ${slot.label}`}>
      <p className="adm-cal-form__slot-label">{slot.label}</p>
      <FormField
        id={`${id}-capacity`}
        label="Мест"
        compact
        {...COUNT_INPUT}
        max={MAX_SLOT_CAPACITY}
        placeholder={slot.defaultCapacity === null ? 'по умолчанию' : String(slot.defaultCapacity)}
        aria-label={`Мест, ${kindTitle.toLowerCase()}, ${slot.label}`}
        error={error}
        {...register(`${path}.capacity`)}
      />
      <label className="adm-check">
        <input type="checkbox" aria-label={`Закрыть: ${kindTitle.toLowerCase()}, ${slot.label}`} {...register(`${path}.closed`)} />
        Закрыть
      </label>
      {slot.closed && (
        <FormField
          id={`${id}-reason`}
          label="Причина"
          compact
          maxLength={200}
          placeholder={CALENDAR_TEXTS.slotClosed}
          aria-label={`Причина закрытия: ${kindTitle.toLowerCase()}, ${slot.label}`}
          {...register(`${path}.reason`)}
        />
      )}
    </div>
  );
}
