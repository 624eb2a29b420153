import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';

interface Props {
  readonly title: string;
  readonly lead?: ReactNode;
  /** 'wide' for the profile, whose rows pair a label with a value. */
  readonly width?: 'narrow' | 'wide';
  readonly children: ReactNode;
}

/** The card every account screen sits in: one heading, the form, links underneath. */
export function AccountLayout({ title, lead, width = 'narrow', children }: Props) {
  useDocumentTitle(title);
  return (
    <div className="shop-container shop-account">
      <section className={`shop-card shop-card--large shop-account__card shop-account__card--${width}`} aria-labelledby="shop-account-title">
        <h1 id="shop-account-title" className="shop-card-heading shop-account__title">
          {title}
        </h1>
        {lead && <p className="shop-account__lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
