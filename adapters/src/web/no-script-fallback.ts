import { escapeHtml } from '@shop/application';
import { CATEGORIES, SHOP_INFO } from '@shop/domain';

/** The shell's own line for a browser without JavaScript (shell/src/index.html); a rendered page has it no more. */
const SHELL_NOSCRIPT = /(<body>\s*)<noscript>[\s\S]*?<\/noscript>\s*/;
const ROOT_START = '<div id="root"';
const HEAD_END = '</head>';

/** Loaded only where scripts do not run: a browser with JavaScript never fetches it. */
const STYLESHEET = '<noscript><link rel="stylesheet" href="/no-script.css" /></noscript>';

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** The catalogue is rendered on the server, so it reads without JavaScript: the way on from here. */
const catalogueLinks = () =>
  Object.values(CATEGORIES)
    .map((category) => `<li>${link(category.route, category.title)}</li>`)
    .join('');

/**
 * What a browser without JavaScript shows on a page that works only with it (sign-in, cart,
 * orders, admin): the shop's name, the page's, why it does not open, the catalogue that does, and how
 * to order without the site. Styled by /no-script.css (shell/public), in the shop's colours.
 */
function fallbackHtml(pageName: string): string {
  return `<noscript>
      <div class="nojs">
        <a class="nojs__brand" href="/"><img src="/images/categories/logo.svg" alt="" width="40" height="40" />${escapeHtml(SHOP_INFO.name)}</a>
        <main class="nojs__card">
          <h1>${escapeHtml(pageName)}</h1>
          <p class="nojs__lead">Эта страница работает только с включённым JavaScript. Включите его в настройках браузера и обновите страницу.</p>
          <p>Каталог открывается и без него:</p>
          <ul class="nojs__links">${catalogueLinks()}</ul>
          <p>Заказать можно и без сайта: по телефону ${link(`tel:${SHOP_INFO.phone.replace(/[^\d+]/g, '')}`, SHOP_INFO.phone)}, по почте ${link(`mailto:${SHOP_INFO.supportEmail}`, SHOP_INFO.supportEmail)} или в ${link(SHOP_INFO.botUrl, 'Telegram-боте')}.</p>
        </main>
      </div>
    </noscript>`;
}

/**
 * A page that works only with JavaScript, with the styled fallback in place of the shell's one-line
 * notice, before #root: its stylesheet hides #root, which a sign-in page the server rendered fills
 * with a form that cannot be sent without scripts.
 */
export function withNoScriptFallback(pageHtml: string, pageName: string): string {
  return pageHtml
    .replace(SHELL_NOSCRIPT, '$1')
    .replace(ROOT_START, () => `${fallbackHtml(pageName)}\n    ${ROOT_START}`)
    .replace(HEAD_END, () => `  ${STYLESHEET}\n  ${HEAD_END}`);
}
