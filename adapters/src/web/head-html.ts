import type { PageMeta } from '@shop/application';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: `<` escaped so no value can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The <head> tags of a page: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function renderHeadTags(meta: PageMeta, siteName: string): string {
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    meta.indexable ? '' : '<meta name="robots" content="noindex, follow" />',
    meta.canonical ? `<link rel="canonical" href="${escapeAttribute(meta.canonical)}" />` : '',
    `<meta property="og:site_name" content="${escapeAttribute(siteName)}" />`,
    '<meta property="og:locale" content="ru_RU" />',
    `<meta property="og:type" content="${meta.ogType}" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    meta.canonical ? `<meta property="og:url" content="${escapeAttribute(meta.canonical)}" />` : '',
    `<meta property="og:image" content="${escapeAttribute(meta.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />`,
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${safeJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('\n    ');
}

const HEAD_BLOCK = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;

/** The shell's page with its default head block replaced by the page's own tags. */
export function withHead(shellHtml: string, headTags: string): string {
  return shellHtml.replace(HEAD_BLOCK, () => `<!--app-head-->\n    ${headTags}\n    <!--/app-head-->`);
}
