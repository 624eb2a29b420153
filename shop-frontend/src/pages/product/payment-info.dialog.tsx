import { SHOP_INFO } from '@shop/domain';
import { useId, useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog.component';

const NEW_TAB = <span className="shop-visually-hidden"> (откроется в новой вкладке)</span>;

/** Spec §1 and §2: the payment-and-ordering popup of the product page. */
export function PaymentInfoButton() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button type="button" className="shop-button shop-button--outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Оплата и доставка
      </button>
      <ModalDialog open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`} className="shop-info-dialog" testId="payment-dialog">
        <div className="shop-dialog__body">
          <div className="shop-dialog__head">
            <h2 id={`${id}-title`} className="shop-dialog__title">
              Оплата и оформление заказа
            </h2>
            <button type="button" className="shop-dialog__close" aria-label="Закрыть окно" onClick={() => setOpen(false)}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>

          <h3>Как оформить заказ</h3>
          <ol className="shop-info-dialog__steps">
            <li>Добавьте товары в корзину и отправьте заявку — мы проверим наличие.</li>
            <li>Администратор подтвердит заказ и рассчитает стоимость доставки по вашему адресу и времени.</li>
            <li>После подтверждения в истории заказов появится кнопка оплаты — оплатите заказ онлайн банковской картой.</li>
          </ol>

          <h3>Способы оплаты</h3>
          <ul className="shop-info-dialog__methods" aria-label="Способы оплаты">
            <li>SberPay</li>
            <li>Т-Банк</li>
            <li>ВТБ</li>
          </ul>
          <p>
            Платёж проходит через сервис ЮKassa. Данные карты вводятся на защищённой странице платёжного сервиса — мы их не
            видим и не храним.
          </p>

          <h3>Доставка</h3>
          <p>
            Курьером по Москве (Яндекс Доставка) — стоимость зависит от адреса и времени и называется при подтверждении
            заказа. Самовывоз: {SHOP_INFO.pickup.address}, {SHOP_INFO.pickup.hours}.
          </p>

          <h3>Заказ через соцсети или бота</h3>
          <p>Удобнее написать? Оформите заказ в Telegram-боте или в наших соцсетях — поможем с выбором и всё посчитаем.</p>
          <ul className="shop-info-dialog__links">
            <li>
              <a href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
                Telegram-бот
                {NEW_TAB}
              </a>
            </li>
            <li>
              <a href={SHOP_INFO.social.vk} target="_blank" rel="noopener noreferrer">
                ВКонтакте
                {NEW_TAB}
              </a>
            </li>
            <li>
              <a href={SHOP_INFO.social.telegramChannel} target="_blank" rel="noopener noreferrer">
                Telegram-канал
                {NEW_TAB}
              </a>
            </li>
          </ul>

          <button type="button" className="shop-button shop-button--primary shop-dialog__done" onClick={() => setOpen(false)}>
            Понятно
          </button>
        </div>
      </ModalDialog>
    </>
  );
}
