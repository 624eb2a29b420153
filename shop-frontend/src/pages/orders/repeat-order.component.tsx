import { useState } from 'react';
import { Link } from 'react-router';
import type { ShellHttpClient } from '@shop/domain';
import { repeatOrder } from './reviews.api';
import { REVIEW_TEXTS, repeatSummary } from './review-and-repeat.rules';

type State =
  | { readonly kind: 'idle' | 'busy' }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'done'; readonly added: string[]; readonly unavailable: string[] };

/** «Повторить заказ»: the order's lines into the cart at today's prices; says what went in and what is no longer available. */
export function RepeatOrderButton({ orderId, http }: { orderId: number; http: ShellHttpClient }) {
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function repeat() {
    setState({ kind: 'busy' });
    const outcome = await repeatOrder(http, orderId);
    setState(outcome.ok ? { kind: 'done', ...repeatSummary(outcome.value) } : { kind: 'failed', message: outcome.message });
  }

  return (
    <div className="shop-order-repeat" data-testid="order-repeat">
      <button type="button" className="shop-button shop-button--outline" onClick={repeat} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? REVIEW_TEXTS.repeating : REVIEW_TEXTS.repeat}
      </button>
      <div role="status" aria-live="polite">
        {state.kind === 'failed' && <p className="shop-status shop-status--error">{state.message}</p>}
        {state.kind === 'done' && (
          <div className="shop-order-repeat__result" data-testid="order-repeat-result">
            {state.added.length > 0 ? (
              <>
                <p className="shop-order-repeat__heading">{REVIEW_TEXTS.added}</p>
                <ul className="shop-order-repeat__list">
                  {state.added.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="shop-order-repeat__heading">{REVIEW_TEXTS.nothingAdded}</p>
            )}
            {state.unavailable.length > 0 && (
              <>
                <p className="shop-order-repeat__heading">{REVIEW_TEXTS.unavailable}</p>
                <ul className="shop-order-repeat__list shop-order-repeat__list--gone" data-testid="order-repeat-unavailable">
                  {state.unavailable.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            )}
            {state.added.length > 0 && (
              <Link to="/cart" className="shop-button shop-button--accent">
                {REVIEW_TEXTS.toCart}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
