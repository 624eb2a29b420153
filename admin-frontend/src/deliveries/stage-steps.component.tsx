import type { FulfilmentStage } from '@shop/domain';
import type { MessageDialogs } from '@shop/ui';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, AdminApiError } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminDeliveryDto } from '../api/admin-api.types';
import { stageSteps, type StageStep } from '../components/fulfilment.rules';
import { ErrorLine } from '../components/error-line.component';
import { OVERRIDE_TITLE, overridable, overrideQuestion, stageMoveQuestion } from './stage-move.rules';

const STEP_BUTTON: { readonly [S in StageStep['state']]: string } = {
  done: 'ui-button ui-button--small adm-stages__done',
  next: 'ui-button ui-button--small ui-button--primary',
  later: 'ui-button ui-button--small',
};

/**
 * The order's route as a row of buttons: the stages reached marked done, the next one open, the
 * rest closed. A press asks first («Перевести заказ №12 в «…»?»), then marks the stage on the
 * server. A refusal (another admin was first, a skipped stage) shows the server's words and the
 * lists reload to where the order really stands; a refusal over the customer's «Хочу изменить»
 * is put to the admin in a second question, whose «Да» sends the bouquet on as it is.
 */
export function StageSteps({ order, dialogs }: { order: AdminDeliveryDto; dialogs: MessageDialogs }) {
  const api = useAdminApi();
  const reloadOrders = useReloadOrders();
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState<FulfilmentStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useFocusAfterMark(busy, list);

  /** The server's refusal, or null once the stage is marked. */
  async function send(stage: FulfilmentStage, override: boolean): Promise<AdminApiError | null> {
    setBusy(stage);
    try {
      await api.advanceFulfilment(order.order_id, { stage, ...(override ? { override } : {}) });
      return null;
    } catch (failure) {
      return failure instanceof AdminApiError ? failure : new AdminApiError(ADMIN_API_FALLBACKS.fulfilment, 0);
    } finally {
      setBusy(null);
    }
  }

  async function mark({ stage, label }: StageStep) {
    if (!(await dialogs.confirm(stageMoveQuestion(order.order_id, label)))) return;
    setError(null);
    let refusal = await send(stage, false);
    if (
      refusal &&
      overridable(order, stage, refusal.status) &&
      (await dialogs.confirm(overrideQuestion(order.order_id, label, refusal.message), OVERRIDE_TITLE))
    ) {
      refusal = await send(stage, true);
    }
    setError(refusal?.message ?? null);
    await reloadOrders();
  }

  return (
    <div className="adm-stages">
      <h4 id={titleId} className="adm-order__subtitle">
        Этапы
      </h4>
      <ol ref={list} className="adm-stages__list ui-wrap-row" aria-labelledby={titleId} aria-busy={busy !== null}>
        {stageSteps(order).map((step) => (
          <li key={step.stage}>
            <button
              type="button"
              className={STEP_BUTTON[step.state]}
              disabled={step.state !== 'next' || busy !== null}
              aria-current={step.stage === order.fulfilment_stage ? 'step' : undefined}
              onClick={() => void mark(step)}
            >
              {step.state === 'done' && <span aria-hidden="true">✓ </span>}
              {step.state === 'next' && <span className="adm-visually-hidden">Отметить этап: </span>}
              {busy === step.stage ? 'Сохраняем…' : step.label}
              {step.state === 'done' && <span className="adm-visually-hidden"> — выполнено</span>}
            </button>
          </li>
        ))}
      </ol>
      <ErrorLine text={error} />
    </div>
  );
}

/** The pressed button is disabled once marked (or refused): the keyboard goes on to the stage open next, if any. */
function useFocusAfterMark(busy: FulfilmentStage | null, list: RefObject<HTMLOListElement | null>) {
  const marking = useRef(false);
  useEffect(() => {
    if (busy !== null) {
      marking.current = true;
      return;
    }
    if (!marking.current) return;
    marking.current = false;
    list.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [busy, list]);
}
