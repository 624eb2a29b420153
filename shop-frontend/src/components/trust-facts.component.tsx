import { SHOP_INFO, trustFacts, type TrustContext, type TrustFact } from '@shop/domain';

/** The shop's contacts as links: phone, e-mail and the messenger bot. */
function ContactLinks() {
  return (
    <>
      <a href={`tel:${SHOP_INFO.phone.replace(/[^\d+]/g, '')}`}>{SHOP_INFO.phone}</a>, <a href={`mailto:${SHOP_INFO.supportEmail}`}>{SHOP_INFO.supportEmail}</a>
      ,{' '}
      <a href={SHOP_INFO.botUrl} target="_blank" rel="noopener noreferrer">
        Telegram-бот<span className="shop-visually-hidden"> (откроется в новой вкладке)</span>
      </a>
    </>
  );
}

const factText = (fact: TrustFact) => (fact.key === 'contacts' ? <ContactLinks /> : fact.text);

/**
 * A compact block of the facts a customer checks before ordering: delivery windows and prices
 * from the tariff, pickup, payment methods, the bouquet photo where a bouquet is ordered, worded
 * for the way it is received, and the contacts (all from the domain).
 */
export function TrustFacts({ testId, context }: { testId: string; context: TrustContext }) {
  return (
    <ul className="shop-trust" data-testid={testId} aria-label="Доставка, оплата и контакты">
      {trustFacts(context).map((fact) => (
        <li key={fact.key} className="shop-trust__item" data-fact={fact.key}>
          <strong className="shop-trust__title">{fact.title}</strong>
          <span className="shop-trust__text">{factText(fact)}</span>
        </li>
      ))}
    </ul>
  );
}
