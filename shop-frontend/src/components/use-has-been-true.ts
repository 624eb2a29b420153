import { useState } from 'react';

/**
 * True from the first render where `value` is true on. A lazily loaded dialog stays mounted once
 * it has opened, so closing it runs the dialog's own close (focus back to its opener).
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
