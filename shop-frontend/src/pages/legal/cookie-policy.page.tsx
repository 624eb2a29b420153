import { SHOP_INFO } from '@shop/domain';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from './legal-document.component';

interface StoredItem {
  name: string;
  where: string;
  purpose: string;
  term: string;
}

const FUNCTIONAL: readonly StoredItem[] = [
  { name: 'shop_session', where: 'cookie', purpose: 'Анонимный идентификатор сеанса: один лайк товара за сеанс', term: 'до закрытия браузера' },
  { name: 'shop_visitor', where: 'cookie', purpose: 'Анонимный идентификатор посетителя: ваш выбор cookie до входа в аккаунт', term: '1 год' },
  { name: 'shop_refresh', where: 'cookie', purpose: 'Продление входа в личный кабинет', term: '30 дней или до выхода' },
  { name: 'token, user_id, role', where: 'localStorage, sessionStorage', purpose: 'Вход в личный кабинет и корзина', term: 'до выхода из аккаунта' },
  { name: 'cookie_consent', where: 'localStorage', purpose: 'Ваш выбор в баннере cookie', term: 'до изменения выбора' },
  { name: 'newProductBannerDismissed', where: 'sessionStorage', purpose: 'Объявление о новинке уже показано', term: 'до закрытия вкладки' },
  {
    name: 'checkoutDraft',
    where: 'sessionStorage',
    purpose: 'Заполненная форма оформления заказа, чтобы не вводить её заново',
    term: 'до отправки заказа или закрытия вкладки',
  },
  {
    name: 'loggedPageViews',
    where: 'sessionStorage',
    purpose: 'Какие просмотры страниц уже учтены в обезличенной статистике',
    term: 'до закрытия вкладки',
  },
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'what',
    title: 'Что такое cookie',
    content: (
      <p>
        Cookie — небольшие файлы, которые сайт сохраняет в браузере. Похожим образом работают локальное хранилище (localStorage) и хранилище сеанса
        (sessionStorage). Дальше мы называем всё это «cookie».
      </p>
    ),
  },
  {
    id: 'categories',
    title: 'Категории cookie',
    content: (
      <>
        <h3>Функциональные — всегда включены</h3>
        <p>Без них сайт не работает: не получится войти в личный кабинет, пользоваться корзиной и сохранить ваш выбор.</p>
        <div className="shop-legal__table-wrap" role="region" aria-label="Таблица функциональных cookie" tabIndex={0}>
          <table className="shop-legal__table">
            <caption className="shop-visually-hidden">Функциональные cookie сайта</caption>
            <thead>
              <tr>
                <th scope="col">Название</th>
                <th scope="col">Где хранится</th>
                <th scope="col">Зачем</th>
                <th scope="col">Срок</th>
              </tr>
            </thead>
            <tbody>
              {FUNCTIONAL.map((item) => (
                <tr key={item.name}>
                  <th scope="row">
                    <code>{item.name}</code>
                  </th>
                  <td>{item.where}</td>
                  <td>{item.purpose}</td>
                  <td>{item.term}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>Аналитические</h3>
        <p>
          Помогают понять, какие разделы полезны посетителям, и сделать магазин удобнее. Обезличенный подсчёт просмотров страниц (адрес страницы и дата, без
          cookie и идентификаторов) ведётся всегда: он не позволяет установить личность. Сторонние системы веб-аналитики на дату этой редакции не подключены;
          если мы их подключим, они будут работать только при включённой категории «Аналитические».
        </p>
        <h3>Маркетинговые</h3>
        <p>
          Позволяют показывать подходящие предложения, в том числе в социальных сетях. На дату этой редакции не используются; в будущем — только с вашего
          согласия.
        </p>
        <h3>Предпочтения</h3>
        <p>Запоминают ваши настройки интерфейса, например скрытые подсказки, чтобы не показывать их повторно. Работают только с вашего согласия.</p>
      </>
    ),
  },
  {
    id: 'choice',
    title: 'Как управлять cookie',
    content: (
      <ul className="shop-legal__list">
        <li>
          При первом посещении сайт показывает баннер: можно принять все cookie, отклонить все необязательные или настроить категории по отдельности.
          Функциональные cookie отключить в баннере нельзя.
        </li>
        <li>Изменить решение можно в любой момент кнопкой «Настройки cookie» внизу любой страницы.</li>
        <li>
          Ваш выбор хранится в браузере и на сервере — в учётной записи, если вы вошли, или под анонимным идентификатором посетителя. Если вы отклонили
          необязательные cookie, при следующем посещении мы спросим снова.
        </li>
        <li>Удалить cookie или запретить их можно в настройках браузера. Без функциональных cookie вход в личный кабинет и корзина работать не будут.</li>
      </ul>
    ),
  },
  {
    id: 'third-party',
    title: 'Сторонние сервисы',
    content: (
      <p>
        Сайт не загружает виджеты и скрипты социальных сетей: ссылки на ВКонтакте, Telegram и фотоблог — обычные ссылки. Когда вы переходите к платёжному
        сервису ЮKassa для оплаты, он использует собственные cookie по своим правилам.
      </p>
    ),
  },
  {
    id: 'contacts',
    title: 'Контакты',
    content: (
      <p>
        Вопросы о cookie и персональных данных присылайте на <a href={`mailto:${SHOP_INFO.supportEmail}`}>{SHOP_INFO.supportEmail}</a>. Подробнее об обработке
        данных — в <Link to="/privacy">Политике конфиденциальности</Link>.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Политика использования cookie"
      testId="legal-cookie-policy"
      intro={<p>Какие файлы cookie использует сайт «{SHOP_INFO.name}», зачем они нужны и как управлять своим выбором.</p>}
      sections={SECTIONS}
    />
  );
}
