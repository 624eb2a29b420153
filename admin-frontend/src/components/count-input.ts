/** A whole count typed in a number field (stock, capacity, hours); the keyboard of digits on a phone. */
export const COUNT_INPUT = { type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const;

/** A typed whole number within min…max; '' (or spaces) is null, anything else is undefined: not a count. */
export function readCountInput(text: string, min: number, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/** A count as the field shows it: null is an empty field. */
export const countInputText = (value: number | null): string => (value === null ? '' : String(value));
