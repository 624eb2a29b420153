/** The ids a field's control is described by: its hint, its error, then any of the caller's own. */
export function fieldDescribedBy(id: string, { hint, error, extra }: { hint?: unknown; error?: string; extra?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra || null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
