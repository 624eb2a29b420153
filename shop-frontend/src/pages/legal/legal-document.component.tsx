import { SHOP_INFO } from '@shop/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

/** The edition every legal text of the shop carries (spec §2: cookie policy of 7 May 2025). */
export const LEGAL_EDITION = 'Редакция от 7 мая 2025 г.';

/** A section of a legal text: free content, or clauses the document numbers by the section's place (3.1, 3.2…). */
export type LegalSection = { id: string; title: string } & ({ content: ReactNode } | { clauses: readonly ReactNode[] });

interface Props {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  testId: string;
}

/** A legal text: title, edition, table of contents, numbered sections and the operator's details. */
export function LegalDocument({ title, intro, sections, testId }: Props) {
  useDocumentTitle(title);
  const { operator } = SHOP_INFO;
  return (
    <article className="shop-container shop-legal" data-testid={testId}>
      <header className="shop-legal__head">
        <h1 className="shop-page-title">{title}</h1>
        <p className="shop-legal__edition">{LEGAL_EDITION}</p>
        <div className="shop-legal__intro">{intro}</div>
      </header>
      <nav className="shop-card shop-legal__toc" aria-labelledby={`${testId}-toc`}>
        <h2 id={`${testId}-toc`} className="shop-legal__toc-title">
          Содержание
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="shop-legal__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {'clauses' in section ? <Clauses section={index + 1} items={section.clauses} /> : section.content}
        </section>
      ))}
      <footer className="shop-legal__footer">
        <p>
          {operator.fullName}, {operator.status}, ИНН {operator.taxId}, г. {SHOP_INFO.city}. Электронная почта:{' '}
          <a href={`mailto:${SHOP_INFO.supportEmail}`}>{SHOP_INFO.supportEmail}</a>, телефон: {SHOP_INFO.phone}.
        </p>
        <p>
          Другие документы: <Link to="/terms">Пользовательское соглашение</Link> · <Link to="/privacy">Политика конфиденциальности</Link> ·{' '}
          <Link to="/cookie-policy">Политика использования cookie</Link>
        </p>
      </footer>
    </article>
  );
}

/** A numbered clause list inside a section: 3.1, 3.2… */
function Clauses({ section, items }: { section: number; items: readonly ReactNode[] }) {
  return (
    <ol className="shop-legal__clauses">
      {items.map((item, index) => (
        <li key={index}>
          <span className="shop-legal__number">
            {section}.{index + 1}.
          </span>{' '}
          {item}
        </li>
      ))}
    </ol>
  );
}
