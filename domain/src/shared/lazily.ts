/**
 * A value made on first use and kept. For Intl formatters a module would otherwise build as it
 * loads: the first Intl formatter of a browser tab loads the locale's data (40–120 ms on a slow
 * machine), and a screen that never formats with it should not pay for it.
 */
export const lazily = <T>(make: () => T): (() => T) => {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};
