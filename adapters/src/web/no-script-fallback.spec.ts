import { withNoScriptFallback } from './no-script-fallback';

const SHELL =
  '<html><head><title>x</title></head><body><noscript>Для работы магазина включите JavaScript в настройках браузера.</noscript><div id="root"></div></body></html>';
const RENDERED = '<html><head><title>x</title></head><body><div id="root" data-deferred-remote="shop"><form method="post"></form></div></body></html>';

describe('withNoScriptFallback', () => {
  it("puts the fallback in place of the shell's line, before #root, and links its stylesheet", () => {
    const page = withNoScriptFallback(SHELL, 'Корзина');
    expect(page).not.toContain('Для работы магазина');
    expect(page).toMatch(/<body><noscript>\s*<div class="nojs">[\s\S]*<h1>Корзина<\/h1>[\s\S]*<\/noscript>\s*<div id="root"><\/div>/);
    expect(page).toContain('<noscript><link rel="stylesheet" href="/no-script.css" /></noscript>\n  </head>');
  });

  it('puts it before the root a sign-in page was rendered into, which its stylesheet hides', () => {
    const page = withNoScriptFallback(RENDERED, 'Вход');
    expect(page).toMatch(
      /<body><noscript>\s*<div class="nojs">[\s\S]*<h1>Вход<\/h1>[\s\S]*<\/noscript>\s*<div id="root" data-deferred-remote="shop"><form method="post"><\/form><\/div>/,
    );
    expect(page.match(/<noscript>/g)).toHaveLength(2);
  });
});
