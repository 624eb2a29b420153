import type { CustomerOrderDto } from '@shop/domain';
import { fulfilmentProgress, PROGRESS_TEXTS, type ProgressStep } from './fulfilment-progress.rules';

/** Where the florist is with a paid order: its route's stages, the current one highlighted. */
export function FulfilmentProgressSection({ order }: { readonly order: CustomerOrderDto }) {
  const progress = fulfilmentProgress(order);
  if (progress === null) return null;
  const titleId = `order-${order.order_id}-progress-title`;
  return (
    <section className="shop-order-progress" aria-labelledby={titleId} data-testid="order-progress">
      <h3 id={titleId} className="shop-order__subtitle">
        {PROGRESS_TEXTS.title}
      </h3>
      {progress.kind === 'waiting' ? (
        <p className="shop-order-progress__waiting" data-testid="order-progress-waiting">
          {PROGRESS_TEXTS.waiting}
        </p>
      ) : (
        <ol className="shop-order-progress__steps">
          {progress.steps.map((step) => (
            <Step key={step.stage} step={step} />
          ))}
        </ol>
      )}
    </section>
  );
}

function Step({ step }: { readonly step: ProgressStep }) {
  const current = step.state === 'current';
  return (
    <li
      className={`shop-order-progress__step shop-order-progress__step--${step.state}`}
      aria-current={current ? 'step' : undefined}
      data-testid={current ? 'order-stage' : undefined}
    >
      <span className="shop-order-progress__dot" aria-hidden="true" />
      <span className="shop-order-progress__label">{step.label}</span>
      {step.state === 'done' && <span className="shop-visually-hidden"> — {PROGRESS_TEXTS.done}</span>}
    </li>
  );
}
