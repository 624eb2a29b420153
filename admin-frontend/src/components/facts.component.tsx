import type { ReactNode } from 'react';

/** One labelled fact of an admin card: its label and what it says. */
export interface Fact {
  readonly label: string;
  readonly value: ReactNode;
}

/** A card's facts as a definition list; a missing value reads '—'. */
export function Facts({ facts }: { facts: readonly (Fact | null | false)[] }) {
  return (
    <dl className="adm-facts">
      {facts
        .filter((fact): fact is Fact => Boolean(fact))
        .map((fact) => (
          <div key={fact.label} className="adm-facts__row">
            <dt>{fact.label}</dt>
            <dd>{fact.value === null || fact.value === undefined || fact.value === '' ? '—' : fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
