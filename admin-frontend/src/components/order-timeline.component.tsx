import { useId, useState } from 'react';
import type { OrderTimelineAction } from '@shop/domain';
import { useOrderTimeline } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format/admin-format';

export const TIMELINE_ACTION_LABELS: Readonly<Record<OrderTimelineAction, string>> = {
  approve: 'Подтверждён',
  reject: 'Отклонён',
  status: 'Статус',
  delete: 'Удалён',
  'line-removed': 'Удалён товар',
  refund: 'Возврат денег',
  stage: 'Этап',
  photo: 'Фото букета',
};

/** «История действий»: who did what to the order and when, loaded when opened. */
export function OrderTimeline({ orderId }: { orderId: number }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const timeline = useOrderTimeline(orderId, open);
  return (
    <div className="adm-order__timeline">
      <button type="button" className="ui-button ui-button--small" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {open ? 'Скрыть историю' : 'История действий'}
      </button>
      <div id={listId} hidden={!open}>
        {open && timeline.isPending && <p role="status">Загрузка истории…</p>}
        {open && timeline.isError && (
          <p className="adm-error" role="alert">
            {errorMessage(timeline.error, ADMIN_API_FALLBACKS.timeline)}
          </p>
        )}
        {open && timeline.data?.length === 0 && <p className="adm-muted">Действий с заказом пока не было</p>}
        {open && timeline.data && timeline.data.length > 0 && (
          <ol className="adm-timeline">
            {timeline.data.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <span className="adm-timeline__when">{formatDateTime(entry.at)}</span>
                <strong>{TIMELINE_ACTION_LABELS[entry.action]}</strong>
                {entry.details && ` — ${entry.details}`}
                {` · ${entry.actor ? entry.actor.email : 'система'}`}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
