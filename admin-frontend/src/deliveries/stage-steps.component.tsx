import type { FulfilmentStage } from '@shop/domain';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useReloadOrders } from '../api/admin.queries';
import { ADMIN_API_FALLBACKS, errorMessage } from '../api/admin-api';
import { useAdminApi } from '../api/admin-api.context';
import type { AdminDeliveryDto } from '../api/admin-api.types';
import { stageSteps, type StageStep } from '../components/fulfilment.rules';
import { ErrorLine } from '../components/error-line.component';

const STEP_BUTTON: { readonly [S in StageStep['state']]: string } = {
  done: 'ui-button ui-button--small adm-stages__done',
  next: 'ui-button ui-button--small ui-button--primary',
  later: 'ui-button ui-button--small',
};

/**
 * The order's route as a row of buttons: the stages reached marked done, the next one open, the
 * rest closed. A press marks the stage on the server; a refusal (another admin was first, a
 * skipped stage) shows the server's words and the lists reload to where the order really stands.
 */
export function StageSteps({ order }: { order: AdminDeliveryDto }) {
  const api = useAdminApi();
  const reloadOrders = useReloadOrders();
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  const [busy, setBusy] = useState<FulfilmentStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  useFocusAfterMark(busy, list);

  async function mark(stage: FulfilmentStage) {
    setBusy(stage);
    setError(null);
    try {
      await api.advanceFulfilment(order.order_id, stage);
    } catch (failure) {
      setError(errorMessage(failure, ADMIN_API_FALLBACKS.fulfilment));
    }
    await reloadOrders();
    setBusy(null);
  }

  return (
    <div className="adm-stages">
      <h4 id={titleId} className="adm-order__subtitle">
        Этапы
      </h4>
      <ol ref={list} className="adm-stages__list" aria-labelledby={titleId} aria-busy={busy !== null}>
        {stageSteps(order).map((step) => (
          <li key={step.stage}>
            <button
              type="button"
              className={STEP_BUTTON[step.state]}
              disabled={step.state !== 'next' || busy !== null}
              aria-current={step.stage === order.fulfilment_stage ? 'step' : undefined}
              onClick={() => void mark(step.stage)}
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
