import { escapeHtml, type PageMeta } from '@shop/application';
import { BROWSER_RENDERED_PAGES, DEFERRED_REMOTE_ATTRIBUTES, remoteStateElementId, VK_WIDGET_SCRIPT_META } from '@shop/domain';

/** JSON inside <script>: `<` escaped so no value can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** og:image with its address, size, type and description: what VK, Telegram and the rest need to show it without fetching it first. */
function imageTags({ url, alt, size }: PageMeta['image']): string[] {
  return [
    `<meta property="og:image" content="${escapeHtml(url)}" />`,
    url.startsWith('https://') ? `<meta property="og:image:secure_url" content="${escapeHtml(url)}" />` : '',
    size ? `<meta property="og:image:type" content="${size.type}" />` : '',
    size ? `<meta property="og:image:width" content="${size.width}" />` : '',
    size ? `<meta property="og:image:height" content="${size.height}" />` : '',
    `<meta property="og:image:alt" content="${escapeHtml(alt)}" />`,
  ];
}

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.indexable ? '' : '<meta name="robots" content="noindex, follow" />',
    meta.canonical ? `<link rel="canonical" href="${escapeHtml(meta.canonical)}" />` : '',
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    '<meta property="og:locale" content="ru_RU" />',
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeHtml(meta.canonical)}" />` : '',
    ...imageTags(meta.image),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(meta.image.url)}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(meta.image.alt)}" />`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Where the landing's VK community widget loads its script from (VK_WIDGET_SCRIPT_URL); nothing when it is off. */
export function vkWidgetTag(scriptUrl: string | null): string {
  return scriptUrl === null ? '' : `<meta name="${VK_WIDGET_SCRIPT_META}" content="${escapeHtml(scriptUrl)}" />`;
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/** The shell's page with its default head block replaced by the page's own tags. */
export function withHead(shellHtml: string, headTags: string): string {
  return shellHtml.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${headTags}\n    <!--/app-head-->`);
}

const EMPTY_ROOT = '<div id="root"></div>';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * The page with the server-rendered markup in #root and the data it was rendered with in a JSON
 * script (read by the remote before hydrating); #root names the remote whose part hydrates once
 * the page is idle after loading (or on the visitor's first interaction), and its scripts. It
 * reads without JavaScript, so the "enable JavaScript" notice goes.
 */
export function withRenderedRoot(pageHtml: string, rendered: { html: string; state: unknown }, remote: string, remoteScripts: readonly string[]): string {
  const deferred = `${DEFERRED_REMOTE_ATTRIBUTES.remote}="${escapeHtml(remote)}" ${DEFERRED_REMOTE_ATTRIBUTES.scripts}="${escapeHtml(remoteScripts.join(' '))}"`;
  return pageHtml
    .replace(NOSCRIPT, '')
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" ${deferred}>${rendered.html}</div>\n    <script id="${remoteStateElementId(remote)}" type="application/json">${safeJson(rendered.state)}</script>`,
    );
}

/** The shell's own script tag, as its build writes it into index.html. */
const SHELL_SCRIPT = /<script defer src="([^"]+)"><\/script>/;

/**
 * A server-rendered page starts its scripts after its first paint: the shell's script tag becomes
 * the shell's loader (shell/public/start-after-paint.js), which then fetches that script and the
 * page's other scripts in parallel. The loader also learns the pages the server leaves to the
 * browser (BROWSER_RENDERED_PAGES): a link to one of them pressed before the page is live waits for the
 * page's router, where a link to any other page is followed as a plain link.
 */
export function withScriptsAfterPaint(pageHtml: string, scripts: readonly string[]): string {
  return pageHtml.replace(
    SHELL_SCRIPT,
    (_tag, main: string) =>
      `<script defer src="/start-after-paint.js" data-main="${escapeHtml(main)}" data-preload="${escapeHtml(scripts.join(' '))}" data-browser-pages="${escapeHtml(BROWSER_RENDERED_PAGES.join(' '))}"></script>`,
  );
}

/**
 * The shell's starter of the page's first reads (shell/public/lead-reads.js), first in the head so
 * they go out while the scripts load; nothing when the page has none.
 */
export function leadReadsTag(paths: readonly string[]): string {
  return paths.length === 0 ? '' : `<script async src="/lead-reads.js" data-reads="${escapeHtml(paths.join(' '))}"></script>`;
}
