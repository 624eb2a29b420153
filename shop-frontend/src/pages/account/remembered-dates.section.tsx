import {
  DATE_REMINDER_DAYS_BEFORE,
  MAX_REMEMBERED_DATES,
  MONTH_NAMES,
  formatDayAndMonth,
  validateRememberedDate,
  type DateRemindersDto,
  type RememberedDateDto,
  type RememberedDateRequestDto,
  type ShellServices,
} from '@shop/domain';
import { FormField, SelectField, useMessageDialogs } from '@shop/ui';
import { useEffect, useId, useState } from 'react';
import { useDomainForm } from '../../components/use-domain-form';
import { FormMessage } from './form-message.component';

export const REMEMBERED_DATES_TEXTS = {
  title: 'Памятные даты',
  lead: `Напомним письмом за ${DATE_REMINDER_DAYS_BEFORE} дня — успеете заказать цветы.`,
  empty: 'Пока ни одной даты. Добавьте день рождения или годовщину — мы напомним заранее.',
  loadFailed: 'Не удалось загрузить памятные даты',
  saveFailed: 'Не удалось сохранить дату',
  deleteFailed: 'Не удалось удалить дату',
  subscribed: 'Присылать напоминания на почту',
  deleteQuestion: (title: string) => `Удалить дату «${title}»?`,
} as const;

type DateValues = { title: string; day: string; month: string; recipient: string };

const DAY_OPTIONS = [{ value: '', label: '—' }, ...Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))];
const MONTH_OPTIONS = [{ value: '', label: '—' }, ...MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }))];

const toRequest = (values: DateValues): RememberedDateRequestDto => ({
  title: values.title,
  day: Number(values.day),
  month: Number(values.month),
  recipient: values.recipient,
});
const validateDate = (values: DateValues) => validateRememberedDate(toRequest(values)).errors;
const valuesOf = (date: RememberedDateDto | null): DateValues =>
  date
    ? { title: date.title, day: String(date.day), month: String(date.month), recipient: date.recipient ?? '' }
    : { title: '', day: '', month: '', recipient: '' };

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly dates: readonly RememberedDateDto[] };

/** The profile's «Памятные даты»: the customer's dates to add, change and delete, and whether the reminder mails come. */
export function RememberedDatesSection({ services }: { services: ShellServices }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [subscription, setSubscription] = useState<boolean | null>(null);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dialogs, dialog] = useMessageDialogs();

  const reload = async () => {
    const answer = await services.http.request<RememberedDateDto[]>('/api/profile/dates');
    setLoaded(answer.ok && Array.isArray(answer.data) ? { state: 'ready', dates: answer.data } : { state: 'failed' });
  };

  useEffect(() => {
    let current = true;
    void services.http.request<RememberedDateDto[]>('/api/profile/dates').then((answer) => {
      if (current) setLoaded(answer.ok && Array.isArray(answer.data) ? { state: 'ready', dates: answer.data } : { state: 'failed' });
    });
    void services.http.request<DateRemindersDto>('/api/profile/date-reminders').then((answer) => {
      if (current && answer.ok) setSubscription(answer.data.subscribed);
    });
    return () => {
      current = false;
    };
  }, [services.http]);

  const remove = async (date: RememberedDateDto) => {
    if (!(await dialogs.confirm(REMEMBERED_DATES_TEXTS.deleteQuestion(date.title)))) return;
    const answer = await services.http.request<void>(`/api/profile/dates/${date.id}`, { method: 'DELETE' });
    setProblem(answer.ok ? null : (answer.kind === 'status' && answer.message) || REMEMBERED_DATES_TEXTS.deleteFailed);
    await reload();
  };

  const switchReminders = async (subscribed: boolean) => {
    const answer = await services.http.request<DateRemindersDto>('/api/profile/date-reminders', { method: 'PUT', body: { subscribed } });
    if (answer.ok) setSubscription(answer.data.subscribed);
  };

  const saved = async () => {
    setEditing(null);
    await reload();
  };

  return (
    <section className="shop-dates" aria-labelledby="shop-dates-title" data-testid="remembered-dates">
      <h2 id="shop-dates-title" className="shop-dates__title">
        {REMEMBERED_DATES_TEXTS.title}
      </h2>
      <p className="shop-dates__lead">{REMEMBERED_DATES_TEXTS.lead}</p>
      {subscription !== null && (
        <label className="shop-dates__switch">
          <input type="checkbox" checked={subscription} onChange={(event) => void switchReminders(event.target.checked)} />
          <span>{REMEMBERED_DATES_TEXTS.subscribed}</span>
        </label>
      )}
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {loaded.state === 'loading' && (
        <p className="shop-status" role="status">
          Загрузка…
        </p>
      )}
      {loaded.state === 'failed' && <FormMessage tone="error">{REMEMBERED_DATES_TEXTS.loadFailed}</FormMessage>}
      {loaded.state === 'ready' && (
        <>
          {loaded.dates.length === 0 && editing !== 'new' && <p className="shop-dates__empty">{REMEMBERED_DATES_TEXTS.empty}</p>}
          <ul className="shop-dates__list">
            {loaded.dates.map((date) =>
              editing === date.id ? (
                <li key={date.id} className="shop-dates__item shop-dates__item--editing">
                  <DateForm services={services} date={date} onSaved={saved} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <li key={date.id} className="shop-dates__item">
                  <div className="shop-dates__text">
                    <span className="shop-dates__day">{formatDayAndMonth(date)}</span>
                    <span className="shop-dates__name">{date.title}</span>
                    {date.recipient && <span className="shop-dates__recipient">Получатель: {date.recipient}</span>}
                  </div>
                  <div className="shop-dates__actions">
                    <button type="button" className="shop-button shop-button--outline" onClick={() => setEditing(date.id)}>
                      Изменить
                    </button>
                    <button type="button" className="shop-button shop-button--outline" onClick={() => void remove(date)}>
                      Удалить
                    </button>
                  </div>
                </li>
              ),
            )}
          </ul>
          {editing === 'new' ? (
            <DateForm services={services} date={null} onSaved={saved} onCancel={() => setEditing(null)} />
          ) : (
            editing === null &&
            loaded.dates.length < MAX_REMEMBERED_DATES && (
              <button type="button" className="shop-button shop-button--primary" onClick={() => setEditing('new')}>
                Добавить дату
              </button>
            )
          )}
        </>
      )}
      {dialog}
    </section>
  );
}

interface DateFormProps {
  readonly services: ShellServices;
  /** null for a new date. */
  readonly date: RememberedDateDto | null;
  readonly onSaved: () => void;
  readonly onCancel: () => void;
}

function DateForm({ services, date, onSaved, onCancel }: DateFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useDomainForm(validateDate, { defaultValues: valuesOf(date) });
  const { isSubmitting } = form.formState;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    const answer = await services.http.request<RememberedDateDto>(date ? `/api/profile/dates/${date.id}` : '/api/profile/dates', {
      method: date ? 'PUT' : 'POST',
      body: toRequest(values),
    });
    if (answer.ok) return onSaved();
    setFailure((answer.kind === 'status' && answer.message) || REMEMBERED_DATES_TEXTS.saveFailed);
  });

  return (
    <form className="shop-form shop-dates__form" onSubmit={save} noValidate aria-label={date ? `Изменение даты «${date.title}»` : 'Новая памятная дата'}>
      <FormField id={`${id}-title`} label="Что за дата" placeholder="День рождения мамы" required {...form.field('title')} />
      <div className="shop-dates__when">
        <SelectField id={`${id}-day`} label="День" required options={DAY_OPTIONS} {...form.field('day')} />
        <SelectField id={`${id}-month`} label="Месяц" required options={MONTH_OPTIONS} {...form.field('month')} />
      </div>
      <FormField id={`${id}-recipient`} label="Кому цветы" placeholder="Мама" {...form.field('recipient')} />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="shop-form__actions">
        <button type="submit" className="shop-button shop-button--primary" disabled={isSubmitting}>
          {isSubmitting ? 'Сохранение...' : 'Сохранить'}
        </button>
        <button type="button" className="shop-button shop-button--outline" onClick={onCancel} disabled={isSubmitting}>
          Отмена
        </button>
      </div>
    </form>
  );
}
