import { BOUQUET_SELECTION_STORAGE_KEY } from '../bouquet/bouquet-selection.value-object';
import { normalisedPath } from './personal-pages.rules';

/**
 * What a server-rendered page shows from the visitor's own browser: the session storage keys it
 * reads. The server renders such a page without them (the constructor with no flowers chosen), so
 * when one of them holds something the page's part hydrates at once instead of on the visitor's
 * first interaction, and what was kept shows without a press.
 */
const KEPT_IN_BROWSER: Readonly<Record<string, readonly string[]>> = {
  '/constructor': [BOUQUET_SELECTION_STORAGE_KEY],
};

/** The session storage keys the page at `pathname` shows; none for most pages. */
export const browserKeptStateOf = (pathname: string): readonly string[] => KEPT_IN_BROWSER[normalisedPath(pathname)] ?? [];
