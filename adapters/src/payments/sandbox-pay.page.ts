import { escapeHtml } from '@shop/application';
import { formatRoubles, Money, PAYMENT_METHOD_LABELS, SHOP_INFO, type PaymentMethod } from '@shop/domain';
import type { SandboxPaymentOrmEntity } from '../persistence/sandbox/sandbox-payment.orm-entity';
import { SANDBOX_CARDS } from './sandbox.gateway';

const card = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const SETTLED_TEXT: { readonly [S in SandboxPaymentOrmEntity['status']]: string } = {
  pending: '',
  waiting_for_capture: 'Оплата принята: деньги заблокированы, магазин подтверждает списание.',
  succeeded: 'Платёж уже проведён.',
  canceled: 'Платёж отменён, деньги не списаны.',
};

/** What YooKassa's page asks of the customer for a method confirmed in an app, and the sandbox's button for it. */
const APP_CONFIRMATION: { readonly [M in Exclude<PaymentMethod, 'bank_card'>]: { readonly note: string; readonly button: string } } = {
  sbp: {
    note: 'Здесь настоящая страница показывает QR-код СБП: покупатель сканирует его и подтверждает оплату в приложении своего банка.',
    button: 'Оплатить через СБП',
  },
  sberbank: { note: 'Здесь покупатель подтверждает оплату в СберБанк Онлайн.', button: 'Подтвердить в СберБанк Онлайн' },
  tinkoff_bank: { note: 'Здесь покупатель подтверждает оплату в приложении Т-Банка.', button: 'Подтвердить в приложении Т-Банка' },
};

function cardForm(payment: SandboxPaymentOrmEntity, amount: string): string {
  return `<form method="post" action="/sandbox/pay/${escapeHtml(payment.id)}">
      <label for="card">Номер карты</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required value="${card(SANDBOX_CARDS.success)}" />
      <div class="row">
        <div><label for="expiry">Срок</label><input id="expiry" name="expiry" value="12/30" /></div>
        <div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" /></div>
      </div>
      <button type="submit" name="action" value="pay">Оплатить ${escapeHtml(amount)}</button>
      <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Отменить</button>
    </form>
    <section class="help">
      <h2>Тестовые карты</h2>
      <ul>
        <li><code>${card(SANDBOX_CARDS.success)}</code> — оплата проходит</li>
        <li><code>${card(SANDBOX_CARDS.declined)}</code> — банк отклоняет оплату (недостаточно средств)</li>
      </ul>
    </section>`;
}

function appForm(payment: SandboxPaymentOrmEntity, method: Exclude<PaymentMethod, 'bank_card'>): string {
  const { note, button } = APP_CONFIRMATION[method];
  return `<p class="what">${escapeHtml(note)}</p>
    <form method="post" action="/sandbox/pay/${escapeHtml(payment.id)}">
      <button type="submit" name="action" value="pay">${escapeHtml(button)}</button>
      <button type="submit" name="action" value="cancel" class="secondary">Отменить</button>
    </form>`;
}

/** The sandbox's hosted pay page for the payment's method (what YooKassa's confirmation page is in production). */
export function sandboxPayPage(payment: SandboxPaymentOrmEntity, error: string | null): string {
  const amount = formatRoubles(Money.ofKopecks(payment.amountKopecks), { decimals: 2 });
  const pending = payment.status === 'pending';
  const { method } = payment;
  return `<!doctype html>
<html lang="ru">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <meta name="robots" content="noindex" />
  <title>Тестовая оплата — ${escapeHtml(SHOP_INFO.name)}</title>
  <link rel="stylesheet" href="/sandbox/sandbox.css" />
</head>
<body>
  <main class="card">
    <p class="banner" role="note">ТЕСТОВЫЙ РЕЖИМ: деньги не списываются. Это песочница платёжного сервиса.</p>
    <h1>Оплата заказа</h1>
    <p class="what">${escapeHtml(payment.description)} · ${escapeHtml(SHOP_INFO.name)}</p>
    <p class="what">Способ оплаты: ${escapeHtml(PAYMENT_METHOD_LABELS[method])}</p>
    <p class="amount">${escapeHtml(amount)}</p>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    ${
      pending
        ? method === 'bank_card'
          ? cardForm(payment, amount)
          : appForm(payment, method)
        : `<p>${SETTLED_TEXT[payment.status]}</p><p><a href="${escapeHtml(payment.returnUrl)}">Вернуться в магазин</a></p>`
    }
  </main>
</body>
</html>`;
}

export const SANDBOX_CSS = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2ef;color:#1f2a24}
.card{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(0,0,0,.08)}
.banner{background:#fff3cd;border:1px solid #e0b84c;color:#6b4e00;border-radius:8px;padding:10px 12px;font-weight:600;font-size:14px}
h1{font-size:22px;margin:16px 0 4px}.what{color:#5b6b62;margin:0}.amount{font-size:32px;font-weight:700;margin:12px 0 20px}
label{display:block;font-size:14px;margin:12px 0 4px;color:#334}input{width:100%;box-sizing:border-box;padding:12px;border:1px solid #b9c5bd;border-radius:8px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}button{display:block;width:100%;margin-top:16px;padding:14px;border:0;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;background:#2f5d46;color:#fff}
button.secondary{background:#e7ece9;color:#1f2a24}button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #c0672c;outline-offset:2px}
.error{background:#fde8e8;border:1px solid #d9534f;color:#8a1f1b;border-radius:8px;padding:10px 12px}.help{margin-top:24px;font-size:14px;color:#5b6b62}.help h2{font-size:15px}code{font-size:14px}`;
