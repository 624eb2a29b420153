import { SHOP_INFO } from '@shop/domain';
import { Dialog, DialogHead } from '@shop/ui';
import { useId } from 'react';

const ORDER_CHANNELS = [
  ['Telegram-бот', SHOP_INFO.botUrl],
  ['ВКонтакте', SHOP_INFO.social.vk],
  ['Telegram-канал', SHOP_INFO.social.telegramChannel],
] as const;

/** Spec §1 and §2: the payment-and-ordering popup of the product page. */
export default function PaymentInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="shop-info-dialog" testId="payment-dialog">
      <div className="ui-dialog__body">
        <DialogHead titleId={`${id}-title`} title="Оплата и оформление заказа" closeLabel="Закрыть окно" onClose={onClose} />

        <h3>Как оформить заказ</h3>
        <ol className="shop-info-dialog__steps">
          <li>Добавьте товары в корзину и отправьте заявку — мы проверим наличие.</li>
          <li>Администратор подтвердит заказ и рассчитает стоимость доставки по вашему адресу и времени.</li>
          <li>После подтверждения в истории заказов появится кнопка оплаты — оплатите заказ онлайн: банковской картой, через СБП, SberPay или T-Pay.</li>
        </ol>

        <h3>Способы оплаты</h3>
        <ul className="shop-info-dialog__methods ui-wrap-row" aria-label="Способы оплаты">
          <li>SberPay</li>
          <li>Т-Банк</li>
          <li>ВТБ</li>
        </ul>
        <p>Платёж проходит через сервис ЮKassa. Данные карты вводятся на защищённой странице платёжного сервиса — мы их не видим и не храним.</p>

        <h3>Доставка</h3>
        <p>
          Курьером по Москве (Яндекс Доставка) — стоимость зависит от адреса и времени и называется при подтверждении заказа. Самовывоз:{' '}
          {SHOP_INFO.pickup.address}, {SHOP_INFO.pickup.hours}.
        </p>

        <h3>Заказ через соцсети или бота</h3>
        <p>Удобнее написать? Оформите заказ в Telegram-боте или в наших соцсетях — поможем с выбором и всё посчитаем.</p>
        <ul className="shop-info-dialog__links ui-wrap-row">
          {ORDER_CHANNELS.map(([name, href]) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {name}
                <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </li>
          ))}
        </ul>

        <button type="button" className="shop-button shop-button--primary shop-info-dialog__done" onClick={onClose}>
          Понятно
        </button>
      </div>
    </Dialog>
  );
}
