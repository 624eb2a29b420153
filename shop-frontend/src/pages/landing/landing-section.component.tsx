import type { ReactNode } from 'react';
import type { LandingSection as SectionId } from './scroll-to-section';

interface Props {
  readonly id: SectionId;
  /** Its own layout class ('shop-about'). */
  readonly className?: string;
  /** The heading, in a head row of its own; a two-column section places its SectionTitle itself. */
  readonly title?: string;
  /** Beside the heading: the catalogue's arrows. */
  readonly aside?: ReactNode;
  readonly children: ReactNode;
}

/** A section of the landing page: the target of '/#<id>', named by its heading. */
export function LandingSection({ id, className, title, aside, children }: Props) {
  return (
    <section id={id} className={className ? `shop-section ${className}` : 'shop-section'} aria-labelledby={`shop-${id}-title`}>
      {title && (
        <div className="shop-section__head">
          <SectionTitle section={id}>{title}</SectionTitle>
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}

/** The heading that names a landing section (and takes the focus when the section is scrolled to). */
export function SectionTitle({ section, children }: { section: SectionId; children: string }) {
  return (
    <h2 id={`shop-${section}-title`} className="shop-section-title">
      {children}
    </h2>
  );
}
