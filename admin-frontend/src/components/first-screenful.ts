import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { useStaffVerified } from '../guard/staff-role.context';
import { whenIdle } from './when-idle';

/** The cards a list renders before the browser first paints it: more than a desktop screen holds (a card is 300 px or taller). */
export const FIRST_SCREENFUL = 4;

/**
 * How many cards the lists inside render before the first paint: a page opened at one of its
 * sections (/admin/orders#all) gives the sections above it none, so the one asked for shows first.
 */
export const FirstScreenful = createContext(FIRST_SCREENFUL);

/** The cards added in each idle moment after that (a page of 50 is whole in two steps), so no single task lays out a whole page of them. */
export const CARDS_PER_IDLE_STEP = 22;

/**
 * The items to render now: a screenful at first, so the first cards are laid out and painted without
 * waiting for a whole page of them, then a few more whenever the browser is idle until every item is
 * there; from then on all of them, however many pages load. A screen built out of sight (the guard
 * still asking the server) waits with the rest.
 */
export function useFirstScreenful<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState<number | 'all'>(useContext(FirstScreenful));
  const verified = useStaffVerified();
  const partial = shown !== 'all' && shown < items.length;
  useEffect(() => {
    if (!partial || !verified) return;
    return whenIdle(() =>
      startTransition(() =>
        setShown((current) => (current === 'all' || current + CARDS_PER_IDLE_STEP >= items.length ? 'all' : current + CARDS_PER_IDLE_STEP)),
      ),
    );
  }, [partial, verified, shown, items.length]);
  return partial ? items.slice(0, shown) : items;
}
